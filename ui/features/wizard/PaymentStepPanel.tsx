import { useEffect } from 'react'
import { AdvertiserStore } from '../../../core/advertiser/advertiser.store'
import type { Campaign } from '../../../core/contract/campaign.answer'
import { CampaignInvoicesStore } from '../../../core/cabinet/stores/campaign-invoices.store'
import { paymentStep } from '../../../core/cabinet/view/payment.view-model'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { Skeleton } from '../../design/Skeleton'
import { PaymentStep } from './PaymentStep'

/**
 * The payment step with its data (issue #47): the campaign's invoices read from the server each time the step
 * opens, the profile's legal entities and clients, and the issue call; the core's paymentStep decides what shows.
 */
export const PaymentStepPanel = ({
  campaign,
  isAgency,
  advertiserHref,
}: {
  readonly campaign: Campaign
  readonly isAgency: boolean
  readonly advertiserHref: string | undefined
}) => {
  const invoices = useService(CampaignInvoicesStore)
  const listed = useReadable(invoices)
  const issuing = useReadable(invoices.issue)
  const profile = useReadable(useService(AdvertiserStore))
  useEffect(() => void invoices.load(campaign._id), [invoices, campaign._id])

  if (listed.status === 'error' && listed.campaignId === campaign._id)
    return <LoadFailed message={listed.error} onRetry={() => void invoices.load(campaign._id)} />
  if (listed.campaignId !== campaign._id || listed.status !== 'ready') return <Skeleton lines={5} />
  const view = paymentStep({
    campaign,
    entities: profile.legalEntities,
    partners: profile.partners,
    invoices: listed.invoices,
    isAgency,
  })
  return (
    <PaymentStep
      key={campaign._id}
      view={view}
      busy={issuing.loading}
      error={issuing.error}
      advertiserHref={advertiserHref}
      onIssue={(legalEntityId) =>
        void invoices.issue.run({ place: campaign.advertisePlace, campaignId: campaign._id, legalEntityId })
      }
    />
  )
}

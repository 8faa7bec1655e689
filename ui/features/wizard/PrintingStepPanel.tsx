import { useEffect } from 'react'
import type { Campaign } from '../../../core/contract/campaign.answer'
import { CampaignDetailStore } from '../../../core/cabinet/stores/campaign-detail.store'
import { CampaignInvoicesStore } from '../../../core/cabinet/stores/campaign-invoices.store'
import {
  TYPOGRAPHY_NOT_LOADED,
  TypographyStore,
  earlierTypographyOrder,
  typographyChoices,
} from '../../../core/cabinet/stores/typography.store'
import { footerLinks } from '../../../core/cabinet/view/chrome'
import { OfferArchiveStore } from '../../../core/cabinet/view/offer-archive'
import { latestInvoice, paymentDue } from '../../../core/cabinet/view/payment.view-model'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { Skeleton } from '../../design/Skeleton'
import { PrintingStep } from './PrintingStep'

/**
 * The printing step with its data (R-SCREEN-54): the packages priced for the campaign, the order, and what is
 * owed with it (issue #47): after an order the campaign and its invoices are read again, since the server issues
 * the unpaid invoice again with the print line.
 */
export const PrintingStepPanel = ({
  campaign,
  paymentHref,
}: {
  readonly campaign: Campaign
  readonly paymentHref: string | undefined
}) => {
  const typography = useService(TypographyStore)
  const printing = useReadable(typography)
  const ordering = useReadable(typography.order)
  const offers = useReadable(useService(OfferArchiveStore))
  const detail = useService(CampaignDetailStore)
  const invoices = useService(CampaignInvoicesStore)
  const listed = useReadable(invoices)
  useEffect(() => void typography.load(), [typography])
  useEffect(() => void invoices.load(campaign._id), [invoices, campaign._id])

  if (printing.status === 'error')
    return <LoadFailed message={TYPOGRAPHY_NOT_LOADED} onRetry={() => void typography.load()} />
  if (printing.status !== 'ready') return <Skeleton lines={4} />
  const priced = typographyChoices(printing.packages, campaign)
  const offer = footerLinks(offers.links[0]?.href).find((l) => l.id === 'publicOffer')?.target
  const invoice = listed.campaignId === campaign._id ? latestInvoice(campaign, listed.invoices) : undefined
  return (
    <PrintingStep
      choices={'choices' in priced ? priced.choices : []}
      refusal={'refusal' in priced ? priced.refusal : undefined}
      offerHref={offer?.kind === 'document' ? offer.href : offer?.kind === 'route' ? offer.to : '/documents'}
      placed={ordering.value ?? earlierTypographyOrder(campaign)}
      busy={ordering.loading}
      error={ordering.error}
      due={paymentDue(campaign)}
      invoice={invoice}
      paymentHref={paymentHref}
      onOrder={(typographyId) =>
        void typography.order
          .run({ place: campaign.advertisePlace, campaignId: campaign._id, typographyId })
          .then((placed) =>
            placed.ok ? Promise.all([detail.load(campaign._id), invoices.load(campaign._id)]) : undefined,
          )
      }
    />
  )
}

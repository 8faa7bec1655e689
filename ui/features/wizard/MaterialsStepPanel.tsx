import type { Campaign } from '../../../core/contract/campaign.answer'
import { ApplicationStore } from '../../../core/cabinet/stores/application.store'
import { CampaignDetailStore } from '../../../core/cabinet/stores/campaign-detail.store'
import {
  CampaignMaterialsStore,
  materialRequirement,
} from '../../../core/cabinet/stores/campaign-materials.store'
import { ResubmissionStore } from '../../../core/cabinet/stores/resubmission.store'
import {
  materialsOnCampaign,
  rejectionNotice,
  sendOffer,
} from '../../../core/cabinet/view/resubmission.view-model'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LibraryPick } from './LibraryPick'
import { MaterialsStep } from './MaterialsStep'

/**
 * The materials step with its data: the upload (the campaign read again after it, so what it has is the
 * server's), and sending to moderation, offered only once the creative moderation needs is there (issue #47) —
 * for a rejected campaign, once something changed since, as a resubmission (issue #48 item 7).
 */
export const MaterialsStepPanel = ({
  campaign,
  clipSeconds,
}: {
  readonly campaign: Campaign
  readonly clipSeconds: number | undefined
}) => {
  const materials = useService(CampaignMaterialsStore)
  const state = useReadable(materials)
  const detail = useService(CampaignDetailStore)
  const application = useService(ApplicationStore)
  const resubmission = useService(ResubmissionStore)
  const first = useReadable(application)
  const again = useReadable(resubmission)
  const offer = sendOffer(campaign)
  const sender = offer.kind !== 'none' && offer.resubmit ? resubmission : application
  const requirement = materialRequirement(campaign.advertisePlace, clipSeconds)
  const attached = materialsOnCampaign(campaign, state.checks)
  return (
    <MaterialsStep
      requirement={requirement}
      state={state}
      rejection={rejectionNotice(campaign)}
      attached={attached}
      picker={
        <LibraryPick
          campaignId={campaign._id}
          place={campaign.advertisePlace}
          clipSeconds={clipSeconds}
          requirement={requirement.text}
          onCampaign={attached.map((m) => m.id)}
          isDisabled={state.uploading !== undefined}
          onAttached={() => void detail.load(campaign._id)}
        />
      }
      onFile={(file) =>
        void materials
          .upload(campaign.advertisePlace, campaign._id, file)
          .then(() => detail.load(campaign._id))
      }
      offer={offer}
      sending={first.loading || again.loading}
      sendError={(sender === resubmission ? again : first).error}
      sent={again.status === 'success' ? 'resent' : first.status === 'success' ? 'sent' : undefined}
      // Sent or refused, the campaign is read again: its state, or what it lacks, is the server's.
      onSend={() =>
        void sender
          .run({ place: campaign.advertisePlace, id: campaign._id })
          .then(() => detail.load(campaign._id))
      }
    />
  )
}

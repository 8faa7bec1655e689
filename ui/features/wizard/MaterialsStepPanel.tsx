import { useEffect } from 'react'
import type { Campaign } from '../../../core/campaign/campaign'
import { ApplicationStore, applicationOffer } from '../../../core/cabinet/stores/application.store'
import { CampaignDetailStore } from '../../../core/cabinet/stores/campaign-detail.store'
import {
  CampaignMaterialsStore,
  attachedMaterials,
  materialRequirement,
} from '../../../core/cabinet/stores/campaign-materials.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { MaterialsStep } from './MaterialsStep'

/**
 * The materials step with its data: the upload (the campaign read again after it, so what it has is the
 * server's), and sending to moderation, offered only once the creative moderation needs is there (issue #47).
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
  const sending = useReadable(application)
  useEffect(() => application.reset(), [application, campaign._id])
  return (
    <MaterialsStep
      requirement={materialRequirement(campaign.advertisePlace, clipSeconds)}
      state={state}
      attached={attachedMaterials(campaign, state.checks)}
      onFile={(file) =>
        void materials
          .upload(campaign.advertisePlace, campaign._id, file)
          .then(() => detail.load(campaign._id))
      }
      offer={applicationOffer(campaign)}
      sending={sending.loading}
      sendError={sending.error}
      sent={sending.status === 'success'}
      // Sent or refused, the campaign is read again: its state, or what it lacks, is the server's.
      onSend={() =>
        void application
          .run({ place: campaign.advertisePlace, id: campaign._id })
          .then(() => detail.load(campaign._id))
      }
    />
  )
}

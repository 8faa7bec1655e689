// Transitional: the row names while the services move into core (issue 17).
export {
  toWire,
  type StoredCampaign as CampaignRow,
  type WireCampaign,
} from '../../core/campaign/stored-campaign'
export { CAMPAIGN_COLUMNS, toStored as toRow, type RawRow } from '../database/campaign-rows'

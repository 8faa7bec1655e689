import type { CreativeCampaign } from '../../../core/media/staff-media.service'

/**
 * A campaign of a creative on the back office's wire (GET /staff/media, /staff/media/:id; issue #49 item 1: the
 * use case answers the domain value, the edge writes it): its id as `_id`, its place as `advertisePlace`.
 */
export const creativeCampaignWire = (c: CreativeCampaign) => ({
  _id: c.id,
  name: c.name,
  advertisePlace: c.place,
  state: c.state,
})

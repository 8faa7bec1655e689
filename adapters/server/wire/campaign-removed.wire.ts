/**
 * A deleted campaign on the wire (cabinet §4 DELETE /clients/commercial-campaigns/:id; issue #49 item 1: the use
 * case answers the id it removed, the edge writes it): `{ _id }`.
 */
export const campaignRemovedWire = (id: string) => ({ _id: id })

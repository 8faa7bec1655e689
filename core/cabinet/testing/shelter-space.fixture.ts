/** A transit-shelter side as the GraphQL inventory answers it (TransitShelterSpace), for the stores' tests. */
export const shelterSpaceWire = (
  inventoryNumber: string,
  okrug: string,
  more: { readonly side?: 'a' | 'b'; readonly free?: boolean; readonly name?: string } = {},
) => ({
  inventoryNumber,
  side: more.side ?? 'a',
  format: '1,2×1,8 м',
  basePrice: 30000,
  isAvailableInBooking: more.free ?? true,
  advertisingPlatform: {
    name: more.name ?? 'Остановка',
    address: 'Улица, 1',
    street: 'Улица',
    direction: 'в центр',
    latitude: 55.7,
    longitude: 37.6,
    platformNumber: '1',
    region: { code: '0101', name: 'Район', parent: { code: okrug } },
  },
})

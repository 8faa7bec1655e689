/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { metroStickers as place } from './metro-stickers.place'
export { metroStickersTariff as tariff } from './metro-stickers.tariff'

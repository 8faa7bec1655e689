import { buildSchema } from 'graphql'
import { SHELTER_TYPES } from './shelter.schema'

/**
 * The inventory reads of pricing §7 (R-API-30..33) as one GraphQL schema. Pricing reads (seasonalDiscounts,
 * capacityDiscounts) belong to the pricing engine and are not here. Dates are 'YYYY-MM-DD' strings, optionally
 * with the 'T00:00:00.000Z' suffix (R-CONST-04); polygons are rings of [longitude, latitude] pairs.
 */
export const inventorySchema = buildSchema(/* GraphQL */ `
  ${SHELTER_TYPES}
  type Region {
    code: String!
    name: String!
    level: Int!
    abbrev: String!
    parentCode: String
    parent: RegionRef
  }
  type MetroLine {
    id: String!
    name: String!
    nameEn: String!
    color: String!
    number: Int!
    openYear: Int
  }
  type PassengerFlow {
    value: Int!
  }
  type MetroStation {
    id: String!
    name: String!
    nameEn: String!
    lineId: String!
    lineIds: [String!]!
    hubId: String!
    latitude: Float
    longitude: Float
    passengerFlow: PassengerFlow!
  }
  type MetroPlatform {
    id: String!
    metroStationId: String!
    name: String!
  }
  type MetroStationHub {
    id: String!
    name: String!
    stationIds: [String!]!
  }
  type TimeInterval {
    id: String!
    startTime: String!
    endTime: String!
    primeTime: Boolean!
    product: String!
  }
  type InventoryItem {
    id: String!
    kind: String!
    inventoryNumber: String!
    name: String!
    lineId: String
    stationId: String
    parentId: String
    formatId: String
    ots: Int!
    capacity: Int
    address: String
  }
  type MetroMonitors {
    totalCount: Int!
    monitors: [InventoryItem!]!
  }
  type StickerSpace {
    id: String!
    inventoryNumber: String!
    name: String!
    lineId: String
    stationId: String
    formatId: String
    otsInRange: Int!
  }
  type LightboxOts {
    id: String!
    ots: Int!
  }
  type LineRef {
    id: String!
    color: String!
  }
  type LightboxStation {
    id: String!
    name: String!
    lines: [LineRef!]!
  }
  type Lightbox {
    id: String!
    inventoryNumber: String!
    name: String!
    ots: Int!
    formatId: String
    metroStations: [LightboxStation!]!
    cristalLightCount: Int!
  }
  type Photo {
    id: String!
    url: String!
  }
  type CityFormat {
    id: String!
    kind: String!
    inventoryNumber: String!
    name: String!
    description: String!
    address: String
    formatId: String
    metroPlatformId: String
    groupId: String
    placementImageUrl: String
    photos: [Photo!]!
    ots: Int!
  }
  type Format {
    id: String!
    name: String!
    displayName: String!
    productName: String!
    width: Int!
    height: Int!
    maxAiringsPerDay: Int
    indexFormatId: String
    screenRatio: String
    resolutionWidth: Int
    resolutionHeight: Int
    codec: String
    bitrateMin: Int
    bitrateMax: Int
    maxDuration: Int
    fileExtension: String!
    isAudio: Boolean!
    isActive: Boolean!
  }
  type CityFormatGroup {
    id: String!
    inventoryNumber: String!
    name: String!
    cityFormatIds: [String!]!
  }
  type Period {
    startDate: String!
    endDate: String!
    days: Int!
    isAvailableForSale: Boolean!
  }
  type CityFormatWithPeriods {
    cityFormat: CityFormat!
    periods: [Period!]!
    booked: Boolean!
    notAvailableForSale: Boolean!
  }
  type CampaignDates {
    startDate: String!
    endDate: String!
  }
  type CityFormatsWithPeriods {
    totalCount: Int!
    nodes: [CityFormatWithPeriods!]!
    campaignDates: CampaignDates!
    clipDuration: Int!
    airingsCountCoefficient: Float!
  }
  type Document {
    id: String!
    name: String!
    product: String!
    documentType: String!
    isActive: Boolean!
    createdAt: String!
    fileName: String!
  }

  input PeriodInput {
    startDate: String!
    endDate: String!
  }
  input LightboxOtsInput {
    id: String!
    startDate: String!
    endDate: String!
  }
  input CityFormatsPeriodInput {
    startDate: String!
    endDate: String!
    clipDuration: Int
    airingsCountCoefficient: Float
    productName: String
  }
  input CityFormatsFilter {
    ids: [String!]
    stationIds: [String!]
  }

  type Query {
    transitShelterSpaces(filter: TransitShelterSpacesFilter, limit: Int, offset: Int): [TransitShelterSpace!]!
    "R-API-30, R-STOP-11: the arguments the spec lists — period, side, regions, text search, map polygons, paging."
    getTransitShelterSpacesByPeriod(
      period: PeriodInput!
      side: String
      regions: [String!]
      search: String
      polygons: [[[Float!]!]!]
      limit: Int
      offset: Int
    ): TransitShelterSpacesPage!
    getTransitShelterRegionAvailability(period: PeriodInput!): TransitShelterAvailability!
    transitShelterSpacesByExcel(file: String!): TransitShelterExcelImport!
    exportTransitSheltersToExcel(type: String!, startDate: String!, endDate: String!): ExportLink!
    regions(level: Int, limit: Int, offset: Int): [Region!]!
    metroLines(limit: Int, offset: Int): [MetroLine!]!
    metroStations(lineId: String, limit: Int, offset: Int): [MetroStation!]!
    metroPlatforms(stationId: String, limit: Int, offset: Int): [MetroPlatform!]!
    metroStationHubs(limit: Int, offset: Int): [MetroStationHub!]!
    timeIntervals(product: String): [TimeInterval!]!
    metroMonitors(lineIds: [String!], stationIds: [String!], limit: Int, offset: Int): MetroMonitors!
    mskMetroStickersSpaces(
      formatIds: [String!]
      lineIds: [String!]
      startDate: String!
      endDate: String!
      limit: Int
      offset: Int
    ): [StickerSpace!]!
    getLightboxesOTS(input: [LightboxOtsInput!]!): [LightboxOts!]!
    lightbox(id: String!): Lightbox
    cityFormats(ids: [String!], productName: String, limit: Int, offset: Int): [CityFormat!]!
    formats(ids: [String!], productName: String, limit: Int, offset: Int): [Format!]!
    cityFormatGroups(ids: [String!], limit: Int, offset: Int): [CityFormatGroup!]!
    cityFormatFormats(ids: [String!], productName: String): [Format!]!
    cityFormatsWithPeriods(
      input: CityFormatsPeriodInput!
      filter: CityFormatsFilter
      limit: Int
      offset: Int
    ): CityFormatsWithPeriods!
    documents(product: String, documentType: String, isActive: Boolean): [Document!]!
    "R-API-33: the seasonal discounts (monthly price ratios) in force for a document's product."
    seasonalDiscounts(documentId: String!): [SeasonalDiscount!]!
    "R-API-33: the capacity discounts of a document's product."
    capacityDiscounts(documentId: String!): [CapacityDiscount!]!
  }
  type SeasonalDiscount {
    month: Int!
    ratio: Float!
  }
  type CapacityDiscount {
    place: String!
    value: Float!
    range: Float!
    unit: String!
  }
`)

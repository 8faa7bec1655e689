/** The transit-shelter types and inputs of the inventory schema (R-API-30, R-STOP-11, R-STOP-18). */
export const SHELTER_TYPES = /* GraphQL */ `
  type RegionRef {
    code: String!
  }
  type PlatformRegion {
    code: String!
    name: String!
    parent: RegionRef!
  }
  type AdvertisingPlatform {
    name: String!
    address: String!
    street: String!
    direction: String!
    latitude: Float!
    longitude: Float!
    platformNumber: String!
    region: PlatformRegion!
  }
  type TransitShelterSpace {
    inventoryNumber: String!
    oldInventoryNumber: String!
    side: String!
    format: String!
    basePrice: Float!
    isAvailableInBooking: Boolean!
    bookingError: Boolean!
    files: [String!]!
    panoramaUrl: String
    technicalRequirementsUrl: String
    advertisingPlatform: AdvertisingPlatform!
  }
  type TransitShelterSpacesPage {
    totalCount: Int!
    nodes: [TransitShelterSpace!]!
  }
  type ReplacedSpace {
    oldInventoryNumber: String!
    space: TransitShelterSpace!
  }
  type TransitShelterExcelImport {
    addedSpaces: [TransitShelterSpace!]!
    replacedSpaces: [ReplacedSpace!]!
    missingSpaces: [String!]!
  }
  type ExportLink {
    templateUrl: String!
  }
  type RegionAvailability {
    code: String!
    name: String!
    level: Int!
    parent: String
    total: Int!
    available: Int!
  }
  type TransitShelterAvailability {
    "okrugs"
    districts: [RegionAvailability!]!
    "municipal districts and settlements"
    municipalities: [RegionAvailability!]!
  }
  input TransitShelterSpacesFilter {
    inventoryNumbers: [String!]
  }
`

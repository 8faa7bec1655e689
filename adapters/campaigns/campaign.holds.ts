// Transitional (issue 17).
export { insertHolds, BookingRefused } from '../database/campaign-holds'

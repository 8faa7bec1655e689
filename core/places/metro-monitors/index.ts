/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { metroMonitors as place } from './metro-monitors.place'
export { metroMonitorsTariff as tariff } from './metro-monitors.tariff'

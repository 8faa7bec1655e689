/** The place's entry (one line in ../registry.ts): its module and its part of the price reference. */
export { busMonitors as place } from './bus-monitors.place'
export { busMonitorsTariff as tariff } from './bus-monitors.tariff'

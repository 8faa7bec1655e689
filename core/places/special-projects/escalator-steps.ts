/** A special project's entry (one line in ../registry.ts): its module; a manager prices it, so it has no tariff. */
export { escalatorSteps as place } from './special-project.place'

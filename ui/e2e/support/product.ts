/** The real product in a process of its own (adapters/server/testing/product-process.ts). */
export {
  startProduct,
  stopChild,
  type RunningProduct,
} from '../../../adapters/server/testing/product-process'

import { lazyNamed } from '../../app/lazy-named'
import { preloadControls } from './control-chunks'

/**
 * The calculator's lazy chunks (issue #15: each calculator a lazy chunk): the form shared by all sixteen, and its
 * place's own controls (control-chunks.ts). The wizard asks for them ahead, while a person is still on the step
 * before the calculator, so that step opens with its form and list at once (issue #51 item 2).
 */
export const CalculatorForm = lazyNamed(() => import('./CalculatorForm'), 'CalculatorForm')

export { chunkNames } from './control-chunks'

/** Fetches the form and its controls' chunks named (see chunkNames). */
export const preloadCalculator = (names: string): void => {
  void CalculatorForm.preload()
  void preloadControls(names)
}

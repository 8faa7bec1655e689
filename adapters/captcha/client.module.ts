import { CaptchaSolver } from '../../core/ports/captcha.port'
import { ContainerModule } from '../container/di'
import { AltchaSolver } from './altcha.solver'

/** The browser's side of the captcha: its own file, so a browser bundle never meets the server's verifier. */
export const captchaClientModule = new ContainerModule(({ bind }) => {
  bind<CaptchaSolver>(CaptchaSolver).to(AltchaSolver).inSingletonScope()
})

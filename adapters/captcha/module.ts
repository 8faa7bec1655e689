import { CaptchaSolver, CaptchaVerifier } from '../../core/ports/captcha.port'
import { ContainerModule } from '../container/di'
import { AltchaCaptcha, CaptchaSettings } from './altcha.captcha'
import { AltchaSolver } from './altcha.solver'

export const captchaServerModule = (settings: CaptchaSettings) =>
  new ContainerModule(({ bind }) => {
    bind<CaptchaSettings>(CaptchaSettings).toConstantValue(settings)
    bind<CaptchaVerifier>(CaptchaVerifier).to(AltchaCaptcha).inSingletonScope()
  })

export const captchaClientModule = new ContainerModule(({ bind }) => {
  bind<CaptchaSolver>(CaptchaSolver).to(AltchaSolver).inSingletonScope()
})

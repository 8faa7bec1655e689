import { CaptchaVerifier } from '../../core/ports/captcha.port'
import { ContainerModule } from '../container/di'
import { AltchaCaptcha, CaptchaSettings } from './altcha.captcha'

export const captchaServerModule = (settings: CaptchaSettings) =>
  new ContainerModule(({ bind }) => {
    bind<CaptchaSettings>(CaptchaSettings).toConstantValue(settings)
    bind<CaptchaVerifier>(CaptchaVerifier).to(AltchaCaptcha).inSingletonScope()
  })

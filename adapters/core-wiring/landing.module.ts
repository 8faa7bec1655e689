import { LandingDocsStore, PublicNewsStore } from '../../core/cabinet/stores/content.stores'
import { PublicLeadStore } from '../../core/cabinet/stores/manager-request.store'
import { QuestionStore } from '../../core/cabinet/stores/question.store'
import { CaptchaSolver } from '../../core/ports/captcha.port'
import { HttpClient } from '../../core/ports/http.port'
import { Logger } from '../../core/ports/logger.port'
import { ContainerModule } from '../container/di'

/** What the public landing reads and sends (R-SCREEN-72): the news, its documents, the fast order, the question. */
export const landingModule = new ContainerModule(({ bind }) => {
  bind(PublicNewsStore)
    .toDynamicValue((ctx) => new PublicNewsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  bind(LandingDocsStore)
    .toDynamicValue((ctx) => new LandingDocsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)))
    .inSingletonScope()
  bind(PublicLeadStore)
    .toDynamicValue(
      (ctx) => new PublicLeadStore(ctx.get<HttpClient>(HttpClient), ctx.get<CaptchaSolver>(CaptchaSolver)),
    )
    .inSingletonScope()
  bind(QuestionStore)
    .toDynamicValue(
      (ctx) => new QuestionStore(ctx.get<HttpClient>(HttpClient), ctx.get<CaptchaSolver>(CaptchaSolver)),
    )
    .inSingletonScope()
})

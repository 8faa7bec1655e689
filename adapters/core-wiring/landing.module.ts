import { LandingDocsStore, PublicNewsStore } from '../../core/cabinet/stores/content.stores'
import { PublicLeadStore } from '../../core/cabinet/stores/manager-request.store'
import { QuestionStore } from '../../core/cabinet/stores/question.store'
import { CaptchaSolver } from '../../core/ports/captcha.port'
import { HttpClient } from '../../core/ports/http.port'
import { Logger } from '../../core/ports/logger.port'
import { ContainerModule } from '../container/di'

/**
 * What the public landing reads and sends (R-SCREEN-72): the news, its documents, the fast order, the question.
 * Its screen state (issue #49 item 5): bound in the landing's scope, made on entry and disposed on leaving.
 */
export const landingScreenModule = new ContainerModule(({ bind }) => {
  bind(PublicNewsStore).toDynamicValue(
    (ctx) => new PublicNewsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)),
  )
  bind(LandingDocsStore).toDynamicValue(
    (ctx) => new LandingDocsStore(ctx.get<HttpClient>(HttpClient), ctx.get<Logger>(Logger)),
  )
  bind(PublicLeadStore).toDynamicValue(
    (ctx) => new PublicLeadStore(ctx.get<HttpClient>(HttpClient), ctx.get<CaptchaSolver>(CaptchaSolver)),
  )
  bind(QuestionStore).toDynamicValue(
    (ctx) => new QuestionStore(ctx.get<HttpClient>(HttpClient), ctx.get<CaptchaSolver>(CaptchaSolver)),
  )
})

import { OAuthProvider } from '../../core/ports/oauth-provider.port'
import { ContainerModule } from '../container/di'
import { OAuth2Provider, OAuthSettings } from './oauth2.provider'

export const oauthModule = (settings: OAuthSettings) =>
  new ContainerModule(({ bind }) => {
    bind<OAuthSettings>(OAuthSettings).toConstantValue(settings)
    bind<OAuthProvider>(OAuthProvider).to(OAuth2Provider).inSingletonScope()
  })

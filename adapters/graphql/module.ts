import { GraphQLClient } from '../../core/ports/graphql.port'
import { ContainerModule } from '../container/di'
import { FetchGraphQLClient } from './fetch-graphql.client'

/** Needs HttpSettings and AuthTokenStore bound by the composition root. */
export const graphqlModule = new ContainerModule(({ bind }) => {
  bind<GraphQLClient>(GraphQLClient).to(FetchGraphQLClient).inSingletonScope()
})

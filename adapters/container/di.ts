/**
 * The one place that imports inversify and reflect-metadata (house style 4): every module and composition
 * root takes the container API from here, so there is one copy and one metadata polyfill.
 */
import 'reflect-metadata/lite'

export { Container, ContainerModule, inject, injectable, multiInject } from 'inversify'
export type { ContainerModuleLoadOptions, ResolutionContext, ServiceIdentifier } from 'inversify'

import type { ComponentType, LazyExoticComponent } from 'react'
import type { ScreenId } from '../../core/cabinet/routing/route.table'

import { lazyNamed } from './lazy-named'
import type { ScreenProps } from './screen-props'

/** A screen's component, loaded when the router first renders it. */
export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>

export const screen = <K extends string>(
  load: () => Promise<Record<K, ComponentType<ScreenProps>>>,
  name: K,
): Screen => lazyNamed(load, name)

/** Built screens by the route decision's id (core/cabinet/routing/route.table.ts). */
export type ScreenTable = Partial<Record<ScreenId, Screen>>

/**
 * The built screens a visitor meets signed out (the core's LOGGED_OUT_SCREENS and the public catalogue), each its
 * own lazy chunk (route-level code splitting): a screen's code is fetched when the router first renders it, and no
 * screen pulls in another's. The signed-in screens are listed by the signed-in shell's own chunk
 * (./cabinet-screens.tsx), so the first bytes of a public page carry neither their loaders nor the list of their
 * parts to preload (issue #51: /app/login's JavaScript). A screen missing here shows the shell's not-built page.
 */
export const PUBLIC_SCREENS: ScreenTable = {
  login: screen(() => import('../features/session/LoginPage'), 'LoginScreen'),
  signIn: screen(() => import('../features/session/RestorePage'), 'RestoreScreen'),
  msbAuthorization: screen(() => import('../features/session/MsbPages'), 'MsbAuthorizationScreen'),
  msbConfirm: screen(() => import('../features/session/MsbPages'), 'MsbConfirmScreen'),
  signInConfirmMsb: screen(() => import('../features/session/MsbPages'), 'SignInConfirmMsbScreen'),
  oauthReturn: screen(() => import('../features/session/MsbPages'), 'OAuthReturnScreen'),
  signInConfirm: screen(() => import('../features/session/ConfirmPage'), 'ConfirmScreen'),
  placeCalculator: screen(() => import('../features/shell/PlaceCalculatorScreen'), 'PlaceCalculatorScreen'),
  entrance: screen(() => import('../features/session/EntrancePage'), 'EntranceScreen'),
  notFound: screen(() => import('../features/shell/NotFoundPage'), 'NotFoundScreen'),
  catalogue: screen(() => import('../features/catalogue/CatalogueScreen'), 'CatalogueScreen'),
  catalogueFormat: screen(() => import('../features/catalogue/FormatScreen'), 'CatalogueFormatScreen'),
}

/**
 * Layout thresholds (R-CONST-10..12; RULES.md decision 1): calculators switch to the mobile layout below
 * 1260 px, logged-in pages below 1024 px; the mobile slider is 320 px wide instead of 823 px.
 */
export const CALCULATOR_MOBILE_BREAKPOINT = 1260
export const AUTHENTICATED_PAGE_BREAKPOINT = 1024
export const SLIDER_WIDTH = { mobile: 320, desktop: 823 } as const

export const isCalculatorMobile = (viewportWidth: number): boolean =>
  viewportWidth < CALCULATOR_MOBILE_BREAKPOINT
export const isAuthenticatedPageMobile = (viewportWidth: number): boolean =>
  viewportWidth < AUTHENTICATED_PAGE_BREAKPOINT
export const sliderWidth = (viewportWidth: number): number =>
  isCalculatorMobile(viewportWidth) ? SLIDER_WIDTH.mobile : SLIDER_WIDTH.desktop

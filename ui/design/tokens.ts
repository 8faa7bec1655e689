import {
  AUTHENTICATED_PAGE_BREAKPOINT,
  CALCULATOR_MOBILE_BREAKPOINT,
} from '../../core/format/layout.constants'

/**
 * Design tokens of Tablo (../shared/design/UI.md): neutral greys for chrome, one brand accent, a 4 px grid,
 * 8 px radius cards with a 1 px border. Every component of ui/design styles itself with these only.
 */
export const color = {
  text: '#1d2330',
  muted: '#5b6475',
  border: '#d9dee7',
  borderStrong: '#9aa3b2',
  surface: '#ffffff',
  page: '#f4f6f9',
  subtle: '#eef1f5',
  accent: '#d10029',
  accentDark: '#a80021',
  accentBg: '#fde8ec',
  danger: '#b3261e',
  dangerBg: '#fdecea',
  success: '#1e6b3a',
  successBg: '#e7f5ec',
  warning: '#7a4b00',
  warningBg: '#fff4db',
  info: '#174ea6',
  infoBg: '#e8f0fe',
  focus: '#1a56db',
} as const

/** The 4 px grid: space(2) = 8px. */
export const space = (n: number): string => `${n * 4}px`

export const radius = { control: '6px', card: '8px', pill: '999px' } as const

/**
 * The one type family of every page and every field (UI.md: one sans family with full Cyrillic, bundled from
 * @fontsource): inputs, buttons and date segments inherit it, none falls back to the browser's own face.
 */
export const fontFamily = "'Inter', system-ui, sans-serif"

export const font = {
  caption: '12px',
  body: '14px',
  h3: '20px',
  h2: '24px',
  h1: '32px',
} as const

export const controlHeight = '40px'

/**
 * One left edge for header, content and footer on every page (issue #47): each sits in a column of this width
 * at most, centred, with this gutter inside it (the smaller one below 1024 px).
 */
export const pageWidth = '1280px'
export const gutter = { wide: space(6), narrow: space(4) } as const

/** The visible focus ring every focusable control shows when focused by keyboard. */
export const focusRing = `outline: 2px solid ${color.focus}; outline-offset: 2px;`

/** Logged-in pages switch to the mobile layout below 1024 px (R-CONST-12, RULES.md decision 1). */
export const mobile = `@media (max-width: ${AUTHENTICATED_PAGE_BREAKPOINT - 1}px)`
/**
 * Calculators switch to the mobile layout below 1260 px (R-CONST-10, RULES.md decision 1): the price panel leaves
 * the form's side for the bottom of the screen, its total in view, its breakdown on demand.
 */
export const calculatorMobile = `@media (max-width: ${CALCULATOR_MOBILE_BREAKPOINT - 1}px)`

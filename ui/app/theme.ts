import { css } from '@linaria/core'
import { color as tokens, fontFamily, gutter, pageWidth } from '../design/tokens'

/** Design tokens (ui design brief): neutral greys, one brand accent, a 4 px grid. */
export const color = {
  text: '#1d2330',
  muted: '#5b6475',
  border: '#d9dee7',
  surface: '#ffffff',
  page: '#f4f6f9',
  accent: '#e4002b',
  accentDark: '#b80022',
  danger: '#b3261e',
  dangerBg: '#fdecea',
  success: '#1e6b3a',
  successBg: '#e7f5ec',
  focus: '#1a56db',
}

export const globals = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html,
    body {
      margin: 0;
      padding: 0;
      background: ${color.page};
      color: ${color.text};
      font-family: ${fontFamily};
      font-size: 14px;
      line-height: 1.45;
    }
    /* Fields and buttons take the page's face, not the browser's (Arial, a monospace): one type (issue #47). */
    button,
    input,
    select,
    textarea {
      font-family: inherit;
    }
    h1 {
      font-size: 24px;
      margin: 0 0 16px;
    }
    h2 {
      font-size: 20px;
      margin: 0 0 12px;
    }
    a {
      color: ${color.focus};
    }
    :focus-visible {
      outline: 2px solid ${color.focus};
      outline-offset: 2px;
    }
    .tabular {
      font-variant-numeric: tabular-nums;
    }
    /* The page's column (page.styles frameColumn): header, screen and footer start at one left edge. */
    .site-column {
      width: 100%;
      max-width: ${pageWidth};
      margin-inline: auto;
      padding-inline: ${gutter.wide};
    }
    /* The public site's header (PublicHeader), also in the server's first answer of a public page (site-index
       siteHeaderHtml): the same box before and after the script, so nothing under it moves (issue #47). */
    .site-header {
      height: 64px;
      flex: none;
      background: ${tokens.surface};
      border-bottom: 1px solid ${tokens.border};
    }
    .site-header > .site-column {
      height: 100%;
      display: flex;
      align-items: center;
      gap: 24px;
    }
    .site-header .site-brand {
      margin-right: auto;
      font-size: 24px;
      font-weight: 800;
      letter-spacing: 0.02em;
      color: ${tokens.accent};
      text-decoration: none;
    }
    .site-header nav {
      display: flex;
      gap: 24px;
    }
    .site-header nav a {
      color: ${tokens.text};
      font-weight: 600;
      text-decoration: none;
      white-space: nowrap;
    }
    /* A listed page's heading and first paragraph as the server sends them (site-index prerenderedBody), in the
       page's own type and measure: the first paint is the page's text at its size, and React's copy of it is
       not a later, larger paint (issue #16: LCP). Place pages follow pageColumn, the landing its hero. */
    /* It fills the window under the 64 px header, as the page that replaces it does (PublicFrame): the footer
       starts below the fold and is never pushed out of view when the page comes (CLS). */
    main.prerendered {
      width: 100%;
      min-height: calc(100vh - 64px);
      max-width: ${pageWidth};
      margin: 0 auto;
      padding: 32px ${gutter.wide};
    }
    main.prerendered h1 {
      margin: 0 0 24px;
    }
    main.prerendered p {
      margin: 0 0 14px;
    }
    main.prerendered a {
      color: #174ea6;
      text-underline-offset: 2px;
    }
    main.prerendered-landing {
      padding: 32px ${gutter.wide} 40px;
    }
    main.prerendered-landing h1 {
      font-size: 40px;
      line-height: 1.15;
      margin: 0 0 16px;
      max-width: 820px;
    }
    main.prerendered-landing p {
      font-size: 18px;
      color: ${color.muted};
      max-width: 760px;
    }
    /* A public calculator's defaults and price as the server writes them (site-index.routes calculatorPreviewHtml):
       the form's room and the price panel's column, so the interactive form takes their place without a jump. */
    .prerendered-calculator {
      min-height: 520px;
      margin: 0 0 24px;
    }
    .prerendered-calculator h2 {
      margin: 40px 0 16px;
    }
    .prerendered-calculator .columns {
      display: grid;
      grid-template-columns: minmax(0, 1fr) 360px;
      gap: 24px;
      align-items: start;
    }
    .prerendered-calculator dl,
    .prerendered-calculator .price {
      margin: 0;
      padding: 20px;
      background: ${tokens.surface};
      border: 1px solid ${tokens.border};
      border-radius: 8px;
    }
    .prerendered-calculator dl > div {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: 16px;
      padding: 6px 0;
    }
    .prerendered-calculator dt {
      color: ${tokens.muted};
    }
    .prerendered-calculator dd {
      margin: 0;
      font-weight: 600;
    }
    .prerendered-calculator .total {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      font-weight: 600;
      font-size: 18px;
      margin: 0 0 8px;
    }
    .prerendered-calculator .note {
      color: ${tokens.muted};
      margin: 0;
    }
    @media (max-width: 1023px) {
      .prerendered-calculator {
        min-height: 0;
      }
      .prerendered-calculator .columns {
        grid-template-columns: minmax(0, 1fr);
      }
      .site-column {
        padding-inline: ${gutter.narrow};
      }
      .site-header > .site-column,
      .site-header nav {
        gap: 16px;
      }
      main.prerendered {
        padding: 24px ${gutter.narrow};
      }
      main.prerendered-landing {
        padding: 32px ${gutter.narrow} 32px;
      }
      main.prerendered-landing h1 {
        font-size: 32px;
      }
    }
  }
`

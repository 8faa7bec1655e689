import { css } from '@linaria/core'

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
      font-family: 'Inter', system-ui, sans-serif;
      font-size: 14px;
      line-height: 1.45;
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
  }
`

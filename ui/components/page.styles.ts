import { css } from '@linaria/core'
import { color, font, gutter, mobile, pageWidth, radius, space } from '../design/tokens'

/**
 * The page's column (tokens pageWidth and gutter, a global class of the theme, as the server's first answer of a
 * public page uses it too) that a header's, a screen's and a footer's content each sit in, so all three start at
 * one left edge at every width (issue #47).
 */
export const frameColumn = 'site-column'

/** A cabinet page's column: 1280 px at most, the title row, a card. Every screen starts from these. */
export const pageColumn = css`
  max-width: ${pageWidth};
  width: 100%;
  margin: 0 auto;
  padding: ${space(8)} ${gutter.wide};
  ${mobile} {
    padding: ${space(6)} ${gutter.narrow};
  }
  .page-top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(4)};
    margin-bottom: ${space(6)};
  }
  .page-top h1 {
    margin: 0;
    flex: 1;
  }
  .page-count {
    color: ${color.muted};
    font-size: ${font.body};
    font-weight: normal;
    margin-left: ${space(2)};
  }
  .page-error {
    margin-bottom: ${space(4)};
    padding: ${space(3)} ${space(4)};
    border-radius: ${radius.card};
    background: ${color.dangerBg};
    color: ${color.danger};
    display: flex;
    gap: ${space(3)};
    align-items: center;
    justify-content: space-between;
  }
`

export const card = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
`

/** Labelled facts, a label and its value a line (a <dl>). */
export const facts = css`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(2)} ${space(4)};
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`

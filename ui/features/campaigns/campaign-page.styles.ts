import { css } from '@linaria/core'
import { color, space } from '../../design/tokens'

/** A section card of the campaign page: its padding. */
export const section = css`
  padding: ${space(5)} ${space(6)};
`

/** A list without bullets, its entries one under another. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(3)};
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

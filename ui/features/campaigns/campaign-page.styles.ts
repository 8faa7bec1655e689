import { css } from '@linaria/core'
import { space } from '../../design/tokens'

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

/** Labelled facts, a label and its value a line (a <dl>): the components' own, shared with the staff desk. */
export { facts } from '../../components/page.styles'

import { css } from '@linaria/core'
import { color, font, space } from '../../design/tokens'

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

/**
 * A section of records (the invoices, the payment orders): its headings, and each record a wrapping line of its
 * title, muted details, sum and state, ruled off from the next.
 */
export const records = css`
  h2 {
    margin-top: 0;
  }
  h3 {
    font-size: 16px;
    margin: ${space(5)} 0 ${space(2)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)} ${space(4)};
    padding-bottom: ${space(3)};
    border-bottom: 1px solid ${color.border};
  }
  li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  .title {
    font-weight: 600;
    min-width: 96px;
  }
  .muted,
  .empty {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .empty {
    margin: 0;
    font-size: ${font.body};
  }
`

import { css } from '@linaria/core'
import { color, font, radius, space } from '../../design/tokens'

/** A section of the review: a card with its heading. */
export const panel = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  padding: ${space(5)} ${space(6)};
  h2 {
    margin: 0 0 ${space(4)};
    font-size: ${font.h3};
  }
  h3 {
    margin: 0;
    font-size: 16px;
  }
  .muted {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .empty {
    margin: 0;
    color: ${color.muted};
  }
`

/** Entries one under another, divided by a line. */
export const lines = css`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)} ${space(4)};
    padding: ${space(3)} 0;
    border-bottom: 1px solid ${color.border};
  }
  > li:first-child {
    padding-top: 0;
  }
  > li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`

/** A row of decision buttons. */
export const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`

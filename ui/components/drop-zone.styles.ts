import { css } from '@linaria/core'
import { color, focusRing, radius, space } from '../design/tokens'

/**
 * A react-aria DropZone as a dashed box a file is dropped on, its button and hint in a row (the creative preview's,
 * the staff desk's bank statements): highlighted while a file is over it, its hint in `.hint`.
 */
export const dropZone = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
  padding: ${space(6)};
  border: 2px dashed ${color.borderStrong};
  border-radius: ${radius.card};
  background: ${color.surface};
  &[data-drop-target] {
    border-color: ${color.accent};
    background: ${color.accentBg};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  .hint {
    color: ${color.muted};
    flex: 1 1 320px;
  }
`

import { css } from '@linaria/core'
import { color, mobile, radius, space } from '../../design/tokens'

// The map's styles live apart from it: the style compiler evaluates a module's imports, and MapLibre's bundle
// is not one it can run at build time.
export const frame = css`
  position: relative;
  height: 480px;
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  overflow: hidden;
  background: ${color.page};
  ${mobile} {
    height: 360px;
  }
  &[data-drawing='true'] .maplibregl-canvas-container {
    cursor: crosshair;
  }
`
export const tools = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(2)};
`
export const legend = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(4)};
  margin-top: ${space(2)};
  color: ${color.muted};
  span::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-right: ${space(1)};
    border-radius: 50%;
    background: var(--dot);
    vertical-align: -1px;
  }
`
export const status = css`
  min-height: 20px;
  margin: ${space(2)} 0 0;
`
/** The map and the cards of the faces under the pointer, laid over its top left corner (under it on a phone). */
export const stage = css`
  position: relative;
`
export const cards = css`
  position: absolute;
  top: ${space(2)};
  left: ${space(2)};
  display: grid;
  gap: ${space(2)};
  width: min(380px, calc(100% - 64px));
  pointer-events: none;
  ${mobile} {
    position: static;
    width: auto;
    margin-top: ${space(2)};
  }
`

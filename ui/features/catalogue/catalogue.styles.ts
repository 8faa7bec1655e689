import { css } from '@linaria/core'
import { color, font, mobile, radius, space } from '../../design/tokens'

/** The catalogue's index: a card per format, three a row, one on a phone. */
export const formatGrid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(4)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
    padding: ${space(4)};
    border: 1px solid ${color.border};
    border-radius: ${radius.card};
    background: ${color.surface};
  }
  li span {
    color: ${color.muted};
    font-size: ${font.body};
  }
`

/** A format's page: the drawing and the price beside the facts, one column on a phone. */
export const formatLayout = css`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: ${space(6)};
  align-items: start;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  figure {
    margin: 0;
    padding: ${space(4)};
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space(2)};
  }
  figure svg {
    width: 200px;
    height: auto;
  }
  figcaption {
    text-align: center;
  }
  section {
    padding: ${space(5)};
    margin-bottom: ${space(4)};
  }
  h2 {
    font-size: ${font.h3};
    margin: 0 0 ${space(3)};
  }
  .price {
    font-size: ${font.h2};
    font-weight: 600;
    margin: 0 0 ${space(1)};
    font-variant-numeric: tabular-nums;
  }
  .basis {
    color: ${color.muted};
    margin: 0 0 ${space(4)};
  }
`

export const crumbs = css`
  margin: 0 0 ${space(4)};
`

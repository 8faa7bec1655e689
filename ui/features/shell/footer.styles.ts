import { css } from '@linaria/core'
import { color, font, mobile, space } from '../../design/tokens'

/**
 * The band every footer is drawn in, the cabinet's (R-HEAD-13) and the public site's: three columns of links
 * and the line under them, in the page's column, on the header's and the screens' left edge (issue #47).
 */
export const footerBand = css`
  margin-top: ${space(12)};
  flex: none;
  padding: ${space(8)} 0;
  background: ${color.surface};
  border-top: 1px solid ${color.border};
  color: ${color.muted};
  font-size: ${font.caption};
  .columns {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(6)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
  }
  h2 {
    margin: 0 0 ${space(3)};
    color: ${color.text};
    font-size: ${font.body};
  }
  a {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .copy {
    margin-top: ${space(6)};
    margin-bottom: 0;
  }
  ${mobile} {
    .columns {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`

import { css } from '@linaria/core'
import { color, font, radius, space } from '../../design/tokens'

/** The materials step (MaterialsStep, MaterialsSend): what is needed, the files with their checks, sending. */
export const materialsStep = css`
  display: grid;
  gap: ${space(4)};
  max-width: 640px;
  > button {
    justify-self: start;
  }
  .sources {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
  .need {
    margin: 0;
    color: ${color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${space(2)};
  }
  li {
    display: flex;
    gap: ${space(2)};
    align-items: flex-start;
  }
  li svg {
    width: 18px;
    height: 18px;
    flex: none;
    margin-top: 1px;
  }
  li.ok svg {
    color: ${color.success};
  }
  li.refused svg {
    color: ${color.danger};
  }
  .facts {
    color: ${color.muted};
    font-size: ${font.caption};
  }
  .reason {
    color: ${color.danger};
    font-size: ${font.caption};
  }
  .rejection {
    display: grid;
    gap: ${space(1)};
    padding: ${space(3)} ${space(4)};
    border-radius: ${radius.control};
    background: ${color.dangerBg};
    color: ${color.danger};
  }
  .rejection h3 {
    margin: 0;
    font-size: ${font.body};
  }
  .rejection p {
    margin: 0;
  }
  .send {
    display: grid;
    gap: ${space(2)};
    padding-top: ${space(4)};
    border-top: 1px solid ${color.border};
  }
  .send > button {
    justify-self: start;
  }
`

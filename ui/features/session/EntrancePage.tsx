import { css } from '@linaria/core'
import { entrances } from '../../../core/cabinet/view/public-site.view-model'
import type { ScreenProps } from '../../app/screen-props'
import { card, pageColumn } from '../../components/page.styles'
import { Link } from '../../design/Link'
import { color, font, mobile, space } from '../../design/tokens'

const choice = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(6)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  section {
    padding: ${space(6)};
    display: flex;
    flex-direction: column;
    gap: ${space(4)};
  }
  h2 {
    margin: 0;
    font-size: ${font.h3};
  }
  p {
    margin: 0;
    color: ${color.muted};
    flex: 1;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(3)};
  }
`

/**
 * /authorization (ours, issue #47): where booking leads. The cabinet's sign-in and registration for advertisers
 * and agencies and the small-business entrance by e-mail, side by side and alike — neither is the default. The
 * booking already waits in this browser, so whichever is chosen the wizard opens on it after sign-in.
 */
export const EntranceScreen = ({ query }: ScreenProps) => (
  <main className={pageColumn}>
    <div className="page-top">
      <h1>Как вы хотите войти?</h1>
    </div>
    {query['calculatorAutoFlow'] !== undefined && (
      <p>Расчёт сохранён: после входа кампания откроется с тем же выбором.</p>
    )}
    <div className={choice}>
      {entrances(query).map((entrance) => (
        <section key={entrance.id} className={card} aria-labelledby={`entrance-${entrance.id}`}>
          <h2 id={`entrance-${entrance.id}`}>{entrance.title}</h2>
          <p>{entrance.text}</p>
          <div className="actions">
            {entrance.actions.map((action) => (
              <Link key={action.href} href={action.href} variant="button">
                {action.label}
              </Link>
            ))}
          </div>
        </section>
      ))}
    </div>
  </main>
)

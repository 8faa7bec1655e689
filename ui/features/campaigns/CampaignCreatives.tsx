import { css, cx } from '@linaria/core'
import { Film, Image as ImageIcon } from 'lucide-react'
import type { CreativeView } from '../../../core/cabinet/view/campaign-detail-records.view-model'
import { card } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { Link } from '../../design/Link'
import { color, font, radius, space } from '../../design/tokens'
import { AuthorizedImage } from '../../components/AuthorizedImage'
import { plainList, section } from './campaign-page.styles'

const box = css`
  ul {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
    min-width: 0;
  }
  .frame {
    aspect-ratio: 16 / 9;
    width: 100%;
    border-radius: ${radius.control};
    background: ${color.subtle};
    color: ${color.borderStrong};
    display: grid;
    place-items: center;
    overflow: hidden;
  }
  .frame img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .refusal {
    color: ${color.danger};
    font-size: ${font.caption};
  }
  .empty {
    color: ${color.muted};
    margin: 0;
  }
`

/**
 * «Материалы» of the campaign page (R-SCREEN-05; issue #47 item 4): each creative with its real poster or
 * picture (fetched with the session), its name opening its material view, its moderation state and, when it was
 * refused, why.
 */
export const CampaignCreatives = ({ creatives }: { readonly creatives: readonly CreativeView[] }) => (
  <section className={cx(card, section, box)} aria-labelledby="creatives-title">
    <h2 id="creatives-title">Материалы</h2>
    {creatives.length === 0 ? (
      <p className="empty">Материалы ещё не загружены</p>
    ) : (
      <ul className={plainList}>
        {creatives.map((c) => {
          const icon = c.kind === 'video' ? <Film size={32} /> : <ImageIcon size={32} />
          return (
            <li key={c.id}>
              <div className="frame" aria-hidden={c.thumb === undefined}>
                {c.thumb ? (
                  <AuthorizedImage
                    path={c.thumb}
                    alt={`${c.kind === 'video' ? 'Кадр ролика' : 'Изображение'} ${c.name}`}
                    fallback={icon}
                  />
                ) : (
                  icon
                )}
              </div>
              <Link href={c.link}>{c.name}</Link>
              <span>
                <Badge tone={c.tone}>{c.status}</Badge>
              </span>
              {c.reason && <span className="refusal">Причина: {c.reason}</span>}
            </li>
          )
        })}
      </ul>
    )}
  </section>
)

import { css, cx } from '@linaria/core'
import { BadgePercent, Clapperboard, LayoutGrid, Newspaper, Plus } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { NewsStore } from '../../../core/cabinet/stores/content.stores'
import { latestNews } from '../../../core/cabinet/view/landing.view-model'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { card, pageColumn } from '../../components/page.styles'
import { DateText } from '../../design/DateText'
import { Link } from '../../design/Link'
import { color, font, space } from '../../design/tokens'
import { useSession } from '../session/use-session'

const lead = css`
  color: ${color.muted};
  max-width: 640px;
  margin: 0 0 ${space(8)};
`
const tiles = css`
  list-style: none;
  margin: 0 0 ${space(8)};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${space(4)};
  li {
    padding: ${space(5)};
    display: flex;
    gap: ${space(3)};
    align-items: flex-start;
  }
  p {
    margin: ${space(1)} 0 0;
    color: ${color.muted};
    font-size: ${font.caption};
  }
`
const news = css`
  padding: ${space(5)} ${space(6)};
  h2 {
    font-size: ${font.h3};
    margin: 0 0 ${space(3)};
  }
  ul {
    list-style: none;
    margin: 0 0 ${space(3)};
    padding: 0;
  }
  li {
    padding: ${space(2)} 0;
    display: flex;
    gap: ${space(3)};
    flex-wrap: wrap;
  }
  .date {
    color: ${color.muted};
    font-size: ${font.caption};
  }
`

const Tile = ({
  icon,
  href,
  title,
  children,
}: {
  icon: ReactNode
  href: string
  title: string
  children: string
}) => (
  <li className={card}>
    {icon}
    <div>
      <Link href={href}>{title}</Link>
      <p>{children}</p>
    </div>
  </li>
)

/** The three newest news items and the way to all of them. */
const LatestNews = () => {
  const store = useService(NewsStore)
  const { status, items } = useReadable(store)
  useEffect(() => void store.load(), [store])
  if (status !== 'ready' || items.length === 0) return null
  return (
    <section className={cx(card, news)} aria-labelledby="home-news">
      <h2 id="home-news">Новости</h2>
      <ul>
        {latestNews(items).map((n) => (
          <li key={n._id}>
            <span className="date">
              <DateText value={n.createdAt} />
            </span>
            <Link href={`/news/${encodeURIComponent(n._id)}`}>{n.title}</Link>
          </li>
        ))}
      </ul>
      <Link href="/news">Все новости</Link>
    </section>
  )
}

/**
 * The home page of the cabinet (R-SCREEN-01): the greeting, the ways to the everyday tasks, and the latest news
 * (the spec names the page, not its content; the choice is written here).
 */
export const HomePage = ({ fullName }: { fullName: string | undefined }) => (
  <main className={pageColumn}>
    <h1>{fullName ? `Здравствуйте, ${fullName}!` : 'Загружаем профиль…'}</h1>
    <p className={lead}>
      Табло — маркетплейс наружной рекламы Москвы: мониторы и стикеры в метро, лайтбоксы, остановки,
      навигация, наземный транспорт и городские экраны. Здесь вы планируете кампании, видите цену сразу и
      следите за модерацией, счетами и статистикой.
    </p>
    <ul className={tiles} aria-label="Разделы">
      <Tile icon={<Plus aria-hidden="true" />} href="/calculator" title="Новая кампания">
        Выберите места и период — цена считается сразу
      </Tile>
      <Tile icon={<LayoutGrid aria-hidden="true" />} href="/campaigns" title="Рекламные кампании">
        Черновики, модерация, бронь, оплата и показ
      </Tile>
      <Tile icon={<Clapperboard aria-hidden="true" />} href="/media" title="Медиатека">
        Ролики и макеты: загрузка, замена и модерация
      </Tile>
      <Tile icon={<BadgePercent aria-hidden="true" />} href="/discounts" title="Скидки">
        Персональная скидка и скидки за объём
      </Tile>
      <Tile icon={<Newspaper aria-hidden="true" />} href="/news" title="Новости">
        Что нового в Табло
      </Tile>
    </ul>
    <LatestNews />
  </main>
)

/** / as the router renders it: greets the signed-in user by the profile's name. */
export const HomeScreen = () => {
  const { profile } = useReadable(useSession())
  return <HomePage fullName={profile?.fullName} />
}

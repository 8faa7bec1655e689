import { css, cx } from '@linaria/core'
import { ArrowLeft, Newspaper } from 'lucide-react'
import { useEffect } from 'react'
import { NewsItemStore, NewsStore } from '../../../core/cabinet/stores/content.stores'
import { useService } from '../../app/container-context'
import type { ScreenProps } from '../../app/screen-props'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { card, pageColumn } from '../../components/page.styles'
import { DateText } from '../../design/DateText'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { color, font, space } from '../../design/tokens'

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  li {
    padding: ${space(5)} ${space(6)};
  }
  h2 {
    font-size: ${font.h3};
    margin: 0 0 ${space(2)};
  }
  p {
    margin: ${space(2)} 0 0;
    line-height: 1.6;
  }
`
const date = css`
  color: ${color.muted};
  font-size: ${font.caption};
`
const article = css`
  max-width: 760px;
  padding: ${space(6)};
  p {
    line-height: 1.7;
    margin: ${space(4)} 0 0;
  }
`

/** /news (R-SCREEN-55): the product's news, newest first, each opening its own page. */
export const NewsScreen = () => {
  const news = useService(NewsStore)
  const { status, items } = useReadable(news)
  useEffect(() => void news.load(), [news])
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Новости</h1>
      </div>
      {status === 'error' && <LoadFailed onRetry={() => void news.load()} />}
      {status === 'loading' && <Skeleton lines={6} />}
      {status === 'ready' && items.length === 0 && (
        <EmptyState icon={<Newspaper aria-hidden="true" />} title="Новостей пока нет" />
      )}
      {items.length > 0 && (
        <ul className={list} aria-label="Новости">
          {items.map((n) => (
            <li key={n._id} className={card}>
              <h2>
                <Link href={`/news/${encodeURIComponent(n._id)}`}>{n.title}</Link>
              </h2>
              <span className={date}>
                <DateText value={n.createdAt} />
              </span>
              <p>{n.text}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

/** /news/{id} (R-SCREEN-56): one news item; an id the server does not know says so, with the way back. */
export const NewsItemScreen = ({ params }: ScreenProps) => {
  const id = params['id'] ?? ''
  const store = useService(NewsItemStore)
  const { status, item } = useReadable(store)
  useEffect(() => void store.load(id), [store, id])
  const back = (
    <Link href="/news">
      <ArrowLeft size={16} aria-hidden="true" /> Все новости
    </Link>
  )
  return (
    <main className={pageColumn}>
      <nav aria-label="Назад">{back}</nav>
      {status === 'error' && <LoadFailed onRetry={() => void store.load(id)} />}
      {status === 'loading' && <Skeleton lines={4} />}
      {status === 'notFound' && (
        <EmptyState icon={<Newspaper aria-hidden="true" />} title="Новость не найдена" action={back}>
          Возможно, она снята с публикации.
        </EmptyState>
      )}
      {status === 'ready' && item && item._id === id && (
        <article className={cx(card, article)}>
          <h1>{item.title}</h1>
          <span className={date}>
            <DateText value={item.createdAt} />
          </span>
          <p>{item.text}</p>
        </article>
      )}
    </main>
  )
}

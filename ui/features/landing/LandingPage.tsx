import { css } from '@linaria/core'
import { use, useEffect } from 'react'
import { LandingDocsStore, PublicNewsStore } from '../../../core/cabinet/stores/content.stores'
import {
  LANDING_PREVIEW,
  landingDocHref,
  latestNews,
  landingPlaces,
} from '../../../core/cabinet/view/landing.view-model'
import { LANDING_TITLE } from '../../../core/cabinet/routing/screen-titles'
import { LANDING_INTRO } from '../../../core/cabinet/routing/site-index'
import { pageTitle } from '../../../core/cabinet/view/chrome'
import { LANDING_SECTIONS } from '../../../core/cabinet/view/public-site.view-model'
import { LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'
import { useLazyModule, useService } from '../../app/container-context'
import { useDocumentTitle } from '../../app/use-document-title'
import { useReadable } from '../../app/use-readable'
import { card } from '../../components/page.styles'
import { DateText } from '../../design/DateText'
import { Link } from '../../design/Link'
import { Skeleton } from '../../design/Skeleton'
import { color, font, gutter, mobile, pageWidth, space } from '../../design/tokens'
import { useSession } from '../session/use-session'
import { PublicCalculator } from '../wizard/PublicCalculator'
import { LeadForm } from './LeadForm'
import { QuestionForm } from './QuestionForm'

/** The visitor's price list, read once: the landing shows its calculator with its price, never a skeleton. */
const priceLists = new WeakMap<LiveQuoteStore, Promise<void>>()
const visitorPrices = (live: LiveQuoteStore): Promise<void> => {
  let read = priceLists.get(live)
  if (!read) {
    // Only the preview's place's price list (issue #51 item 2), not every place's.
    read = live.load('visitor', LANDING_PREVIEW.place)
    priceLists.set(live, read)
  }
  return read
}

// In the page's column, on the site header's and footer's left edge (issue #47).
const page = css`
  max-width: ${pageWidth};
  width: 100%;
  margin: 0 auto;
  padding: 0 ${gutter.wide} ${space(10)};
  ${mobile} {
    padding: 0 ${gutter.narrow} ${space(8)};
  }
  .hero {
    padding: ${space(8)} 0 ${space(6)};
  }
  .hero h1 {
    font-size: 40px;
    line-height: 1.15;
    margin: 0 0 ${space(4)};
    max-width: 820px;
    ${mobile} {
      font-size: ${font.h1};
    }
  }
  .hero p {
    font-size: 18px;
    color: ${color.muted};
    max-width: 760px;
    margin: 0;
  }
  section {
    margin-top: ${space(10)};
  }
  /* What loads after the first paint keeps its room, so the page below does not jump when it comes. */
  .preview {
    min-height: 520px;
    ${mobile} {
      min-height: 0;
    }
  }
  .news-room {
    min-height: 150px;
  }
  h2 {
    font-size: ${font.h2};
    margin: 0 0 ${space(4)};
  }
  .places {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    gap: ${space(3)};
  }
  .places li,
  .news article,
  .forms > div {
    padding: ${space(4)} ${space(5)};
  }
  .news {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${space(4)};
    ${mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .news h3 {
    font-size: 16px;
    margin: ${space(1)} 0 ${space(2)};
  }
  .news p {
    margin: 0;
    color: ${color.muted};
  }
  .forms {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${space(6)};
    align-items: start;
    ${mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .forms h2 {
    font-size: ${font.h3};
  }
  .forms p {
    color: ${color.muted};
    margin: 0 0 ${space(4)};
  }
`

/**
 * The public landing at the site root (R-SCREEN-72, cabinet §1): what Tablo sells, the metro monitors calculator
 * priced live at list prices (booking carries the choice into the wizard through either entrance), the public
 * place pages, the news, the documents, the fast order and the ask-a-question form; framed by the public site's
 * header and footer (PublicFrame).
 */
export const LandingPage = () => {
  // Asked for side by side (App's Landing); the server's text stays while they load (App's PrerenderedPage), and
  // the page comes with its calculator whole: its form, its price list, its price (issue #47).
  useLazyModule('wizard')
  useDocumentTitle(pageTitle(LANDING_TITLE))
  const { token } = useReadable(useSession())
  const live = useService(LiveQuoteStore)
  if (!token) use(visitorPrices(live))
  const news = useService(PublicNewsStore)
  const docs = useService(LandingDocsStore)
  const newsState = useReadable(news)
  const docsState = useReadable(docs)
  useEffect(() => void news.load(), [news])
  useEffect(() => void docs.load(), [docs])
  const places = landingPlaces()
  return (
    <main className={page}>
      <div className="hero">
        <h1>{LANDING_TITLE}</h1>
        <p>{LANDING_INTRO}</p>
      </div>
      <section aria-labelledby="landing-calculator" className="preview">
        <h2 id="landing-calculator">{LANDING_PREVIEW.heading}</h2>
        {token ? (
          // Signed in, the wizard prices with the account's terms; the preview would replace its draft.
          <Link href={LANDING_PREVIEW.wizardHref}>Рассчитать в кабинете, с вашими скидками</Link>
        ) : (
          <PublicCalculator place={LANDING_PREVIEW.place} signInHref={LANDING_PREVIEW.signInHref} />
        )}
      </section>
      <section aria-labelledby={LANDING_SECTIONS.places}>
        <h2 id={LANDING_SECTIONS.places}>Рассчитать другие носители</h2>
        <ul className="places">
          {places.map((p) => (
            <li key={p.place} className={card}>
              <Link href={p.href}>{p.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={LANDING_SECTIONS.news} className="news-room">
        <h2 id={LANDING_SECTIONS.news}>Новости</h2>
        {newsState.status === 'ready' ? (
          <div className="news">
            {latestNews(newsState.items).map((n) => (
              <article key={n._id} className={card}>
                <DateText value={n.createdAt} />
                <h3>{n.title}</h3>
                <p>{n.text}</p>
              </article>
            ))}
          </div>
        ) : newsState.status === 'error' ? (
          <p>Новости сейчас не загрузились.</p>
        ) : (
          <Skeleton lines={3} />
        )}
      </section>
      <section aria-labelledby={LANDING_SECTIONS.docs}>
        <h2 id={LANDING_SECTIONS.docs}>Документы</h2>
        {docsState.status === 'ready' ? (
          <ul>
            {docsState.items.map((d) => (
              <li key={d._id}>
                <Link href={landingDocHref(d)} target="_blank" rel="noopener">
                  {d.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : docsState.status === 'error' ? (
          <p>Документы сейчас не загрузились.</p>
        ) : (
          <Skeleton lines={1} />
        )}
      </section>
      <section className="forms" aria-label="Заявка и вопрос">
        <div className={card}>
          <h2 id={LANDING_SECTIONS.order}>Быстрый заказ</h2>
          <p>Оставьте телефон: менеджер перезвонит, подберёт носители и посчитает кампанию.</p>
          <LeadForm places={places} initialPlace={LANDING_PREVIEW.place} />
        </div>
        <div className={card}>
          <h2 id={LANDING_SECTIONS.question}>Задать вопрос</h2>
          <p>Ответим на почту в рабочее время.</p>
          <QuestionForm />
        </div>
      </section>
    </main>
  )
}

import { css, cx } from '@linaria/core'
import { FileSearch, FileText, HelpCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { DocumentsStore, FaqStore } from '../../../core/cabinet/stores/content.stores'
import {
  DEFAULT_DOCUMENT_FILTER,
  DOCUMENT_TYPE_NAMES,
  documentGroups,
} from '../../../core/cabinet/view/documents.view-model'
import { ACTIVITIES, SOCIAL_ADVERTISING } from '../../../core/inventory/content.catalogue'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { LoadFailed } from '../../components/LoadFailed'
import { card, pageColumn } from '../../components/page.styles'
import { Badge } from '../../design/Badge'
import { DateText } from '../../design/DateText'
import { Accordion, Disclosure } from '../../design/Disclosure'
import { EmptyState } from '../../design/EmptyState'
import { Link } from '../../design/Link'
import { Select } from '../../design/Select'
import { Skeleton } from '../../design/Skeleton'
import { Switch } from '../../design/Switch'
import { TextField } from '../../design/TextField'
import { color, font, space } from '../../design/tokens'

const box = css`
  padding: ${space(2)} ${space(6)};
`
const filters = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(4)};
  margin-bottom: ${space(6)};
  & > :first-child {
    flex: 1 1 280px;
  }
  & > :nth-child(2) {
    flex: 0 1 260px;
  }
`
const docList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(3)};
    padding: ${space(2)} 0;
  }
  .date {
    color: ${color.muted};
    font-size: ${font.caption};
  }
`
const prose = css`
  max-width: 760px;
  h2 {
    font-size: ${font.h3};
    margin: ${space(6)} 0 ${space(2)};
  }
  p {
    margin: 0;
    line-height: 1.6;
  }
`

/** /faq (R-SCREEN-15): the questions and answers, one open at a time (R-LIST-27). */
export const FaqScreen = () => {
  const faq = useService(FaqStore)
  const { status, items } = useReadable(faq)
  useEffect(() => void faq.load(), [faq])
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Вопросы и ответы</h1>
      </div>
      {status === 'error' && <LoadFailed onRetry={() => void faq.load()} />}
      {status === 'loading' && <Skeleton lines={4} />}
      {status === 'ready' && items.length === 0 && (
        <EmptyState icon={<HelpCircle aria-hidden="true" />} title="Вопросов пока нет" />
      )}
      {items.length > 0 && (
        <div className={cx(card, box)}>
          <Accordion>
            {items.map((qa) => (
              <Disclosure key={qa._id} id={qa._id} title={qa.question}>
                {qa.answer}
              </Disclosure>
            ))}
          </Accordion>
        </div>
      )}
    </main>
  )
}

const TYPE_OPTIONS = [
  { id: 'all', name: 'Все типы' },
  ...Object.entries(DOCUMENT_TYPE_NAMES).map(([id, name]) => ({ id, name })),
]

/** /documents (R-SCREEN-13, R-SCREEN-60): the products' documents, searched, filtered, collapsed by product. */
export const DocumentsScreen = () => {
  const documents = useService(DocumentsStore)
  const { status, items } = useReadable(documents)
  const [search, setSearch] = useState(DEFAULT_DOCUMENT_FILTER.search)
  const [type, setType] = useState(DEFAULT_DOCUMENT_FILTER.type)
  const [activeOnly, setActiveOnly] = useState(DEFAULT_DOCUMENT_FILTER.activeOnly)
  useEffect(() => void documents.load(), [documents])
  const groups = documentGroups(items, { search, type, activeOnly })
  return (
    <main className={pageColumn}>
      <div className="page-top">
        <h1>Документы</h1>
      </div>
      <div className={filters} role="search" aria-label="Поиск документов">
        <TextField
          label="Поиск по названию"
          value={search}
          onChange={setSearch}
          placeholder="Например, тарифы"
        />
        <Select label="Тип документа" options={TYPE_OPTIONS} value={type} onChange={setType} />
        <Switch isSelected={activeOnly} onChange={setActiveOnly}>
          Только действующие
        </Switch>
      </div>
      {status === 'error' && <LoadFailed onRetry={() => void documents.load()} />}
      {status === 'loading' && <Skeleton lines={6} />}
      {status === 'ready' && groups.length === 0 && (
        <EmptyState icon={<FileSearch aria-hidden="true" />} title="Ничего не найдено">
          Измените слова поиска или фильтр.
        </EmptyState>
      )}
      {groups.length > 0 && (
        <div className={cx(card, box)}>
          <Accordion allowsMultipleExpanded defaultExpandedKeys={groups.map((g) => g.product)}>
            {groups.map((g) => (
              <Disclosure key={g.product} id={g.product} title={`${g.title} · ${g.documents.length}`}>
                <ul className={docList} aria-label={g.title}>
                  {g.documents.map((d) => (
                    <li key={d.id}>
                      <FileText size={16} aria-hidden="true" />
                      <span>{d.name}</span>
                      <Badge tone="neutral">{DOCUMENT_TYPE_NAMES[d.documentType] ?? d.documentType}</Badge>
                      {!d.isActive && <Badge tone="archive">Архив</Badge>}
                      <span className="date">
                        от <DateText value={d.createdAt} />
                      </span>
                    </li>
                  ))}
                </ul>
              </Disclosure>
            ))}
          </Accordion>
        </div>
      )}
      <p id="public-offer">
        Публичная оферта и её прежние редакции — в «Архиве оферт» внизу страницы.{' '}
        <Link href="/faq">Вопросы и ответы</Link>
      </p>
    </main>
  )
}

/** /social (R-SCREEN-14): what social advertising is and how to place it. */
export const SocialScreen = () => (
  <main className={pageColumn}>
    <div className="page-top">
      <h1>Социальная реклама</h1>
    </div>
    <article className={prose}>
      {SOCIAL_ADVERTISING.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          <p>{s.text}</p>
        </section>
      ))}
    </article>
  </main>
)

/** /activities (R-SCREEN-16): the operator's kinds of activity with their codes. */
export const ActivitiesScreen = () => (
  <main className={pageColumn}>
    <div className="page-top">
      <h1>Виды деятельности</h1>
    </div>
    <ul className={cx(card, box, docList)} aria-label="Виды деятельности по ОКВЭД">
      {ACTIVITIES.map((a) => (
        <li key={a.code}>
          <Badge tone="neutral">ОКВЭД {a.code}</Badge>
          {a.name}
        </li>
      ))}
    </ul>
  </main>
)

import { css } from '@linaria/core'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageEntries } from '../../core/cabinet/view/pagination'
import { Button } from './Button'
import { color } from './tokens'

const nav = css`
  display: flex;
  align-items: center;
  gap: 4px;
  flex-wrap: wrap;
  .gap {
    min-width: 32px;
    text-align: center;
    color: ${color.muted};
  }
  button[aria-current='page'] {
    background: ${color.text};
    color: #fff;
  }
`

export interface PaginationProps {
  readonly page: number
  readonly pageCount: number
  readonly onChange: (page: number) => void
  readonly label?: string
}

/** The page bar of a long list: previous, the pages the core's pageEntries chooses, next. */
export const Pagination = ({ page, pageCount, onChange, label = 'Страницы' }: PaginationProps) =>
  pageCount <= 1 ? null : (
    <nav aria-label={label} className={nav}>
      <Button
        variant="quiet"
        size="small"
        iconOnly
        aria-label="Предыдущая страница"
        isDisabled={page <= 1}
        onPress={() => onChange(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      {pageEntries(page, pageCount).map((e) =>
        e.kind === 'gap' ? (
          <span key={e.key} className="gap" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={e.page}
            variant="quiet"
            size="small"
            aria-label={`Страница ${e.page}`}
            aria-current={e.page === page ? 'page' : undefined}
            onPress={() => onChange(e.page)}
          >
            {e.page}
          </Button>
        ),
      )}
      <Button
        variant="quiet"
        size="small"
        iconOnly
        aria-label="Следующая страница"
        isDisabled={page >= pageCount}
        onPress={() => onChange(page + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  )

import { css } from '@linaria/core'
import { withClass } from './with-class'
import { useId, type ReactNode } from 'react'
import { color } from '../app/theme'

const boxClass = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: 8px;
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 16px;
`
const Box = withClass('section', boxClass)

/** A card of a page: a heading and its content. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  // One id per section (a title of several words made an aria-labelledby naming several missing ids).
  const id = useId()
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Box>
  )
}

const rowsClass = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    /* On a phone a row's buttons go under its text rather than past the screen's edge. */
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 16px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  /* A row being changed turns into its form, as wide as the row. */
  li > form {
    flex: 1 1 auto;
  }
`
export const Rows = withClass('ul', rowsClass)

const rowActionsClass = css`
  display: flex;
  flex: 0 0 auto;
  gap: 8px;
`
/** A row's buttons (Изменить, Удалить), side by side at its end. */
export const RowActions = withClass('div', rowActionsClass)

const mutedClass = css`
  color: ${color.muted};
  font-size: 12px;
`
export const Muted = withClass('span', mutedClass)

const inlineClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-start;
  > div {
    flex: 1 1 200px;
  }
`
export const Inline = withClass('div', inlineClass)

/** A button beside a row of fields, level with the inputs (below their labels). */
const buttonCellClass = css`
  flex: 0 0 auto !important;
  padding-top: 23px;
`
export const ButtonCell = withClass('div', buttonCellClass)

const ghostButtonClass = css`
  height: 32px;
  padding: 0 12px;
  border: 1px solid ${color.border};
  border-radius: 6px;
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${color.danger};
    color: ${color.danger};
  }
`
export const GhostButton = withClass('button', ghostButtonClass)

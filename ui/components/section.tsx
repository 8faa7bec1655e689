import { styled } from '@linaria/react'
import { useId, type ReactNode } from 'react'
import { color } from '../app/theme'

const Box = styled.section`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: 8px;
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 16px;
`

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

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 16px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`

export const Muted = styled.span`
  color: ${color.muted};
  font-size: 12px;
`

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-start;
  > div {
    flex: 1 1 200px;
  }
`

/** A button beside a row of fields, level with the inputs (below their labels). */
export const ButtonCell = styled.div`
  flex: 0 0 auto !important;
  padding-top: 23px;
`

export const GhostButton = styled.button`
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

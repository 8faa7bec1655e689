import { css } from '@linaria/core'
import { withClass } from './with-class'
import type { ReactNode } from 'react'
import { color } from '../app/theme'

const cardClass = css`
  width: 100%;
  max-width: 420px;
  margin: 48px auto;
  padding: 32px;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: 8px;
`
export const Card = withClass('section', cardClass)

const formClass = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
`
export const Form = withClass('form', formClass)

const barClass = css`
  padding: 12px 16px;
  border-radius: 6px;
  &[data-tone='error'] {
    background: ${color.dangerBg};
    color: ${color.danger};
  }
  &[data-tone='success'] {
    background: ${color.successBg};
    color: ${color.success};
  }
`
const Bar = withClass('div', barClass)

/** A page-level message: red for errors, green for done (role=alert so screen readers hear it). */
export const Notice = ({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) => (
  <Bar role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
    {children}
  </Bar>
)

import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { color } from '../app/theme'

export const Card = styled.section`
  width: 100%;
  max-width: 420px;
  margin: 48px auto;
  padding: 32px;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: 8px;
`

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`

const Bar = styled.div`
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

/** A page-level message: red for errors, green for done (role=alert so screen readers hear it). */
export const Notice = ({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) => (
  <Bar role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
    {children}
  </Bar>
)

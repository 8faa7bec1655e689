import { styled } from '@linaria/react'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
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

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-weight: 500;
  }
  input {
    height: 40px;
    padding: 0 12px;
    border: 1px solid ${color.border};
    border-radius: 6px;
    font: inherit;
    background: ${color.surface};
  }
  input[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`

const FieldError = styled.span`
  color: ${color.danger};
  font-size: 12px;
`

const Hint = styled.span`
  color: ${color.muted};
  font-size: 12px;
`

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string
  readonly error?: string | undefined
  readonly hint?: string
}

/** A labelled input whose error sits under it and is announced (ui design brief: errors say what to do). */
export const Field = ({ label, error, hint, ...input }: FieldProps) => {
  const id = useId()
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? 'true' : 'false'} aria-describedby={`${id}-msg`} {...input} />
      <span id={`${id}-msg`} aria-live="polite">
        {error ? <FieldError>{error}</FieldError> : hint ? <Hint>{hint}</Hint> : null}
      </span>
    </FieldBox>
  )
}

export const Button = styled.button`
  height: 40px;
  padding: 0 20px;
  border: 0;
  border-radius: 6px;
  background: ${color.accent};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${color.accentDark};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
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

export const Checkbox = ({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) => (
  <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
    <input type="checkbox" {...input} />
    {label}
  </label>
)

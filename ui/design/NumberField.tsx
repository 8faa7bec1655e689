import { css, cx } from '@linaria/core'
import { Minus, Plus } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
} from 'react-aria-components'
import { shownNumber, stepNumber, typedValue, type NumberRule } from '../../core/shared/number-rule'
import { fieldErrorText, fieldHint, fieldLabel, fieldRoot, inputBox, inputGroup } from './field.styles'
import type { FieldTextProps } from './FieldParts'
import { color, controlHeight, font } from './tokens'

const stepper = css`
  width: ${controlHeight};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-left: 1px solid ${color.border};
  background: ${color.subtle};
  color: ${color.text};
  cursor: pointer;
  svg {
    width: 14px;
    height: 14px;
  }
`
const note = css`
  color: ${color.warning};
  font-size: ${font.caption};
`

export interface NumberFieldProps extends FieldTextProps {
  readonly label: string
  /** The field's rule (number-rule.ts): how typed text is read, the steppers' step and bounds. */
  readonly rule: NumberRule
  /** What the field holds: a number, or text that is not one yet. */
  readonly value: unknown
  /** The value typed, read by the rule: a number when the text is one, the text otherwise. */
  readonly onChange: (value: number | string) => void
  /** What the price counted instead of the value (a clamp, R-GROUND-01): said under the field, not as an error. */
  readonly note?: string | undefined
  readonly placeholder?: string | undefined
  /** Show − and + buttons (steps of the rule's step). */
  readonly steppers?: boolean
  readonly className?: string
}

/**
 * A number typed in ru-RU (1 234 567,5). Unlike react-aria's NumberField it never rewrites what was typed: no
 * snapping to the step, no clamping to the bounds on blur (issue #47). The field holds what was typed, the
 * calculator refuses it with the bound it breaks, and the refusal shows under the field; − and + and the arrow
 * keys step within the bounds.
 */
export const NumberField = ({
  label,
  rule,
  value,
  onChange,
  description,
  errorMessage,
  note: noteText,
  placeholder,
  steppers = true,
  className,
}: NumberFieldProps) => {
  const [typing, setTyping] = useState<string | undefined>()
  const step = (direction: 1 | -1) => {
    const next = stepNumber(rule, value, direction)
    if (typing !== undefined) setTyping(shownNumber(rule, next))
    onChange(next)
  }
  const arrows = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    event.preventDefault()
    step(event.key === 'ArrowUp' ? 1 : -1)
  }
  const hint = noteText ?? description
  return (
    <AriaTextField
      value={typing ?? shownNumber(rule, value)}
      onChange={(text) => {
        setTyping(text)
        onChange(typedValue(rule, text))
      }}
      onFocus={() => setTyping(shownNumber(rule, value))}
      onBlur={() => setTyping(undefined)}
      isInvalid={errorMessage !== undefined}
      inputMode={rule.whole || rule.digitsOnly ? 'numeric' : 'decimal'}
      className={cx(fieldRoot, className)}
    >
      <Label className={fieldLabel}>{label}</Label>
      <Group className={cx(inputBox, inputGroup)} isInvalid={errorMessage !== undefined}>
        <Input placeholder={placeholder} onKeyDown={arrows} />
        {steppers && (
          <>
            <AriaButton
              className={stepper}
              aria-label={`Меньше: ${label}`}
              excludeFromTabOrder
              onPress={() => step(-1)}
            >
              <Minus aria-hidden />
            </AriaButton>
            <AriaButton
              className={stepper}
              aria-label={`Больше: ${label}`}
              excludeFromTabOrder
              onPress={() => step(1)}
            >
              <Plus aria-hidden />
            </AriaButton>
          </>
        )}
      </Group>
      {hint && !errorMessage && (
        <Text slot="description" className={noteText ? note : fieldHint}>
          {hint}
        </Text>
      )}
      <FieldError className={fieldErrorText}>{errorMessage}</FieldError>
    </AriaTextField>
  )
}

import { css, cx } from '@linaria/core'
import { Minus, Plus } from 'lucide-react'
import {
  Button as AriaButton,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components'
import { fieldLabel, fieldRoot, inputBox, inputGroup } from './field.styles'
import { FieldText, type FieldTextProps } from './FieldParts'
import { color, controlHeight } from './tokens'

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
  &[data-disabled] {
    color: ${color.muted};
    cursor: not-allowed;
  }
  svg {
    width: 14px;
    height: 14px;
  }
`

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'isInvalid'>, FieldTextProps {
  readonly label: string
  /** Show − and + buttons (steps of `step`). */
  readonly steppers?: boolean
}

/**
 * A number in ru-RU (1 234 567,5 — grouping by spaces, a decimal comma) through react-aria's NumberField, with
 * its bounds and step; money is `formatOptions={{ style: 'currency', currency: 'RUB' }}`.
 */
export const NumberField = ({
  label,
  description,
  errorMessage,
  steppers = true,
  className,
  ...props
}: NumberFieldProps) => (
  <AriaNumberField
    {...props}
    isInvalid={errorMessage !== undefined}
    className={cx(fieldRoot, className as string)}
  >
    <Label className={fieldLabel}>{label}</Label>
    <Group className={cx(inputBox, inputGroup)}>
      <Input />
      {steppers && (
        <>
          <AriaButton slot="decrement" className={stepper}>
            <Minus aria-hidden />
          </AriaButton>
          <AriaButton slot="increment" className={stepper}>
            <Plus aria-hidden />
          </AriaButton>
        </>
      )}
    </Group>
    <FieldText description={description} errorMessage={errorMessage} />
  </AriaNumberField>
)

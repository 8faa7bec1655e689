import { css, cx } from '@linaria/core'
import {
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components'
import { fieldLabel } from './field.styles'
import { FieldText, type FieldTextProps } from './FieldParts'
import type { Option } from './Select'
import { color, focusRing } from './tokens'

const group = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  &[data-orientation='horizontal'] .options {
    flex-direction: row;
    flex-wrap: wrap;
  }
  .options {
    display: flex;
    flex-direction: column;
    gap: 8px 16px;
  }
`
const radio = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  &::before {
    content: '';
    width: 18px;
    height: 18px;
    flex: none;
    box-sizing: border-box;
    border: 1.5px solid ${color.borderStrong};
    border-radius: 50%;
    background: ${color.surface};
  }
  &[data-selected]::before {
    border: 6px solid ${color.accent};
  }
  &[data-focus-visible]::before {
    ${focusRing}
  }
  &[data-disabled] {
    color: ${color.muted};
    cursor: not-allowed;
  }
`

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'isInvalid'>, FieldTextProps {
  readonly label: string
  readonly options: readonly Option[]
}

/** One choice of a few, all in view (a period kind, an advertiser type). Arrow keys move the choice. */
export const RadioGroup = ({
  label,
  options,
  description,
  errorMessage,
  className,
  ...props
}: RadioGroupProps) => (
  <AriaRadioGroup
    {...props}
    isInvalid={errorMessage !== undefined}
    className={cx(group, className as string)}
  >
    <Label className={fieldLabel}>{label}</Label>
    <div className="options">
      {options.map((o) => (
        <AriaRadio key={o.id} value={o.id} isDisabled={o.isDisabled ?? false} className={radio}>
          {o.name}
        </AriaRadio>
      ))}
    </div>
    <FieldText description={description} errorMessage={errorMessage} />
  </AriaRadioGroup>
)

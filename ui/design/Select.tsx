import { css, cx } from '@linaria/core'
import { ChevronDown } from 'lucide-react'
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components'
import { fieldLabel, fieldRoot, inputBox, optionItem, popoverBox } from './field.styles'
import { FieldText, type FieldTextProps } from './FieldParts'
import { color } from './tokens'

const trigger = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  text-align: left;
  cursor: pointer;
  [data-placeholder] {
    color: ${color.muted};
  }
  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`

export interface Option {
  readonly id: string
  readonly name: string
  readonly isDisabled?: boolean
}

export interface SelectProps
  extends
    Omit<
      AriaSelectProps<Option, 'single'>,
      'children' | 'isInvalid' | 'onChange' | 'value' | 'selectionMode'
    >,
    FieldTextProps {
  readonly label: string
  readonly options: readonly Option[]
  readonly value?: string | null
  readonly onChange?: (id: string) => void
}

/** A labelled single choice from a short list (react-aria's Select: typeahead, keyboard, a native form value). */
export const Select = ({
  label,
  options,
  description,
  errorMessage,
  value,
  onChange,
  className,
  ...props
}: SelectProps) => (
  <AriaSelect
    {...props}
    {...(value !== undefined && { value: value as Key | null })}
    {...(onChange && { onChange: (key: Key | null) => key !== null && onChange(String(key)) })}
    disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
    isInvalid={errorMessage !== undefined}
    className={cx(fieldRoot, className as string)}
  >
    <Label className={fieldLabel}>{label}</Label>
    <AriaButton className={cx(inputBox, trigger)}>
      <SelectValue />
      <ChevronDown aria-hidden />
    </AriaButton>
    <FieldText description={description} errorMessage={errorMessage} />
    <Popover className={popoverBox}>
      <ListBox items={options}>{(o) => <ListBoxItem className={optionItem}>{o.name}</ListBoxItem>}</ListBox>
    </Popover>
  </AriaSelect>
)

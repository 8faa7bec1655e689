import { css, cx } from '@linaria/core'
import { ChevronDown } from 'lucide-react'
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components'
import { fieldLabel, fieldRoot, inputBox, inputGroup, optionItem, popoverBox } from './field.styles'
import { FieldText, type FieldTextProps } from './FieldParts'
import type { Option } from './Select'
import { color } from './tokens'

const chevron = css`
  button {
    width: 36px;
    border: 0;
    background: none;
    color: ${color.muted};
    cursor: pointer;
  }
`
const empty = css`
  padding: 8px 12px;
  color: ${color.muted};
`

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<Option>, 'children' | 'isInvalid' | 'onChange' | 'value'>, FieldTextProps {
  readonly label: string
  readonly options: readonly Option[]
  readonly value?: string | null
  readonly onChange?: (id: string | null) => void
  readonly placeholder?: string
}

/**
 * Search as you type in a long list (stations, districts, advertisers): react-aria's ComboBox filters the
 * options by what is typed (case-insensitive, from the start of any word) and says so when nothing matches.
 */
export const ComboBox = ({
  label,
  options,
  description,
  errorMessage,
  value,
  onChange,
  placeholder,
  className,
  ...props
}: ComboBoxProps) => (
  <AriaComboBox
    {...props}
    defaultItems={options}
    {...(value !== undefined && { value: value as Key | null })}
    {...(onChange && { onChange: (key: Key | null) => onChange(key === null ? null : String(key)) })}
    isInvalid={errorMessage !== undefined}
    menuTrigger="focus"
    allowsEmptyCollection
    className={cx(fieldRoot, className as string)}
  >
    <Label className={fieldLabel}>{label}</Label>
    <Group className={cx(inputBox, inputGroup, chevron)}>
      <Input placeholder={placeholder} />
      <AriaButton aria-label="Показать варианты">
        <ChevronDown aria-hidden size={16} />
      </AriaButton>
    </Group>
    <FieldText description={description} errorMessage={errorMessage} />
    <Popover className={popoverBox}>
      <ListBox renderEmptyState={() => <div className={empty}>Ничего не найдено</div>}>
        {(o: Option) => <ListBoxItem className={optionItem}>{o.name}</ListBoxItem>}
      </ListBox>
    </Popover>
  </AriaComboBox>
)

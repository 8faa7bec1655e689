import { cx } from '@linaria/core'
import {
  Input,
  Label,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import { fieldLabel, fieldRoot, inputBox } from './field.styles'
import { FieldText, type FieldTextProps } from './FieldParts'

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'isInvalid'>, FieldTextProps {
  readonly label: string
  readonly placeholder?: string
  /** Several lines (a comment, a reason). */
  readonly multiline?: boolean
}

/** A labelled text field with its hint and error under it. */
export const TextField = ({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  className,
  ...props
}: TextFieldProps) => (
  <AriaTextField
    {...props}
    isInvalid={errorMessage !== undefined}
    className={cx(fieldRoot, className as string)}
  >
    <Label className={fieldLabel}>{label}</Label>
    {multiline ? (
      <TextArea
        className={inputBox}
        placeholder={placeholder}
        rows={4}
        style={{ height: 'auto', padding: '8px 12px' }}
      />
    ) : (
      <Input className={inputBox} placeholder={placeholder} />
    )}
    <FieldText description={description} errorMessage={errorMessage} />
  </AriaTextField>
)

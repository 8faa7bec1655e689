import { FieldError, Text } from 'react-aria-components'
import { fieldErrorText, fieldHint } from './field.styles'

export interface FieldTextProps {
  /** A hint under the field. */
  readonly description?: string | undefined
  /** The error under the field, in the spec's wording; announced by screen readers. */
  readonly errorMessage?: string | undefined
}

/** The hint and the error under a field (react-aria ties both to the input with aria-describedby). */
export const FieldText = ({ description, errorMessage }: FieldTextProps) => (
  <>
    {description && !errorMessage && (
      <Text slot="description" className={fieldHint}>
        {description}
      </Text>
    )}
    <FieldError className={fieldErrorText}>{errorMessage}</FieldError>
  </>
)

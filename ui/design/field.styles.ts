import { css } from '@linaria/core'
import { color, controlHeight, focusRing, font, radius, space } from './tokens'

/** The parts every labelled field shares: the column, its label, the input box, the hint and the error. */
export const fieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  min-width: 0;
`
export const fieldLabel = css`
  font-weight: 500;
`
export const inputBox = css`
  height: ${controlHeight};
  width: 100%;
  padding: 0 ${space(3)};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.control};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  &[data-focused],
  &:focus-visible {
    ${focusRing}
  }
  &[data-invalid],
  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
  &[data-disabled],
  &:disabled {
    background: ${color.subtle};
    color: ${color.muted};
  }
`
export const fieldHint = css`
  color: ${color.muted};
  font-size: ${font.caption};
`
export const fieldErrorText = css`
  color: ${color.danger};
  font-size: ${font.caption};
`
export const popoverBox = css`
  min-width: var(--trigger-width);
  max-height: 320px;
  overflow: auto;
  padding: ${space(1)};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.card};
  box-shadow: 0 8px 24px rgb(29 35 48 / 16%);
  outline: none;
`
export const optionItem = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.control};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${color.subtle};
  }
  &[data-selected] {
    font-weight: 600;
    color: ${color.accent};
  }
  &[data-disabled] {
    color: ${color.muted};
    cursor: default;
  }
`

/** An input box holding an input and its buttons (a number's steppers, a combobox's chevron). */
export const inputGroup = css`
  display: flex;
  padding: 0;
  overflow: hidden;
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    padding: 0 12px;
    font: inherit;
    background: transparent;
    color: inherit;
    outline: none;
  }
  &[data-focus-within] {
    ${focusRing}
  }
`
/** A square borderless button with an icon (a calendar's arrows, a dialog's cross). */
export const iconButton = css`
  width: 32px;
  height: 32px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${radius.control};
  background: none;
  color: ${color.muted};
  cursor: pointer;
  &[data-focus-visible] {
    ${focusRing}
  }
`

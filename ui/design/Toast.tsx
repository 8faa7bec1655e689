import { css } from '@linaria/core'
import { X } from 'lucide-react'
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import { color, focusRing, radius, space } from './tokens'

export interface ToastMessage {
  readonly title: string
  readonly description?: string
  readonly tone?: 'success' | 'error' | 'info'
}

/** The one queue of toasts of the app: `toasts.add({ title: 'Сохранено', tone: 'success' }, { timeout: 5000 })`. */
export const toasts = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })

/** Shows a short confirmation that goes away by itself (5 s); an error stays until closed. */
export const notify = (message: ToastMessage): void => {
  toasts.add(message, message.tone === 'error' ? {} : { timeout: 5000 })
}

const region = css`
  position: fixed;
  right: ${space(4)};
  bottom: ${space(4)};
  z-index: 200;
  display: flex;
  flex-direction: column-reverse;
  gap: ${space(2)};
  outline: none;
  &[data-focus-visible] {
    ${focusRing}
  }
`
const toast = css`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
  width: min(360px, calc(100vw - 32px));
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.card};
  border-left: 4px solid ${color.info};
  background: ${color.text};
  color: #fff;
  box-shadow: 0 8px 24px rgb(29 35 48 / 24%);
  outline: none;
  &[data-tone='success'] {
    border-left-color: #4caf50;
  }
  &[data-tone='error'] {
    border-left-color: #ff6b5e;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  .content {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  [slot='title'] {
    font-weight: 600;
  }
  button {
    border: 0;
    background: none;
    color: #fff;
    cursor: pointer;
    padding: 0;
  }
`

/** Where the toasts show (bottom right), once in the app's root; F6 reaches it from the keyboard. */
export const Toasts = () => (
  <ToastRegion queue={toasts} className={region}>
    {({ toast: t }) => (
      <AriaToast toast={t} className={toast} data-tone={t.content.tone ?? 'info'}>
        <ToastContent className="content">
          <Text slot="title">{t.content.title}</Text>
          {t.content.description && <Text slot="description">{t.content.description}</Text>}
        </ToastContent>
        <AriaButton slot="close" aria-label="Закрыть">
          <X size={16} aria-hidden />
        </AriaButton>
      </AriaToast>
    )}
  </ToastRegion>
)

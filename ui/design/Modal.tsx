import { css, cx } from '@linaria/core'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Dialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components'
import { iconButton } from './field.styles'
import { color, font, mobile, radius, space } from './tokens'

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(4)};
  background: rgb(29 35 48 / 45%);
  &[data-entering] {
    animation: fade 150ms;
  }
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
`
const modal = css`
  width: min(100%, var(--modal-width, 560px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${color.surface};
  border-radius: ${radius.card};
  box-shadow: 0 16px 48px rgb(29 35 48 / 24%);
  outline: none;
  ${mobile} {
    max-height: 100%;
  }
`
const dialog = css`
  position: relative;
  padding: ${space(6)};
  outline: none;
  h2 {
    margin: 0 ${space(8)} ${space(4)} 0;
    font-size: ${font.h3};
  }
  .close {
    position: absolute;
    top: ${space(4)};
    right: ${space(4)};
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin-top: ${space(6)};
  }
`

export interface ModalProps extends Omit<ModalOverlayProps, 'children'> {
  readonly title: string
  readonly children: ReactNode | ((close: () => void) => ReactNode)
  /** The dialog's width in px (560 by default). */
  readonly width?: number
  /** 'alertdialog' for a question that must be answered (confirm, delete, error). */
  readonly role?: 'dialog' | 'alertdialog'
}

/**
 * A modal dialog (cabinet §2): focus moves in and is trapped, the page behind does not scroll, Escape or the
 * cross closes it, focus returns to what opened it. Open it with a DialogTrigger around a Button, or with
 * isOpen/onOpenChange.
 */
export const Modal = ({ title, children, width, role = 'dialog', className, ...props }: ModalProps) => (
  <ModalOverlay {...props} isDismissable={role === 'dialog'} className={cx(overlay, className as string)}>
    <AriaModal className={modal} style={width ? ({ '--modal-width': `${width}px` } as object) : undefined}>
      <Dialog role={role} className={dialog}>
        {({ close }) => (
          <>
            <Heading slot="title">{title}</Heading>
            {role === 'dialog' && (
              <AriaButton className={cx(iconButton, 'close')} onPress={close} aria-label="Закрыть">
                <X size={18} aria-hidden />
              </AriaButton>
            )}
            {typeof children === 'function' ? children(close) : children}
          </>
        )}
      </Dialog>
    </AriaModal>
  </ModalOverlay>
)

/** The row of a dialog's buttons, right-aligned. */
export const DialogActions = ({ children }: { readonly children: ReactNode }) => (
  <div className="actions">{children}</div>
)

import { css } from '@linaria/core'
import { useState } from 'react'
import { ManagerRequestStore } from '../../../core/cabinet/stores/manager-request.store'
import { SPECIAL_PROJECTS_NAME } from '../../../core/campaign/place-names'
import { PHONE_MAX } from '../../../core/session/session.contract'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Form, Notice } from '../../components/form'
import { Button } from '../../design/Button'
import { DialogActions, Modal } from '../../design/Modal'
import { TextField } from '../../design/TextField'
import { color, space } from '../../design/tokens'
import { useSession } from '../session/use-session'

const section = css`
  margin-top: ${space(8)};
  h3 {
    margin: 0 0 ${space(2)};
  }
  p {
    margin: 0 0 ${space(4)};
    color: ${color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${space(3)};
  }
  /* A long place name wraps inside the card on a phone instead of running past it. */
  li {
    max-width: 100%;
  }
  li > button {
    max-width: 100%;
    height: auto;
    min-height: 40px;
    padding-block: 8px;
    white-space: normal;
    text-align: left;
  }
`

/** The request's fields; the phone is held to the spec's 15 characters (R-VAL-05). */
const FIELDS = [
  { key: 'fullName', label: 'Имя' },
  {
    key: 'phone',
    label: 'Телефон',
    type: 'tel',
    maxLength: PHONE_MAX,
    description: `До ${PHONE_MAX} символов, например +79001234567`,
  },
  { key: 'email', label: 'E-mail', type: 'email' },
] as const

/**
 * Issue #15 item 3: the special projects, priced by a manager. Each opens the request form (name, phone and e-mail
 * filled from the profile); the captcha is solved by the browser, so a person only checks and sends.
 */
export const ManagerRequest = ({
  projects,
  heading = SPECIAL_PROJECTS_NAME,
  intro = 'Их стоимость считает менеджер: оставьте заявку, и он свяжется с вами.',
}: {
  readonly projects: readonly { readonly place: string; readonly title: string }[]
  readonly heading?: string
  readonly intro?: string
}) => {
  const store = useService(ManagerRequestStore)
  const state = useReadable(store)
  const { profile } = useReadable(useSession())
  const [open, setOpen] = useState<{ place: string; title: string }>()
  const [form, setForm] = useState({ fullName: '', phone: '', email: '' })
  if (projects.length === 0) return null
  const start = (project: { place: string; title: string }) => {
    store.reset()
    setForm({
      fullName: profile?.fullName ?? '',
      phone: profile?.phone ?? '',
      email: profile?.email ?? '',
    })
    setOpen(project)
  }
  const fields = state.error?.fields ?? {}
  return (
    <section className={section} aria-labelledby="special-projects">
      <h3 id="special-projects">{heading}</h3>
      <p>{intro}</p>
      <ul aria-label={heading}>
        {projects.map((p) => (
          <li key={p.place}>
            <Button variant="secondary" onPress={() => start(p)} aria-label={`Оставить заявку: ${p.title}`}>
              {p.title}
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        isOpen={open !== undefined}
        onOpenChange={(isOpen) => !isOpen && setOpen(undefined)}
        title={`Заявка: ${open?.title ?? ''}`}
      >
        {(close) =>
          state.value ? (
            <>
              <Notice tone="success">Заявка отправлена: менеджер свяжется с вами в рабочее время.</Notice>
              <DialogActions>
                <Button onPress={close}>Готово</Button>
              </DialogActions>
            </>
          ) : (
            <Form
              onSubmit={(event) => {
                event.preventDefault()
                if (open && !state.loading) void store.run({ place: open.place, ...form })
              }}
            >
              {state.error && <Notice tone="error">{state.error.message}</Notice>}
              {FIELDS.map(({ key, ...field }) => (
                <TextField
                  key={key}
                  {...field}
                  isRequired
                  value={form[key]}
                  onChange={(value) => setForm((f) => ({ ...f, [key]: value }))}
                  {...(fields[key] !== undefined && { errorMessage: fields[key] })}
                />
              ))}
              <DialogActions>
                <Button variant="secondary" onPress={close}>
                  Отмена
                </Button>
                <Button type="submit" isPending={state.loading}>
                  Отправить заявку
                </Button>
              </DialogActions>
            </Form>
          )
        }
      </Modal>
    </section>
  )
}

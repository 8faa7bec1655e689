import { useState, type FormEvent } from 'react'
import type { ManagerRequestFailure } from '../../../core/cabinet/stores/manager-request.store'
import type { AsyncAction } from '../../../core/shared/async-action'
import { useReadable } from '../../app/use-readable'

/**
 * A form of text fields sent by a store once (the landing's fast order and question): each field's value, its
 * change and the server's word on it, and the submit. What was typed stays after a refusal.
 */
export const useSentForm = <F extends { readonly [K in keyof F]: string }>(
  store: AsyncAction<F, true, ManagerRequestFailure>,
  initial: NoInfer<F>,
) => {
  const state = useReadable(store)
  const [form, setForm] = useState(initial)
  const said = state.error?.fields ?? {}
  return {
    state,
    form,
    /** A field's props; `wire` names it as the server does when that differs. */
    field: (key: keyof F & string, wire: string = key) => ({
      value: form[key],
      onChange: (value: string) => setForm((f) => ({ ...f, [key]: value })),
      ...(said[wire] !== undefined ? { errorMessage: said[wire] } : {}),
    }),
    onSubmit: (event: FormEvent) => {
      event.preventDefault()
      if (!state.loading) void store.run(form)
    },
  }
}

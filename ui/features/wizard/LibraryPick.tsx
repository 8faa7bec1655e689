import { css } from '@linaria/core'
import { Library } from 'lucide-react'
import { useState } from 'react'
import type { AdvertisePlace } from '../../../core/campaign/advertise-place'
import {
  libraryPickEmpty,
  libraryPickLabel,
  LibraryPickStore,
} from '../../../core/cabinet/stores/library-pick.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { DialogActions, Modal } from '../../design/Modal'
import { RadioGroup } from '../../design/RadioGroup'
import { Skeleton } from '../../design/Skeleton'
import { notify } from '../../design/Toast'
import { color, space } from '../../design/tokens'

const body = css`
  display: grid;
  gap: ${space(4)};
  p {
    margin: 0;
  }
  .choices {
    max-height: min(50vh, 420px);
    overflow: auto;
  }
  [role='alert'] {
    color: ${color.danger};
  }
`

export interface LibraryPickProps {
  readonly campaignId: string
  readonly place: AdvertisePlace
  readonly clipSeconds: number | undefined
  /** What the place needs, as the step says it: the empty library's sentence names it. */
  readonly requirement: string
  /** The files the campaign already has: not offered again. */
  readonly onCampaign: readonly string[]
  readonly isDisabled: boolean
  readonly onAttached: () => void
}

/**
 * «Выбрать из медиатеки» (R-API-15): a file already in the library, fit for the place and the bought clip, put on
 * the campaign instead of uploading it again. A react-aria Modal with one choice of the files; a refusal stays in
 * the dialog in the server's words and changes nothing.
 */
export const LibraryPick = ({
  campaignId,
  place,
  clipSeconds,
  requirement,
  onCampaign,
  isDisabled,
  onAttached,
}: LibraryPickProps) => {
  const store = useService(LibraryPickStore)
  const state = useReadable(store)
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)
  const row = state.rows.find((r) => r.id === chosen)
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={isDisabled}
        onPress={() => {
          setChosen(null)
          setOpen(true)
          void store.open(place, clipSeconds, onCampaign)
        }}
      >
        <Library aria-hidden="true" />
        Выбрать из медиатеки
      </Button>
      {open && (
        <Modal
          title="Выбрать из медиатеки"
          isOpen
          onOpenChange={(next) => !next && setOpen(false)}
          width={640}
        >
          {(close) => (
            <form
              className={body}
              onSubmit={(e) => {
                e.preventDefault()
                if (!row) return
                void store.attach(campaignId, row.id).then((done) => {
                  if (!done.ok) return
                  close()
                  notify({ title: `«${row.name}» прикреплён к кампании`, tone: 'success' })
                  onAttached()
                })
              }}
            >
              {state.status === 'error' ? (
                <p role="alert">{state.error}</p>
              ) : state.status !== 'ready' ? (
                <Skeleton height={120} lines={1} />
              ) : state.rows.length === 0 ? (
                <p>{libraryPickEmpty(requirement)}</p>
              ) : (
                <div className="choices">
                  <RadioGroup
                    label="Файл из медиатеки"
                    options={state.rows.map((r) => ({ id: r.id, name: libraryPickLabel(r) }))}
                    value={chosen}
                    onChange={setChosen}
                  />
                </div>
              )}
              {state.refusal && <p role="alert">{state.refusal}</p>}
              <DialogActions>
                <Button variant="secondary" onPress={close}>
                  Отмена
                </Button>
                <Button type="submit" isDisabled={!row} isPending={state.attaching !== undefined}>
                  Прикрепить
                </Button>
              </DialogActions>
            </form>
          )}
        </Modal>
      )}
    </>
  )
}

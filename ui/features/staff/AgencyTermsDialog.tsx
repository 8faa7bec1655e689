import { css } from '@linaria/core'
import { useState } from 'react'
import { CheckboxGroup, Label } from 'react-aria-components'
import type { AgencyWire } from '../../../core/staff/agency-terms'
import {
  dialogSubject,
  draftOf,
  draftProblems,
  PERCENT_RULE,
  PLACE_CHOICES,
  termsBodyOf,
  type AgencyTermsDraft,
} from '../../../core/staff/agency-terms.view-model'
import type { IsoDate } from '../../../core/shared/calendar'
import { fieldLabel } from '../../design/field.styles'
import { Button } from '../../design/Button'
import { Checkbox } from '../../design/Checkbox'
import { DatePicker } from '../../design/DatePicker'
import { DialogActions, Modal } from '../../design/Modal'
import { NumberField } from '../../design/NumberField'
import { Switch } from '../../design/Switch'
import { color, font, space } from '../../design/tokens'

const form = css`
  display: grid;
  gap: ${space(4)};
  p {
    margin: 0;
  }
  .places {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: ${space(2)} ${space(4)};
    margin-top: ${space(2)};
  }
  .problem {
    color: ${color.danger};
    font-size: ${font.caption};
  }
  .hint {
    color: ${color.muted};
    font-size: ${font.caption};
  }
`

export interface AgencyTermsDialogProps {
  readonly agency: AgencyWire
  readonly today: IsoDate
  readonly saving: boolean
  /** Why the server refused the last change. */
  readonly error: string | undefined
  /** Sends the terms; resolves true once taken (the dialog closes). */
  readonly onSave: (body: Record<string, unknown>) => Promise<boolean>
  readonly onRemove: () => Promise<boolean>
  readonly onClose: () => void
}

/**
 * An agency's personal discount (R-DISC-08, R-DISC-09): the percent, every place or some, the last day it prices,
 * and whether it ignores the global discount factors. The core checks it as the server will (draftProblems) and
 * says each fault at its field once a save was tried; a refusal the server still makes is said above the buttons.
 */
export const AgencyTermsDialog = ({
  agency,
  today,
  saving,
  error,
  onSave,
  onRemove,
  onClose,
}: AgencyTermsDialogProps) => {
  const [draft, setDraft] = useState<AgencyTermsDraft>(() => draftOf(agency.terms))
  const [tried, setTried] = useState(false)
  const problems = tried ? draftProblems(draft, today) : {}
  const change = (patch: Partial<AgencyTermsDraft>) => setDraft((d) => ({ ...d, ...patch }))
  return (
    <Modal title="Скидка агентства" isOpen onOpenChange={(isOpen) => !isOpen && onClose()} width={720}>
      {(close) => (
        <form
          className={form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            setTried(true)
            if (Object.keys(draftProblems(draft, today)).length > 0) return
            void onSave(termsBodyOf(draft)).then((taken) => taken && close())
          }}
        >
          <p>{dialogSubject(agency)}</p>
          <NumberField
            label="Скидка, %"
            rule={PERCENT_RULE}
            value={draft.percent}
            onChange={(percent) => change({ percent })}
            description="От 0,01 до 90 %; на плитках на турникетах — в 1,25 раза больше"
            errorMessage={problems.percent}
          />
          <div>
            <Switch isSelected={draft.allPlaces} onChange={(allPlaces) => change({ allPlaces })}>
              На все места размещения
            </Switch>
            {!draft.allPlaces && (
              <CheckboxGroup
                value={[...draft.places]}
                onChange={(places) => change({ places })}
                isInvalid={problems.places !== undefined}
                aria-describedby={problems.places ? 'agency-places-problem' : undefined}
              >
                <Label className={fieldLabel}>Места, на которые действует скидка</Label>
                <div className="places">
                  {PLACE_CHOICES.map((p) => (
                    <Checkbox key={p.id} value={p.id}>
                      {p.name}
                    </Checkbox>
                  ))}
                </div>
              </CheckboxGroup>
            )}
            {problems.places && (
              <p className="problem" id="agency-places-problem">
                {problems.places}
              </p>
            )}
          </div>
          <DatePicker
            label="Действует по (включительно)"
            value={draft.until}
            onChange={(until) => change({ until })}
            min={today}
            description="Пусто — бессрочно"
            errorMessage={problems.until}
          />
          <Switch isSelected={draft.ignoreGlobal} onChange={(ignoreGlobal) => change({ ignoreGlobal })}>
            Не применять общие коэффициенты скидок
          </Switch>
          {error && (
            <p className="problem" role="alert">
              {error}
            </p>
          )}
          <DialogActions>
            {agency.terms && (
              <Button
                variant="danger"
                isDisabled={saving}
                onPress={() => void onRemove().then((taken) => taken && close())}
              >
                Снять скидку
              </Button>
            )}
            <Button variant="secondary" onPress={close}>
              Отмена
            </Button>
            <Button type="submit" isDisabled={saving}>
              {saving ? 'Сохраняем…' : 'Сохранить'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Modal>
  )
}

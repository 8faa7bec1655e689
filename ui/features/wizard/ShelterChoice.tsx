import { css } from '@linaria/core'
import { memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { importSummary, ShelterListStore } from '../../../core/cabinet/stores/shelter-list.store'
import { okrugFilterOptions } from '../../../core/cabinet/view/okrug-filter.view-model'
import { ShelterMapStore } from '../../../core/cabinet/stores/shelter-map.store'
import { faceCard } from '../../../core/map/face-card'
import { LiveQuoteStore } from '../../../core/pricing/selection/live-quote.store'
import { toggleMapStop } from '../../../core/pricing/selection/shelter-map'
import {
  ShelterSelectionStore,
  type ShelterSelectionState,
} from '../../../core/cabinet/stores/shelter-selection.store'
import { faceQuote, perMonthText } from '../../../core/map/face-card'
import { chooseInAreas, chooseInPolygon, chooseNear, priceRow } from '../../../core/map/shelter-selection'
import type { FormInput } from '../../../core/pricing/selection/form-input'
import { groupDigits } from '../../../core/shared/money'
import { fieldOf, withField } from '../../../core/pricing/selection/calculator-form'
import { Download, FileSpreadsheet, Redo2, Undo2 } from 'lucide-react'
import { FileTrigger } from 'react-aria-components'
import {
  chosenStops,
  dropChosen,
  freeOwnHolds,
  mergeImported,
  stopKey,
  toggleShown,
  toggleStop,
} from '../../../core/pricing/selection/shelter-form'
import { listPages } from '../../../core/pricing/selection/stops-listing'
import { keyOf, TakenUnitsStore, type TakenQuestion } from '../../../core/cabinet/stores/taken-units.store'
import { WizardDraftStore } from '../../../core/cabinet/stores/wizard-draft.store'
import { SIDES, type Side } from '../../../core/pricing/selection/stops-selection.store'
import { useService } from '../../app/container-context'
import { useReadable } from '../../app/use-readable'
import { Button } from '../../design/Button'
import { Pagination } from '../../design/Pagination'
import { RadioGroup } from '../../design/RadioGroup'
import { Select } from '../../design/Select'
import { SelectionList } from '../../design/SelectionList'
import { Skeleton } from '../../design/Skeleton'
import { Tabs } from '../../design/Tabs'
import { FaceCard } from '../map/FaceCard'
import { ShelterBasket } from './ShelterBasket'
import { ShelterPlaceTools } from './ShelterPlaceTools'
import { TextField } from '../../design/TextField'
import type { ControlProps } from './control-props'
import { color, mobile, space } from '../../design/tokens'
import { lazyNamed } from '../../app/lazy-named'
import { afterPaint } from './use-after-paint'

const filters = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space(4)};
  align-items: end;
  margin-bottom: ${space(3)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`
const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin: ${space(2)} 0;
  .error {
    color: ${color.danger};
  }
`

const listCard = css`
  margin-top: ${space(3)};
`
const files = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(3)};
`
const report = css`
  margin: 0 0 ${space(3)};
  color: ${color.muted};
  overflow-wrap: anywhere;
  &.error {
    color: ${color.danger};
  }
`

const SIDE_NAMES: Record<Side, string> = { all: 'Обе', a: 'А', b: 'Б' }

/** A chosen file's bytes in base64, as the spreadsheet import sends them. */
const base64Of = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '')
    reader.onerror = () => reject(reader.error ?? new Error('read'))
    reader.readAsDataURL(file)
  })
const ALL = 'all'

/** The map and its library load only when the map is opened (a lazy chunk of its own). */
const ShelterMap = lazyNamed(() => import('./ShelterMap'), 'ShelterMap')

/**
 * The transit-shelter choice (R-SCREEN-61): the period's sides from the server, filtered by side, okrug and a
 * search of the number or the stop's name (R-STOP-11), 20 a page (R-STOP-14), each free side chosen or given
 * back by a click or the keyboard (R-STOP-01), a whole page at once (R-STOP-02); what is chosen is the
 * calculation's `stops`, priced beside by the core.
 *
 * It gets the calculation a render late (ShelterPicker defers it) and is drawn again only when that or its own
 * state changes: a press repaints the price beside first, and these 16,000 sides in the render after it.
 */
export interface ShelterChoiceProps extends ControlProps<'shelters'> {
  /** The selection's undo and redo and the place the radius is drawn around, a render late as the input. */
  readonly steps: ShelterSelectionState
}

export const ShelterChoice = memo(({ control, input, error, onChange, steps }: ShelterChoiceProps) => {
  const list = useService(ShelterListStore)
  const listed = useReadable(list)
  // Walk defect 6: a saved campaign edited here holds its own sides; the server names the sides other campaigns
  // hold in the period (its own left out), and only those stay taken in the list.
  const { campaignId } = useReadable(useService(WizardDraftStore))
  const takenStore = useService(TakenUnitsStore)
  const held = useReadable(takenStore)
  const question = useMemo<TakenQuestion | undefined>(
    () =>
      campaignId
        ? { place: 'transitShelter', startDate: control.startDate, endDate: control.endDate, campaignId }
        : undefined,
    [campaignId, control.startDate, control.endDate],
  )
  useEffect(() => {
    if (question) takenStore.watch(question)
  }, [takenStore, question])
  const othersTaken =
    question && held.key === keyOf(question) && held.status === 'ready' ? held.taken : undefined
  const stops = useMemo(() => freeOwnHolds(listed.stops, othersTaken), [listed.stops, othersTaken])
  const state = useMemo(() => ({ ...listed, stops }), [listed, stops])
  const city = useService(ShelterMapStore)
  const cityState = useReadable(city)
  const quotes = useService(LiveQuoteStore)
  // One selection (issue #50 item 3): every change of the chosen sides below is a step one can undo and redo.
  const selection = useService(ShelterSelectionStore)
  const field = control.field
  const act = useCallback(
    (change: (current: FormInput) => FormInput) =>
      onChange((current) => selection.apply(current, field, change)),
    [onChange, selection, field],
  )
  const back = useCallback(
    () => onChange((current) => selection.undo(current, field)),
    [onChange, selection, field],
  )
  const again = useCallback(
    () => onChange((current) => selection.redo(current, field)),
    [onChange, selection, field],
  )
  // Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y; ⌘ on a Mac, any keyboard layout) anywhere but in a text field, which
  // keeps its own undo of what is typed.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return
      const target = e.target as HTMLElement | null
      if (target?.closest('input, textarea, [contenteditable=true]')) return
      if (e.code === 'KeyZ' && !e.shiftKey) back()
      else if ((e.code === 'KeyZ' && e.shiftKey) || e.code === 'KeyY') again()
      else return
      e.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [back, again])
  const period = useMemo(
    () => ({ startDate: control.startDate, endDate: control.endDate }),
    [control.startDate, control.endDate],
  )
  const [view, setView] = useState<'list' | 'map'>('list')
  const [side, setSide] = useState<Side>('all')
  const [okrug, setOkrug] = useState<string>(ALL)
  const [search, setSearch] = useState('')
  // The row last pressed (by mouse or keyboard) opens its face's card under the list, as the map's stop does.
  const [opened, setOpened] = useState<string>()
  const [typed, setTyped] = useState('')
  // The search waits for a pause in typing (300 ms), so each word typed is not a request.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), 300)
    return () => clearTimeout(timer)
  }, [typed])
  // A page belongs to the filters it was chosen under: other filters start at page 1 (R-STOP-03), one request.
  const filterKey = [side, okrug, search, control.startDate, control.endDate].join('|')
  const [paging, setPaging] = useState({ filterKey, page: 1 })
  const page = paging.filterKey === filterKey ? paging.page : 1
  const setPage = (next: number) => setPaging({ filterKey, page: next })
  useEffect(() => {
    void list.load({
      startDate: control.startDate,
      endDate: control.endDate,
      side,
      okrug: okrug === ALL ? null : okrug,
      search,
      page,
    })
  }, [list, control.startDate, control.endDate, side, okrug, search, page])

  useEffect(() => {
    if (view === 'map') void city.load({ startDate: control.startDate, endDate: control.endDate })
  }, [city, view, control.startDate, control.endDate])

  // The list, the map, the basket and their counts show the choice a render late (ShelterPicker defers it): a
  // press repaints the price beside at once, and these 16,000 sides after it, never in the price's frame. Every
  // change below is an updater of the newest input, so a press never works on the choice last shown.
  const shownInput = input
  // The choice is read once per change of the calculation's stops, not once per render: a whole city is 16,000 sides.
  const stopsField = fieldOf(shownInput, control.field)
  const chosen = useMemo(() => chosenStops({ stops: stopsField }, 'stops'), [stopsField])
  // The list is asked only about its page's sides (their numbers looked up, not 16,000 keys built on each press);
  // the map, which paints the whole city, gets the whole set while it is shown.
  const selected = useMemo(() => {
    const onPage = new Set(state.stops.map((s) => s.inventoryNumber))
    return new Set(chosen.filter((c) => onPage.has(c.inventoryNumber)).map(stopKey))
  }, [chosen, state.stops])
  const citySelected = useMemo(
    () => (view === 'map' ? new Set(chosen.map(stopKey)) : selected),
    [chosen, view, selected],
  )
  // Each row says its price a month for the period, from the same core pricing as the card and the price beside.
  const rows = useMemo(
    () =>
      state.stops.map((s) =>
        priceRow(
          s,
          perMonthText(
            faceQuote(s, period, (calculation) => quotes.price('transitShelter', calculation)).perMonth,
          ),
        ),
      ),
    [state.stops, period, quotes],
  )
  const taken = useMemo(
    () =>
      new Set(
        state.stops
          .filter((s) => s.isAvailableInBooking === false)
          .map(stopKey)
          .filter((id) => !selected.has(id)),
      ),
    [state.stops, selected],
  )
  const openedStop = opened === undefined ? undefined : state.stops.find((s) => stopKey(s) === opened)
  const okrugOptions = okrugFilterOptions(ALL, state.okrugs)

  const importFrom = async (file: File | undefined) => {
    if (!file) return
    const found = await list.importFile(await base64Of(file))
    if (found.length > 0) act((current) => mergeImported(current, control.field, found))
  }
  const imported = state.imported
  const clear = (
    <Button
      variant="secondary"
      size="small"
      isDisabled={chosen.length === 0}
      onPress={() => act((current) => withField(current, control.field, []))}
    >
      Очистить выбор
    </Button>
  )
  const history = (
    <>
      <Button variant="secondary" size="small" isDisabled={!steps.canUndo} onPress={back}>
        <Undo2 aria-hidden />
        Отменить
      </Button>{' '}
      <Button variant="secondary" size="small" isDisabled={!steps.canRedo} onPress={again}>
        <Redo2 aria-hidden />
        Вернуть
      </Button>{' '}
    </>
  )

  return (
    <div className="wide">
      <div className={files}>
        <FileTrigger
          acceptedFileTypes={['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.xlsx']}
          onSelect={(chosenFiles) => void importFrom(chosenFiles?.[0])}
        >
          <Button variant="secondary" size="small" isPending={state.busy === 'import'}>
            <FileSpreadsheet aria-hidden />
            Загрузить список из Excel
          </Button>
        </FileTrigger>
        <Button
          variant="secondary"
          size="small"
          isPending={state.busy === 'download'}
          onPress={() =>
            void list.downloadProgram({ startDate: control.startDate, endDate: control.endDate, side })
          }
        >
          <Download aria-hidden />
          Скачать адресную программу
        </Button>
      </div>
      {(imported || state.fileError) && (
        <p className={state.fileError ? `${report} error` : report} role="status">
          {state.fileError ?? (imported && importSummary(imported))}
        </p>
      )}
      <div className={filters}>
        <RadioGroup
          label="Сторона"
          orientation="horizontal"
          options={SIDES.map((s) => ({ id: s, name: SIDE_NAMES[s] }))}
          value={side}
          onChange={(v) => setSide(v as Side)}
        />
        {/* The okrug stays in map mode: the map shows that okrug's faces and brings it into view (issue #50). */}
        <Select label="Округ" options={okrugOptions} value={okrug} onChange={setOkrug} />
        {view === 'list' && (
          <TextField label="Поиск по номеру или остановке" type="search" value={typed} onChange={setTyped} />
        )}
      </div>
      <Tabs
        label="Вид выбора остановок"
        selected={view}
        onSelect={(id) => setView(id === 'map' ? 'map' : 'list')}
        tabs={[
          {
            id: 'list',
            title: 'Список',
            content: (
              <>
                <div className={bar}>
                  <span aria-live="polite">
                    {state.status === 'loading' && state.query === undefined
                      ? 'Загрузка остановок…'
                      : `Найдено сторон: ${groupDigits(String(state.totalCount))}. Выбрано: ${groupDigits(String(chosen.length))}`}
                    {error && <span className="error"> — {error}</span>}
                    {state.error && <span className="error"> {state.error}</span>}
                  </span>
                  <span>
                    <Button
                      variant="secondary"
                      size="small"
                      isDisabled={rows.length === 0}
                      onPress={() => act((current) => toggleShown(current, control.field, state.stops))}
                    >
                      Выбрать все на странице
                    </Button>{' '}
                    {history}
                    {clear}
                  </span>
                </div>
                <SelectionList
                  label={control.label}
                  items={rows}
                  selected={selected}
                  disabled={taken}
                  emptyText={state.status === 'loading' ? 'Загрузка…' : 'Ничего не найдено'}
                  onToggle={(id) => {
                    const stop = state.stops.find((s) => stopKey(s) === id)
                    if (stop) act((current) => toggleStop(current, control.field, stop))
                    // The card follows the press after the price is painted: opening it draws this whole choice.
                    afterPaint(() => setOpened(id))
                  }}
                />
                {openedStop && (
                  <section className={listCard} aria-label="Карточка стороны" data-testid="list-face-card">
                    <FaceCard
                      view={faceCard(
                        openedStop,
                        state.facts.get(openedStop.inventoryNumber),
                        control,
                        (calculation) => quotes.price('transitShelter', calculation),
                        selected.has(opened ?? ''),
                      )}
                    />
                  </section>
                )}
                <Pagination
                  page={page}
                  pageCount={listPages(state.totalCount)}
                  onChange={setPage}
                  label="Страницы остановок"
                />
              </>
            ),
          },
          {
            id: 'map',
            title: 'Карта',
            content: (
              <>
                <div className={bar}>
                  <span aria-live="polite">
                    {cityState.status === 'loading'
                      ? 'Загрузка остановок города…'
                      : `Остановок на карте: ${groupDigits(String(cityState.stops.length))}. Выбрано сторон: ${groupDigits(String(chosen.length))}`}
                    {error && <span className="error"> — {error}</span>}
                    {cityState.error && <span className="error"> {cityState.error}</span>}
                  </span>
                  <span>
                    {history}
                    {clear}
                  </span>
                </div>
                <ShelterPlaceTools
                  stops={cityState.stops}
                  facts={cityState.facts}
                  okrugs={cityState.outlines}
                  districts={cityState.districts}
                  onNear={(centre, radius) =>
                    act((current) => chooseNear(current, field, cityState.sides, centre, radius, side))
                  }
                  onAreas={(choice) =>
                    act((current) =>
                      chooseInAreas(current, field, cityState.sides, choice, cityState.okrugOf, side),
                    )
                  }
                />
                {view === 'map' && (
                  <Suspense fallback={<Skeleton height="480px" />}>
                    <ShelterMap
                      stops={cityState.stops}
                      outlines={cityState.outlines}
                      districts={cityState.districts}
                      metro={cityState.metro}
                      okrug={okrug === ALL ? undefined : okrug}
                      okrugOf={cityState.okrugOf}
                      selected={citySelected}
                      side={side}
                      onToggle={(stop) => act((current) => toggleMapStop(current, control.field, stop, side))}
                      cardOf={(face, isChosen) =>
                        faceCard(
                          face,
                          cityState.facts.get(face.inventoryNumber),
                          control,
                          (calculation) => quotes.price('transitShelter', calculation),
                          isChosen,
                        )
                      }
                      place={steps.place}
                      radius={steps.radius}
                      onArea={(ring) =>
                        act((current) => chooseInPolygon(current, control.field, cityState.sides, ring, side))
                      }
                    />
                  </Suspense>
                )}
              </>
            ),
          },
        ]}
      />
      <ShelterBasket
        chosen={chosen}
        onDrop={(key) => act((current) => dropChosen(current, control.field, key))}
      />
    </div>
  )
})

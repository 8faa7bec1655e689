import { conflictSentence } from '../../core/booking/booking-conflict'
import { TakenUnitsService, type HeldUnit, type HeldUnits } from '../../core/booking/taken-units'
import { DEMO_REFERENCE } from '../../core/pricing/reference/demo-reference'
import { itemChoices, itemRow, takenChosen, unitNames } from '../../core/pricing/selection/items-calculator'
import type { TabloWorld } from '../support/world'

/** 'DD.MM.YYYY' as people write it into the wire's 'YYYY-MM-DD'. */
const wireDay = (day: string): string => day.trim().split('.').reverse().join('-')
const HOLDER = { id: 'holder', isObserver: false, isModerator: false }
const ANOTHER = { id: 'another', isObserver: false, isModerator: false }

/**
 * The booking desk as the lists ask it (core's TakenUnitsService) over holds kept in memory, one a unit and day
 * as the database keeps them; and what a list and a refused save say of the units taken.
 */
export class TakenActor {
  private holds: { itemId: string; place: string; from: string; to: string }[] = []
  private answer: { ok: boolean; taken: readonly string[]; field?: string; message?: string } = {
    ok: true,
    taken: [],
  }

  private readonly held: HeldUnits = {
    heldIn: (place, startDate, endDate) =>
      Promise.resolve(
        this.holds
          .filter((h) => h.place === place && h.from <= endDate && h.to >= startDate)
          .map((h): HeldUnit => ({ itemId: h.itemId, campaignId: 'holding', ownerId: HOLDER.id })),
      ),
  }

  hold(ids: readonly string[], from: string, to: string): void {
    for (const itemId of ids)
      this.holds.push({ itemId, place: 'lightBoxes', from: wireDay(from), to: wireDay(to) })
  }

  async look(
    place: string,
    period: string,
    as: 'another' | 'holder' = 'another',
    naming?: string,
  ): Promise<void> {
    const [from = '', to = ''] = period.split('–').map(wireDay)
    await this.ask({ place, startDate: from, endDate: to, ...(naming ? { campaignId: naming } : {}) }, as)
  }

  async ask(query: Record<string, unknown>, as: 'another' | 'holder' = 'another'): Promise<void> {
    const r = await new TakenUnitsService(this.held).taken(query, as === 'holder' ? HOLDER : ANOTHER)
    this.answer = r.ok
      ? { ok: true, taken: r.value.taken }
      : {
          ok: false,
          taken: [],
          field: Object.keys(r.error.errors)[0] ?? '',
          message: r.error.message,
        }
  }

  get taken(): readonly string[] {
    return this.answer.taken
  }
  get refusal(): { field?: string; message?: string } {
    return this.answer
  }

  /** The row of a light box as the list shows it, with what was last read taken. */
  row(id: string): { name: string; note?: string } {
    const item = itemChoices(DEMO_REFERENCE, 'lightBoxes').find((i) => i.id === id)
    if (!item) throw new Error(`no light box ${id}`)
    return itemRow(item, new Set(this.taken))
  }

  dropped(chosen: readonly string[]): readonly string[] {
    return takenChosen(chosen, new Set(this.taken))
  }
}
export const desk = (world: TabloWorld): TakenActor => world.slot('taken', () => new TakenActor())

/** What the advertiser reads when saving is refused for these light boxes. */
export const conflictSaid = (ids: readonly string[]): string =>
  conflictSentence(unitNames(DEMO_REFERENCE, 'lightBoxes', ids))

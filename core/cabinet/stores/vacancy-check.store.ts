import { catchError, map, of, throwError } from 'rxjs'
import { vacancyCheckOf } from '../../booking/vacancy'
import type { HttpClient } from '../../ports/http.port'
import { toApiFailure } from '../../shared/api-failure'
import { AsyncAction } from '../../shared/async-action'
import { serverSentence } from '../../shared/server-failure'
import { API } from './api-paths'
import { takenNumbers } from './campaign-save.store'
import { anyDecoder } from '../../shared/plain-decoders'

/** What the check found: every unit free (and how many were checked), or the inventory numbers taken. */
export type Vacancy =
  | { readonly vacant: true; readonly checked: number }
  | { readonly vacant: false; readonly taken: readonly string[] }

/** Said when the check could not be made; the campaign is unchanged either way (the check only reads). */
export const VACANCY_NOT_CHECKED = 'Не удалось проверить, свободны ли места. Повторите проверку.'

const checkedCount = (data: unknown): number => {
  const checked =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['checked'] : undefined
  return Array.isArray(checked) ? checked.length : 0
}

/**
 * checkVacantStickers and checkVacantBoxes (cabinet §7, R-API-10; issue #15 item 3): before paying or printing,
 * the wizard asks whether a sticker or light-box campaign's places are still free over its periods (a hold can
 * lapse and another campaign take the place). A booking conflict is an answer, not a failure: it names the
 * inventory numbers another campaign holds, for the wizard to drop.
 */
export class VacancyCheckStore extends AsyncAction<
  { readonly place: string; readonly campaignId: string },
  Vacancy,
  string
> {
  constructor(http: HttpClient) {
    super(
      ({ place, campaignId }) => {
        const check = vacancyCheckOf(place)
        if (check === undefined) return of<Vacancy>({ vacant: true, checked: 0 })
        return http
          .json(
            {
              method: 'POST',
              path: `${API.campaigns}/${encodeURIComponent(place)}/${encodeURIComponent(campaignId)}/${check}`,
              body: {},
            },
            anyDecoder,
          )
          .pipe(
            map((data): Vacancy => ({ vacant: true, checked: checkedCount(data) })),
            catchError((cause: unknown) => {
              const failure = toApiFailure(cause)
              const taken = failure.status === 409 ? takenNumbers(failure.data) : []
              return taken.length > 0 ? of<Vacancy>({ vacant: false, taken }) : throwError(() => cause)
            }),
          )
      },
      (cause) => serverSentence(cause, VACANCY_NOT_CHECKED),
    )
  }
}

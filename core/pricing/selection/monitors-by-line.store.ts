import { firstValueFrom } from 'rxjs'
import { decodeAverageMonitors, type AverageMonitorsWire } from '../../contract/average-monitors.answer'
import { countOf, pluralForm } from '../../format/plural'
import type { HttpClient } from '../../ports/http.port'
import type { Logger } from '../../ports/logger.port'
import { isIsoDate } from '../../shared/calendar'
import { said } from '../../shared/number-rule'
import { AskedOnceStore } from '../../shared/asked-once.store'
import type { FormInput } from './form-input'

/** R-API-19: the metro monitors free on an average day, a signed-in read beside the metro calculator. */
export const AVERAGE_MONITORS_PATH =
  '/api/v1/advertisers/advertising-campaigns/metroMonitors/average-daily-monitors'

/** The place whose calculator shows it: a metro video plays on every line, so the read is the whole network's. */
export const MONITORS_BY_LINE_PLACE = 'metroMonitors'

export interface MonitorsPeriod {
  readonly startDate: string
  readonly endDate: string
}

/** The period a metro calculation asks about; undefined while it is not two dates in order. */
export const monitorsPeriod = (input: FormInput): MonitorsPeriod | undefined => {
  const [startDate, endDate] = [input['startDate'], input['endDate']]
  return isIsoDate(startDate) && isIsoDate(endDate) && endDate >= startDate
    ? { startDate, endDate }
    : undefined
}

/**
 * The monitors of each metro line and those free on an average day of the calculation's period (R-API-19), read
 * again when the period changes, once a period: the advertiser sees where the video will play. A failure is logged
 * and said.
 */
export class MonitorsByLineStore extends AskedOnceStore<MonitorsPeriod, AverageMonitorsWire> {
  constructor(http: HttpClient, logger: Logger) {
    super(
      (period) =>
        firstValueFrom(
          http.json(
            { method: 'GET', path: AVERAGE_MONITORS_PATH, query: { ...period } },
            decodeAverageMonitors,
          ),
        ),
      (period) => `${period.startDate}/${period.endDate}`,
      (cause, period) => logger.warn('the metro monitors by line could not be read', { cause, period }),
    )
  }
}

const MONITORS = { one: 'монитор', few: 'монитора', many: 'мониторов' }
/** After «из»: из 1 монитора, из 3 мониторов, из 21 монитора. */
const OF_MONITORS = { one: 'монитора', few: 'мониторов', many: 'мониторов' }
/** After «на»: на 1 линии, на 15 линиях. */
const ON_LINES = { one: 'линии', few: 'линиях', many: 'линиях' }

export interface MonitorsByLineView {
  /** 'Ролик покажут на 8 760 мониторах 15 линий' in the heading's words. */
  readonly summary: string
  /** Each line with its colour and its monitors free on an average day of the period, of all it has. */
  readonly lines: readonly {
    readonly id: string
    readonly name: string
    readonly color: string
    readonly text: string
  }[]
}

/**
 * What the metro calculator shows of the read (our choice; the spec names only the call): the monitors free on
 * an average day of the period across the network, of all there are, and the same line by line. Averages keep up
 * to two decimals (R-API-19's rounding).
 */
export const monitorsByLineView = (answer: AverageMonitorsWire): MonitorsByLineView => {
  const of = (free: number, all: number) =>
    free === all ? countOf(all, MONITORS) : `${said(free)} из ${said(all)} ${pluralForm(all, OF_MONITORS)}`
  const lines = answer.byLine.length
  return {
    summary: `В среднем за день свободно ${of(answer.averageDailyMonitors, answer.totalMonitors)} на ${said(lines)} ${pluralForm(lines, ON_LINES)}`,
    lines: answer.byLine.map((l) => ({
      id: l.lineId,
      name: l.name,
      color: l.color,
      text: of(l.monitors, l.totalMonitors),
    })),
  }
}

import type { FastifyInstance } from 'fastify'
import { Schema } from 'effect'
import { AccountService } from '../../../core/session/account.service'
import { inclusiveDays, isIsoDate, ISO_DATE_SHAPE, moscowDayOf } from '../../../core/shared/calendar'
import { decoderOf } from '../../../core/shared/decoder'
import type { Container } from '../../container/di'
import type { TravellingClock } from '../../moscow-clock/travelling-clock'
import { staffCaller } from '../routes/staff-access'
import { decodeBody, sendData, sendFailure } from '../reply'

/** Where a browser test moves the server's clock; only there when the server starts with CLOCK_CONTROL=true. */
export const CLOCK_CONTROL_PATH = '/api/v1/staff/clock'

const decodeDay = decoderOf(
  Schema.Struct({ date: Schema.String.pipe(Schema.check(Schema.isPattern(ISO_DATE_SHAPE))) }),
)

/**
 * For the browser tests of a campaign's whole road (issue #48: paid and approved, then running on its start
 * date, then played): a superuser (the role that runs the Moscow clock's job, core/staff/staff-roles.ts) moves this
 * server's Moscow clock to a day, as the demo cabinet moves it while it lives its past before the server listens.
 * Registered only when the server is started with CLOCK_CONTROL=true; a product never has it.
 */
export const registerClockControl = (
  app: FastifyInstance,
  container: Container,
  clock: TravellingClock,
): void => {
  const accounts = container.get(AccountService)
  app.post(CLOCK_CONTROL_PATH, async (request, reply) => {
    if (!(await staffCaller(accounts, request, reply, 'runClock'))) return reply
    const body = decodeBody(request, reply, decodeDay)
    if (body === undefined) return reply
    if (!isIsoDate(body.date))
      return sendFailure(reply, 400, 'Такого дня нет в календаре', { date: 'wrong format' })
    const realToday = moscowDayOf(Date.now())
    const days =
      body.date >= realToday
        ? inclusiveDays(realToday, body.date) - 1
        : 1 - inclusiveDays(body.date, realToday)
    clock.travel(days)
    return sendData(reply, { today: clock.today() })
  })
}

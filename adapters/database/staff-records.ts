import type { CampaignListQuery } from '../../core/campaign/campaign.contract'
import type { CampaignStateId, PaymentStateId, ReservationStateId } from '../../core/campaign/campaign-state'
import { PAID_STATES } from '../../core/campaign/campaign-state.sets'
import type { StaffRecords } from '../../core/campaign/staff-desk'
import type { CampaignAggregate } from '../../core/campaign/campaign.aggregate'
import type { PaymentReceipt } from '../../core/payments/statement-import'
import type { IsoDate } from '../../core/ports/clock.port'
import type { Kopecks } from '../../core/shared/money'
import {
  WAITS_CAMPAIGN_STATES,
  WAITS_CREATIVE_STATES,
  WAITS_CREATIVE_STATUSES,
  WAITS_PAYMENT_STATES,
  WAITS_RESERVATION_STATES,
  type QueueFilter,
  type QueueRow,
} from '../../core/staff/desk-queue'
import type { Wait } from '../../core/staff/staff-desk.contract'
import type { LoggedChange } from '../../core/staff/desk-history'
import type { ReviewAdvertiser, ReviewCreative, ReviewRecords } from '../../core/staff/desk-review'
import { isStaffRole } from '../../core/staff/staff-roles'
import type { DocumentStatus } from '../../core/campaign/media-status'
import { isUuid } from '../../core/shared/uuid'
import { CAMPAIGN_COLUMNS, campaignOfRow, type RawRow } from './campaign-rows'
import { SqlCreativeRecords } from './creative-records'
import { SqlMediaRepository } from './media.repository'
import type { SqlDatabase } from './sql-database'

/**
 * The creatives of campaign `c` under review ($3), each once per way it is there (attached, or in the rotation
 * plan), as rows `m` with `since`: its last move to its status. Joined from the campaign's side, so each campaign
 * reads its own few rows by index (an `in (… union …)` made the planner scan the media per campaign).
 */
const REVIEWED_CREATIVES_OF = (c: string) => `(
    select m.id, coalesce(
        (select max(me.at) from media_events me where me.media_id = m.id and me.to_status = m.status),
        m.updated_at) as since
      from media_attachments a join media m on m.id = a.media_id
     where a.campaign_id = ${c}.id and m.kind in ('image', 'video') and m.status = any($3::text[])
    union all
    select m.id, coalesce(
        (select max(me.at) from media_events me where me.media_id = m.id and me.to_status = m.status),
        m.updated_at)
      from video_schedules s join video_schedule_videos v on v.entry_id = s.id join media m on m.id = v.media_id
     where s.campaign_id = ${c}.id and m.kind in ('image', 'video') and m.status = any($3::text[]))`

/**
 * What each campaign waits for, as core/staff/desk-queue.ts's waitsOf decides it (its lists are the parameters
 * $1..$5; a server test holds the two equal), and since when: the application's arrival on moderation, the
 * oldest undecided creative's upload, the booking, the first invoice.
 */
const WAITS_OF_C = `
  c.state = any($1::text[]) as w_campaign,
  (c.state = any($2::text[]) and (
    exists (select 1 from media_attachments a join media m on m.id = a.media_id
             where a.campaign_id = c.id and m.kind in ('image', 'video') and m.status = any($3::text[]))
    or exists (select 1 from video_schedules s join video_schedule_videos v on v.entry_id = s.id
                join media m on m.id = v.media_id
                where s.campaign_id = c.id and m.kind in ('image', 'video') and m.status = any($3::text[]))))
    as w_creative,
  (c.reservation_state = 'reserved' and c.state = any($4::text[])) as w_reservation,
  (c.payment_state <> 'paid' and c.state = any($5::text[])
    and exists (select 1 from invoices i where i.campaign_id = c.id)) as w_payment`

/** The queue's filters ($6..$13) over campaigns c and their owner a. */
const QUEUE_FILTER = `
  (c.state = any($1::text[]) or c.state = any($2::text[]) or c.reservation_state = 'reserved'
    or (c.payment_state <> 'paid' and c.state = any($5::text[])))
  and ($6::text is null or c.advertise_place = $6)
  and (cardinality($7::text[]) = 0 or c.state = any($7::text[]))
  and (($8::text is null and $9::uuid is null and $10::bigint is null and $11::text is null)
    or c.id = $9::uuid
    or c.individual_index = $10::bigint
    or c.owner_id in (select x.id from accounts x where x.full_name ilike $8 escape '!' or x.email ilike $8 escape '!')
    or c.name ilike $8 escape '!'
    or exists (select 1 from legal_entities le where le.owner_id = c.owner_id and le.inn = $11
                and (le.partner_id is null or le.partner_id::text = any(c.partners))))`

/** Only the campaigns that wait for one of the waits asked ($12). */
const ASKED = `(w.w_campaign and 'campaign' = any($12::text[])) or (w.w_creative and 'creative' = any($12::text[]))
  or (w.w_reservation and 'reservation' = any($12::text[])) or (w.w_payment and 'payment' = any($12::text[]))`

/** What the queue reads of each campaign c, not its calculation (the page carries every waiting row to its sort). */
const QUEUE_COLUMNS = `c.id, c.individual_index, c.name, c.owner_id, c.advertise_place, c.state, c.reservation_state,
  c.payment_state, c.start_date, c.end_date, c.total_sum_without_taxes, c.taxes_sum, c.partners, c.created_at,
  c.updated_at`

/**
 * Runs the queue's statements with PostgreSQL's JIT off. The planner estimates the queue over 10,000 campaigns at
 * about 860,000 (its per-row subplans), past jit_above_cost (100,000) and jit_optimize_above_cost (500,000), so each
 * page paid 3.5–11 s of LLVM compilation for a statement that runs in about 100 ms (EXPLAIN ANALYZE of the bench's
 * first page: JIT 10.6 s of 11.0 s). set_config(…, true) holds for this transaction only. PGlite has no JIT.
 */
const withoutJit = <T>(db: SqlDatabase, work: (db: SqlDatabase) => Promise<T>): Promise<T> =>
  db.kind === 'postgres'
    ? db.transaction(async (tx) => {
        await tx.query(`select set_config('jit', 'off', true)`)
        return work(tx)
      })
    : work(db)

/** A search's words for ilike, its wildcards taken literally. */
const likeOf = (text: string): string => `%${text.replace(/[!%_]/g, (ch) => `!${ch}`)}%`

interface QueueSqlRow {
  id: string
  individual_index: string
  name: string
  owner_id: string
  full_name: string
  email: string
  inn: string | null
  advertise_place: string
  state: CampaignStateId
  reservation_state: ReservationStateId
  payment_state: PaymentStateId
  start_date: string
  end_date: string
  total: string
  w_campaign: boolean
  w_creative: boolean
  w_reservation: boolean
  w_payment: boolean
  waiting_since: Date | string
}

/** text[] as the drivers answer it: an array, or PostgreSQL's literal '{a,b}'. */
const textArray = (value: string[] | string | null): string[] =>
  typeof value === 'string'
    ? value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter((v) => v !== '')
    : (value ?? [])

/** The back office's campaign records over one connection or one transaction of PGlite or PostgreSQL. */
export class SqlStaffRecords extends SqlCreativeRecords implements StaffRecords, ReviewRecords {
  // ---- the review of one campaign (core/staff/desk-review.ts) ----

  async advertiser(ownerId: string): Promise<ReviewAdvertiser | undefined> {
    const [account] = await this.db.query<{
      id: string
      full_name: string
      email: string
      phone: string | null
      is_agency: boolean
    }>('select id, full_name, email, phone, is_agency from accounts where id = $1', [ownerId])
    if (!account) return undefined
    const entities = await this.db.query<{ name: string | null; inn: string }>(
      `select fields ->> 'name' as name, inn from legal_entities where owner_id = $1 order by created_at, id`,
      [ownerId],
    )
    return {
      id: account.id,
      name: account.full_name,
      email: account.email,
      phone: account.phone,
      isAgency: account.is_agency,
      legalEntities: entities.map((e) => ({ name: e.name ?? '', inn: e.inn })),
    }
  }

  async creatives(campaignId: string): Promise<ReviewCreative[]> {
    if (!isUuid(campaignId)) return []
    const refs = await this.db.query<{ id: string; owner_id: string; moderation_reason: string | null }>(
      `select m.id, m.owner_id, m.moderation_reason from (
         select media_id, min(at) as at from (
           select media_id, attached_at as at from media_attachments where campaign_id = $1
           union all
           select v.media_id, s.created_at from video_schedule_videos v join video_schedules s on s.id = v.entry_id
            where s.campaign_id = $1) u group by media_id) x
       join media m on m.id = x.media_id where m.kind in ('image', 'video') order by x.at, m.id`,
      [campaignId],
    )
    const owner = refs[0]?.owner_id
    if (owner === undefined) return []
    const items = new Map(
      (
        await new SqlMediaRepository(this.db).findMany(
          owner,
          refs.map((r) => r.id),
        )
      ).map((i) => [i.id, i]),
    )
    const documents = await this.db.query<{
      media_id: string
      document_id: string
      owner_id: string
      name: string
      type_id: string
      type_sub_id: string | null
      status: DocumentStatus
    }>(
      `select l.media_id, l.document_id, d.owner_id, d.name, l.type_id, l.type_sub_id, l.status from media_documents l
       join media d on d.id = l.document_id where l.media_id = any($1::uuid[]) order by l.updated_at, l.document_id`,
      [refs.map((r) => r.id)],
    )
    return refs.flatMap((r) => {
      const item = items.get(r.id)
      return item
        ? [
            {
              item,
              moderationReason: r.moderation_reason,
              documents: documents
                .filter((d) => d.media_id === r.id)
                .map((d) => ({
                  documentId: d.document_id,
                  ownerId: d.owner_id,
                  name: d.name,
                  typeId: d.type_id,
                  typeSubId: d.type_sub_id,
                  status: d.status,
                })),
            },
          ]
        : []
    })
  }

  async changes(campaignId: string): Promise<LoggedChange[]> {
    if (!isUuid(campaignId)) return []
    const rows = await this.db.query<{
      source: 'campaign' | 'creative'
      event: string
      actor: string
      from_state: string | null
      to_state: string | null
      reason: string | null
      at: Date | string
      creative_name: string | null
      full_name: string | null
      staff_roles: string[] | string | null
    }>(
      `select x.source, x.event, x.actor, x.from_state, x.to_state, x.reason, x.at, x.creative_name,
         a.full_name, a.staff_roles
       from (
         select 0 as rank, e.id, 'campaign' as source, e.event, e.actor, e.actor_id, e.from_state, e.to_state,
           e.reason, e.at, null::text as creative_name
          from campaign_events e where e.campaign_id = $1
         union all
         select 1, me.id, 'creative', me.event, me.actor, me.actor_id, me.from_status, me.to_status, me.reason,
           me.at, m.name
          from media_events me join media m on m.id = me.media_id where me.campaign_id = $1) x
       left join accounts a on a.id = x.actor_id
       order by x.at, x.rank, x.id`,
      [campaignId],
    )
    return rows.map((r) => ({
      source: r.source,
      event: r.event,
      actor: r.actor,
      from: r.from_state,
      to: r.to_state,
      reason: r.reason,
      at: new Date(r.at),
      account:
        r.full_name === null
          ? null
          : { name: r.full_name, roles: textArray(r.staff_roles).filter(isStaffRole) },
      creativeName: r.creative_name,
    }))
  }

  async rememberPayment(
    receipt: PaymentReceipt,
    campaignId: string,
    staffId: string,
    at: Date,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `insert into bank_payments (identity, number, paid_on, amount, payer_inn, payer_name, purpose, invoice_number,
         campaign_id, taken_by, taken_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (identity) do nothing returning identity`,
      [
        receipt.identity,
        receipt.number,
        receipt.date,
        receipt.amount,
        receipt.payerInn,
        receipt.payerName,
        receipt.purpose,
        receipt.invoiceNumber,
        campaignId,
        staffId,
        at,
      ],
    )
    return rows.length === 1
  }

  async invoicePdf(id: string): Promise<{ number: string; pdf: Uint8Array } | undefined> {
    if (!isUuid(id)) return undefined
    const [row] = await this.db.query<{ number: string; pdf: Uint8Array }>(
      'select number::text as number, pdf from invoices where id = $1',
      [id],
    )
    return row
  }

  // ---- the queue ----

  async queue(q: QueueFilter): Promise<{ items: QueueRow[]; count: number }> {
    const search = q.search
    const params = [
      WAITS_CAMPAIGN_STATES,
      WAITS_CREATIVE_STATES,
      WAITS_CREATIVE_STATUSES,
      WAITS_RESERVATION_STATES,
      WAITS_PAYMENT_STATES,
      q.place,
      q.states,
      search?.words ? likeOf(search.words) : null,
      search?.uuid ?? null,
      search?.number ?? null,
      search?.inn ?? null,
      q.waits,
    ]
    const waiting = `select ${QUEUE_COLUMNS}, a.full_name, a.email, ${WAITS_OF_C}
       from campaigns c join accounts a on a.id = c.owner_id where ${QUEUE_FILTER}`
    // The page first (the flags and the waiting instant of every campaign that waits, counted, ordered, cut), then
    // what it shows of those fifty only: their money and the ИНН. The count is taken in the same pass.
    const page = `select p.id, p.individual_index::text as individual_index, p.name, p.owner_id, p.full_name, p.email,
         p.advertise_place, p.state, p.reservation_state, p.payment_state, p.start_date::text as start_date,
         p.end_date::text as end_date, p.w_campaign, p.w_creative, p.w_reservation, p.w_payment,
         (p.total_sum_without_taxes + p.taxes_sum
           + coalesce((select t.total_price from campaign_typography_orders t where t.campaign_id = p.id), 0))::text
           as total,
         coalesce(
           (select le.inn from invoices i join legal_entities le on le.id = i.legal_entity_id
             where i.campaign_id = p.id order by i.number desc limit 1),
           (select le.inn from legal_entities le where le.owner_id = p.owner_id
             and (le.partner_id::text = p.partners[1] or (p.partners[1] is null and le.partner_id is null))
             order by le.created_at, le.id limit 1)) as inn,
         p.waiting_since, p.counted::text as counted
       from (
         select w.*, since.at as waiting_since, count(*) over () as counted
         from (${waiting}) w
         cross join lateral (select least(
           case when w.w_campaign and 'campaign' = any($12::text[]) then coalesce(
             (select max(e.at) from campaign_events e where e.campaign_id = w.id and e.to_state = 'moderation'),
             w.updated_at) end,
           case when w.w_creative and 'creative' = any($12::text[]) then
             (select min(r.since) from ${REVIEWED_CREATIVES_OF('w')} r) end,
           case when w.w_reservation and 'reservation' = any($12::text[]) then w.created_at end,
           case when w.w_payment and 'payment' = any($12::text[]) then
             (select min(i.created_at) from invoices i where i.campaign_id = w.id) end) as at) since
         where ${ASKED}
         order by since.at, w.id limit $13 offset $14) p
       order by p.waiting_since, p.id`
    const { rows, count } = await withoutJit(this.db, async (db) => {
      const rows = await db.query<QueueSqlRow & { counted: string }>(page, [...params, q.limit, q.offset])
      if (rows[0] || q.offset === 0) return { rows, count: Number(rows[0]?.counted ?? 0) }
      // A page past the end shows nothing, and so counts nothing: the count is asked alone.
      const [counted] = await db.query<{ n: string }>(
        `select count(*)::text as n from (${waiting}) w where ${ASKED}`,
        params,
      )
      return { rows, count: Number(counted?.n ?? 0) }
    })
    return {
      items: rows.map((r) => ({
        campaignId: r.id,
        number: Number(r.individual_index),
        name: r.name,
        ownerId: r.owner_id,
        ownerName: r.full_name,
        ownerEmail: r.email,
        inn: r.inn,
        place: r.advertise_place,
        state: r.state,
        reservationState: r.reservation_state,
        paymentState: r.payment_state,
        startDate: r.start_date,
        endDate: r.end_date,
        total: Number(r.total) as Kopecks,
        waits: (
          [
            ['campaign', r.w_campaign],
            ['creative', r.w_creative],
            ['reservation', r.w_reservation],
            ['payment', r.w_payment],
          ] as const
        )
          .filter(([, on]) => on)
          .map(([wait]): Wait => wait),
        waitingSince: new Date(r.waiting_since),
      })),
      count,
    }
  }

  async page(q: CampaignListQuery): Promise<{ items: CampaignAggregate[]; count: number }> {
    const order = q.sort === '-startDate' ? 'c.start_date desc, c.id desc' : 'c.start_date, c.id'
    const rows = await this.db.query<RawRow>(
      `select ${CAMPAIGN_COLUMNS} from campaigns c where c.state = any($1::text[]) order by ${order} limit $2 offset $3`,
      [q.states, q.limit, q.offset],
    )
    const [count] = await this.db.query<{ n: string }>(
      'select count(*)::text as n from campaigns where state = any($1::text[])',
      [q.states],
    )
    return { items: rows.map(campaignOfRow), count: Number(count?.n ?? 0) }
  }

  async lapsingHolds(today: IsoDate): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `select id from campaigns where reservation_state = 'reserved' and expiration_date < $1::date
         and not (state = any($2::text[]))`,
      [today, PAID_STATES],
    )
    return rows.map((r) => r.id)
  }

  async dueByClock(today: IsoDate): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `select id from campaigns
        where (state = 'waitingForLaunch' and start_date <= $1::date) or (state = 'active' and end_date < $1::date)`,
      [today],
    )
    return rows.map((r) => r.id)
  }

  async setReservationState(id: string, state: ReservationStateId, at: Date): Promise<void> {
    await this.db.query('update campaigns set reservation_state = $2, updated_at = $3 where id = $1', [
      id,
      state,
      at,
    ])
  }

  async setPaymentState(id: string, state: PaymentStateId, at: Date): Promise<void> {
    await this.db.query('update campaigns set payment_state = $2, updated_at = $3 where id = $1', [
      id,
      state,
      at,
    ])
  }

  async lapseHold(id: string, at: Date): Promise<boolean> {
    const updated = await this.db.query<{ id: string }>(
      `update campaigns set reservation_state = 'canceled', updated_at = $2
        where id = $1 and reservation_state = 'reserved' returning id`,
      [id, at],
    )
    return updated.length === 1
  }
}

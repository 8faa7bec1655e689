import type { SqlDatabase } from './sql-database'

/**
 * What building the demo cabinet reads and writes besides the API it drives (adapters/server/demo-cabinet.ts):
 * whether the demo advertiser has campaigns yet, the claim that lets one server of several build it, sticker
 * spaces to book, and the observer's link to the advertiser.
 */
export const demoRecordsOf = (db: SqlDatabase) => ({
  /** The account of this e-mail and how many campaigns it owns; undefined when there is no such account. */
  async ownerOf(email: string): Promise<{ id: string; campaigns: number } | undefined> {
    const [owner] = await db.query<{ id: string; n: string }>(
      `select a.id::text as id, (select count(*) from campaigns c where c.owner_id = a.id)::text as n
       from accounts a where a.email = $1`,
      [email],
    )
    return owner && { id: owner.id, campaigns: Number(owner.n) }
  },
  /** Claims the build; false when another server claimed it first (several may start on one PostgreSQL). */
  async claimBuild(at: Date): Promise<boolean> {
    const claimed = await db.query(
      `insert into demo_builds (id, claimed_at) values ('cabinet', $1) on conflict (id) do nothing returning id`,
      [at],
    )
    return claimed.length === 1
  },
  /** Sticker spaces of the inventory, past the first forty, in number order. */
  async stickerSpaces(count: number): Promise<string[]> {
    const rows = await db.query<{ n: string }>(
      `select inventory_number as n from inventory_items where kind = 'metroSticker' order by inventory_number
       limit $1 offset 40`,
      [count],
    )
    return rows.map((r) => r.n)
  },
  /** Makes the observer of this e-mail watch the owner's campaigns, if it watches nobody yet. */
  async linkObserver(email: string, ownerId: string): Promise<void> {
    await db.query(
      `update accounts set observer_of = $1 where email = $2 and is_observer and observer_of is null`,
      [ownerId, email],
    )
  },
})

-- Campaigns over the database (issue 6): the campaign row, its inventory holds and its event log.
create sequence campaign_index_seq;

create table campaigns (
  id uuid primary key,
  individual_index bigint not null default nextval('campaign_index_seq'),
  owner_id uuid not null references accounts (id) on delete cascade,
  advertise_place text not null,
  name text not null,
  brand_name text,
  state text not null,
  reservation_state text not null check (reservation_state in ('notReserved', 'reserved', 'confirmed', 'canceled')),
  payment_state text not null check (payment_state in ('paid', 'notPaid', 'partiallyPaid')),
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  -- The last day an unconfirmed hold is kept (R-ERR-08); null when the campaign holds no inventory.
  expiration_date date,
  -- The calculator input as decoded, and the inventory numbers chosen besides it (e.g. sticker spaces).
  calculation jsonb not null,
  spaces text[] not null default '{}',
  periods_price jsonb not null,
  -- Money in kopecks; roubles on the wire.
  taxes_sum bigint not null,
  total_sum_without_taxes bigint not null,
  partners text[] not null default '{}',
  is_allowed boolean not null default true,
  wizard_completed boolean not null default false,
  parent_prolongation uuid references campaigns (id) on delete set null,
  prolongation_campaign uuid references campaigns (id) on delete set null,
  moderation_reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index campaigns_owner_start_idx on campaigns (owner_id, start_date, id);
create index campaigns_state_idx on campaigns (state);
-- A campaign is prolonged at most once: the database refuses a second child.
create unique index campaigns_parent_prolongation_key on campaigns (parent_prolongation)
  where parent_prolongation is not null;

-- Booking integrity (issue 6 part 2): one row per inventory unit and day; the primary key lets one campaign
-- hold a unit on a day. Rows are inserted in one statement per booking, so a conflict is the database's answer,
-- never a read before the insert.
create table campaign_holds (
  unit_id text not null,
  day date not null,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  inventory_number text not null,
  primary key (unit_id, day)
);
create index campaign_holds_campaign_idx on campaign_holds (campaign_id);

-- Every state, moderation, reservation and payment change, with who did it and why.
create table campaign_events (
  id bigserial primary key,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  event text not null,
  actor text not null,
  actor_id uuid,
  from_state text,
  to_state text,
  reason text,
  at timestamptz not null
);
create index campaign_events_campaign_idx on campaign_events (campaign_id, id);

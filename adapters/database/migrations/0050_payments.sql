-- The campaign's orders (issue 6, cabinet §7): payment orders the advertiser declares against an invoice,
-- the typography order of a printed campaign, and the schedule items added by createSchedule.

-- One row per payment order (платёжное поручение) the advertiser sent. Money in kopecks. Staff marking the
-- campaign paid or partly paid (a 'payment:%' event) confirms every order not yet confirmed, by the trigger
-- below, in the staff's own transaction; a confirmed order is no longer corrected.
create table payment_orders (
  id uuid primary key,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  invoice_id uuid not null references invoices (id) on delete cascade,
  legal_entity_id uuid references legal_entities (id) on delete set null,
  number text not null check (number ~ '^[0-9]{1,6}$'),
  paid_on date not null,
  amount bigint not null check (amount > 0),
  confirmed_at timestamptz,
  confirmed_by uuid,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index payment_orders_campaign_idx on payment_orders (campaign_id, created_at, id);
-- The same order is not declared twice for a campaign.
create unique index payment_orders_number_key on payment_orders (campaign_id, number, paid_on);

create function tablo_confirm_payment_orders() returns trigger language plpgsql as $$
begin
  update payment_orders set confirmed_at = new.at, confirmed_by = new.actor_id
   where campaign_id = new.campaign_id and confirmed_at is null;
  return new;
end
$$;

create trigger campaign_events_confirm_payment_orders after insert on campaign_events
  for each row when (new.event like 'payment:%') execute function tablo_confirm_payment_orders();

-- The typography order of a campaign (one at most; ordering again replaces it). Prices are the server's, in
-- kopecks with VAT.
create table campaign_typography_orders (
  campaign_id uuid primary key references campaigns (id) on delete cascade,
  typography_id text not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  unit_price bigint not null check (unit_price >= 0),
  delivery_price bigint not null check (delivery_price >= 0),
  total_price bigint not null check (total_price >= 0),
  ordered_at timestamptz not null
);

-- Schedule items added to a campaign's *Schedule lists, in the order they were added (the last one is the
-- newest, R-API-16). The item is the wire object without its _id.
create table campaign_schedules (
  id uuid primary key,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  position bigserial not null,
  list text not null,
  item jsonb not null,
  created_at timestamptz not null
);
create index campaign_schedules_campaign_idx on campaign_schedules (campaign_id, position);

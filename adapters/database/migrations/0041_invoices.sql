-- Invoices (issue 6 part 4): one row per invoice issued for a campaign, with its PDF. The payment state is the
-- campaign's (marked by staff), so the list reads it from there.
create sequence invoice_number_seq;

create table invoices (
  id uuid primary key,
  number bigint not null unique default nextval('invoice_number_seq'),
  campaign_id uuid not null references campaigns (id) on delete cascade,
  owner_id uuid not null references accounts (id) on delete cascade,
  legal_entity_id uuid references legal_entities (id) on delete set null,
  issued_on date not null,
  pay_until date not null,
  total_sum_without_taxes bigint not null,
  taxes_sum bigint not null,
  pdf bytea not null,
  created_at timestamptz not null
);
create index invoices_owner_idx on invoices (owner_id, created_at desc);
create index invoices_campaign_idx on invoices (campaign_id);

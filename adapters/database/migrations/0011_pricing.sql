-- The calculators' reference data as versioned documents (managers change it; the newest is in force),
-- and advertisers' personal pricing terms.
create table pricing_reference (
  id bigserial primary key,
  version text not null,
  data jsonb not null,
  created_at timestamptz not null default now()
);

create table advertiser_terms (
  account_id uuid primary key references accounts (id) on delete cascade,
  discount_percent numeric(5, 2) not null check (discount_percent >= 0 and discount_percent <= 90),
  advertise_places text[] not null default '{}',
  expiration_date date,
  ignore_global_discount_factors boolean not null default false
);

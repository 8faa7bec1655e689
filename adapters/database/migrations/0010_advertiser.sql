-- The advertiser's own data: observers, consent, legal entities and partners.
alter table accounts add column observer_of uuid references accounts (id) on delete set null;
alter table accounts add column consent_revoked_at timestamptz;
create index accounts_observer_of_idx on accounts (observer_of) where observer_of is not null;

create table legal_entities (
  id uuid primary key,
  owner_id uuid not null references accounts (id) on delete cascade,
  form_of_business text not null check (form_of_business in ('legalEntityOrg', 'individualEntrepreneur', 'individual')),
  basis_id text not null check (basis_id in ('charter', 'proxy')),
  is_allowed_to_show boolean not null default true,
  inn text not null,
  kpp text not null default '',
  fields jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One entity per INN and KPP for an advertiser (an organisation may have branches with other KPPs).
create unique index legal_entities_owner_inn_kpp_key on legal_entities (owner_id, inn, kpp);

create table partners (
  id uuid primary key,
  owner_id uuid not null references accounts (id) on delete cascade,
  name text not null,
  brand text not null,
  created_at timestamptz not null default now()
);
create unique index partners_owner_name_brand_key on partners (owner_id, lower(name), lower(brand));

-- Failed sign-ins per e-mail, for throttling (five in 15 minutes ask for a captcha).
create table login_failures (
  email text not null,
  at timestamptz not null
);
create index login_failures_email_at_idx on login_failures (email, at);

-- Leads from the fast-order form and the public application (RULES.md decision 9), and feedback.
create table leads (
  id uuid primary key,
  account_id uuid references accounts (id) on delete set null,
  full_name text not null,
  phone text not null,
  email text not null,
  advertise_place_id text not null,
  moscow_day date not null,
  created_at timestamptz not null default now()
);
-- One lead per phone and place a day: a second one is 'already in use' (R-VAL-11).
create unique index leads_phone_place_day_key on leads (phone, advertise_place_id, moscow_day);

create table feedback (
  id uuid primary key,
  account_id uuid references accounts (id) on delete set null,
  email text,
  message text not null,
  created_at timestamptz not null default now()
);

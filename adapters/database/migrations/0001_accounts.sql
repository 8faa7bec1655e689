-- Accounts, sessions, one-time links and the mail outbox (the foundation slice).
create table accounts (
  id uuid primary key,
  email text not null,
  full_name text not null,
  phone text,
  password_hash text not null,
  status text not null check (status in ('pending', 'active', 'blocked')),
  is_agency boolean not null default false,
  is_msb boolean not null default false,
  is_observer boolean not null default false,
  is_moderator boolean not null default false,
  created_at timestamptz not null
);
-- One account per e-mail, whatever its case: the database decides, not a read before the insert.
create unique index accounts_email_key on accounts (lower(email));

create table sessions (
  token_digest text primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_account_idx on sessions (account_id);

create table link_tokens (
  token_digest text primary key,
  purpose text not null check (purpose in ('confirm', 'restore')),
  account_id uuid not null references accounts (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table mail_outbox (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  link text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

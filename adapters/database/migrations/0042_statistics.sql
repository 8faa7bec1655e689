-- Proof of play (issue 6 part 7): screens authenticate with a key (only its SHA-256 is kept); each play is
-- stored once, keyed by the id the screen gave it, so a batch sent twice counts once.
create table screens (
  id uuid primary key,
  name text not null,
  key_digest text not null unique,
  created_at timestamptz not null default now()
);

create table plays (
  id uuid primary key,
  screen_id uuid not null references screens (id) on delete cascade,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  inventory_number text not null,
  played_at timestamptz not null,
  -- The Moscow day of the play (UTC+3), computed when it is received.
  day date not null,
  duration_seconds integer not null,
  ots integer not null,
  received_at timestamptz not null
);
create index plays_campaign_day_idx on plays (campaign_id, day);

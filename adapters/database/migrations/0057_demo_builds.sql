-- The living demo is built once per database, whichever server starts first (several may start at once on one
-- PostgreSQL): the first to insert the row builds it, the others leave it alone.
create table demo_builds (
  id text primary key,
  claimed_at timestamptz not null
);

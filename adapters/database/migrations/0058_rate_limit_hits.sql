-- Requests per client address and limited group (sign-in, registration, forms, uploads, GraphQL), counted in the
-- database when several servers share one PostgreSQL, so that a limit holds across all of them.
create table rate_limit_hits (
  key text primary key,
  hits integer not null,
  window_ends timestamptz not null
);
create index rate_limit_hits_window_ends on rate_limit_hits (window_ends);

-- Plays rolled up per campaign and Moscow day (issue #18 part 1): a background job moves received plays into
-- these counts, so a campaign's statistics read one row per day instead of counting every play. A play not yet
-- rolled up is counted from `plays` directly, so the figures are whole at every moment.
create table play_days (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  day date not null,
  plays bigint not null,
  ots bigint not null,
  primary key (campaign_id, day)
);

alter table plays add column rolled_up boolean not null default false;
create index plays_pending_idx on plays (campaign_id, day) where not rolled_up;

-- Library media attached to a campaign's schedule items (R-API-15 attach). The schedules are not yet tables of
-- their own, so the schedule is the id the cabinet sends; one media item per schedule item, re-attaching replaces.
create table media_attachments (
  campaign_id uuid not null references campaigns (id) on delete cascade,
  schedule_id text not null,
  media_id uuid not null references media (id) on delete cascade,
  attached_at timestamptz not null,
  primary key (campaign_id, schedule_id)
);
create index media_attachments_media_idx on media_attachments (media_id);

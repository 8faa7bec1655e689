-- Campaign creatives, the video rotation plan and the staff moderation of creatives and documents (issue 6 parts
-- 1, 3 and 5).

-- The moderator's reason for the last rejection of a creative (cleared when it is approved).
alter table media add column moderation_reason text;

-- Every upload to a campaign and every staff decision on a creative or a document: who, what, from which status
-- to which, and why.
create table media_events (
  id bigserial primary key,
  media_id uuid not null references media (id) on delete cascade,
  document_id uuid references media (id) on delete cascade,
  campaign_id uuid references campaigns (id) on delete set null,
  event text not null,
  actor text not null check (actor in ('advertiser', 'moderator')),
  actor_id uuid,
  from_status text,
  to_status text,
  reason text,
  at timestamptz not null
);
create index media_events_media_idx on media_events (media_id, id);

-- The video rotation plan of a campaign (cabinet §7 videoSchedule): per schedule item (slot) and sub-period,
-- which videos rotate and their shares of the airings. Overlaps and the period are checked by the core under
-- a lock on the campaign row; the shares and dates are guarded here too.
create table video_schedules (
  id uuid primary key,
  campaign_id uuid not null references campaigns (id) on delete cascade,
  schedule_id text not null,
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index video_schedules_campaign_idx on video_schedules (campaign_id, schedule_id, start_date);

create table video_schedule_videos (
  entry_id uuid not null references video_schedules (id) on delete cascade,
  position integer not null,
  -- A video removed from the library leaves the plans it was in.
  media_id uuid not null references media (id) on delete cascade,
  share integer not null check (share between 1 and 100),
  primary key (entry_id, media_id)
);
create index video_schedule_videos_media_idx on video_schedule_videos (media_id);

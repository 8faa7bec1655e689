-- Issue #48: the staff desk's queue orders campaigns by when each began to wait (adapters/database/staff-records.ts):
-- the arrival of the application on moderation and the last move of a creative to its status are read by these.
create index campaign_events_to_state_idx on campaign_events (campaign_id, to_state, at);
create index media_events_to_status_idx on media_events (media_id, to_status, at);

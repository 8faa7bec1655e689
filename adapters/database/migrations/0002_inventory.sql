-- The Moscow inventory (issue 5): real metro, okrugs, districts, ground stops with shelters and routes, plus the
-- generated spaces and the reference content. Loaded once by adapters/database/inventory-seed.ts; read-only afterwards.
create table metro_lines (
  id text primary key,
  name text not null,
  name_en text not null,
  color text not null,
  number integer not null,
  open_year integer
);

create table metro_hubs (
  id text primary key,
  name text not null
);

create table metro_stations (
  id text primary key,
  name text not null,
  name_en text not null,
  line_id text not null references metro_lines (id),
  hub_id text not null references metro_hubs (id),
  line_ids text[] not null,
  latitude double precision,
  longitude double precision,
  passenger_flow integer not null
);
create index metro_stations_line_idx on metro_stations (line_id);
create index metro_stations_hub_idx on metro_stations (hub_id);

create table metro_platforms (
  id text primary key,
  metro_station_id text not null references metro_stations (id),
  name text not null
);
create index metro_platforms_station_idx on metro_platforms (metro_station_id);

-- Okrugs (level 1) and municipal districts / settlements (level 2) with their GeoJSON geometry.
create table regions (
  code text primary key,
  name text not null,
  level smallint not null check (level in (1, 2)),
  abbrev text not null,
  parent_code text references regions (code),
  geometry jsonb not null
);
create index regions_level_idx on regions (level);

-- One row per shelter side (sides a and b of each stop with a pavilion).
create table transit_shelter_spaces (
  inventory_number text primary key,
  stop_id integer not null,
  side text not null check (side in ('a', 'b')),
  format text not null,
  base_price integer not null,
  name text not null,
  address text not null,
  street text not null,
  direction text not null,
  latitude double precision not null,
  longitude double precision not null,
  district_code text not null references regions (code),
  okrug_code text not null references regions (code),
  search_text text not null
);
create index shelters_side_idx on transit_shelter_spaces (side, inventory_number);
create index shelters_district_idx on transit_shelter_spaces (district_code, inventory_number);
create index shelters_okrug_idx on transit_shelter_spaces (okrug_code, inventory_number);
create index shelters_location_idx on transit_shelter_spaces (longitude, latitude);
create index shelters_stop_idx on transit_shelter_spaces (stop_id);

create table ground_routes (
  id text primary key,
  kind text not null check (kind in ('bus', 'tram')),
  inventory_number text not null,
  position integer not null,
  stop_ids integer[] not null
);
create index ground_routes_kind_idx on ground_routes (kind, position);

-- Generated spaces (monitors, stickers, light boxes, crystal lights, navigation, city formats, ...).
create table inventory_items (
  id text primary key,
  kind text not null,
  inventory_number text not null,
  name text not null,
  line_id text,
  station_id text,
  parent_id text,
  format_id text,
  ots integer not null,
  capacity integer,
  address text,
  position integer not null
);
create index inventory_items_kind_idx on inventory_items (kind, position);
create index inventory_items_station_idx on inventory_items (station_id, kind);
create index inventory_items_parent_idx on inventory_items (parent_id);

-- Reference lists and content (formats, documents, news, FAQ, offers, ...): one row per entry, kept as JSON.
create table reference_entries (
  kind text not null,
  id text not null,
  position integer not null,
  data jsonb not null,
  primary key (kind, id)
);
create index reference_entries_position_idx on reference_entries (kind, position);

-- Files the server generated (shelter exports): served by GET /api/v1/inventory/exports/{id}.
create table inventory_exports (
  id text primary key,
  file_name text not null,
  content bytea not null,
  created_at timestamptz not null default now()
);

-- The media library (issue 6 part 5): images, videos and documents of an advertiser; the bytes live in the file
-- storage under storage_key, the facts the server measured live here.
create table media (
  id uuid primary key,
  owner_id uuid not null references accounts (id) on delete cascade,
  kind text not null check (kind in ('image', 'video', 'document')),
  name text not null,
  status text not null default 'noStatus'
    check (status in ('noStatus', 'moderation', 'primaryModeration', 'secondaryModeration', 'approved', 'rejected')),
  storage_key text not null unique,
  thumb_key text,
  mime_type text not null,
  size_bytes bigint not null check (size_bytes > 0),
  hash text not null,
  width integer,
  height integer,
  duration_ms integer,
  codec text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index media_owner_created_idx on media (owner_id, created_at desc, id);

-- A document linked to a media item under a category (R-API-24), with its status (R-STATE-12).
create table media_documents (
  media_id uuid not null references media (id) on delete cascade,
  document_id uuid not null references media (id) on delete cascade,
  type_id text not null,
  type_sub_id text,
  status text not null check (status in ('loaded', 'rework', 'requested', 'revision', 'notLoaded')),
  updated_at timestamptz not null,
  primary key (media_id, document_id)
);
create index media_documents_document_idx on media_documents (document_id);

-- Spreadsheets are written by a background job (issue #18 part 1): an export is ordered pending with what to write
-- (its recipe), the link is answered at once, and the job writes the file; the download waits while it is written.
alter table inventory_exports alter column content drop not null;
alter table inventory_exports add column status text not null default 'ready'
  check (status in ('pending', 'ready', 'failed'));
alter table inventory_exports add column recipe jsonb;

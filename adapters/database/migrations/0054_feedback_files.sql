-- The landing's question form (R-API-25): who wrote, and the file that came with it (its bytes are in the file
-- storage under storage_key; the row is written only after the bytes are stored).
alter table feedback add column full_name text;
alter table feedback add column file_key text;
alter table feedback add column file_name text;
alter table feedback add column file_type text;
alter table feedback add column file_size bigint;
alter table feedback add constraint feedback_file_complete
  check ((file_key is null) = (file_name is null) and (file_key is null) = (file_type is null)
         and (file_key is null) = (file_size is null));

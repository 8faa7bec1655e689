-- Spreadsheet imports and inventory-number filters also look sides up by their old numbering ('7-A').
create index shelters_old_number_idx on transit_shelter_spaces (((stop_id::text || '-' || upper(side))));

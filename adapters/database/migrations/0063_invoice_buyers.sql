-- Issue #47: an agency keeps the requisites of each of its client advertisers (partners) and invoices their
-- campaigns to them; an invoice keeps the name of the legal entity it was made out to (the entity may be removed
-- later, the issued invoice still names its buyer).
alter table legal_entities add column partner_id uuid references partners (id) on delete cascade;
create index legal_entities_partner_idx on legal_entities (partner_id) where partner_id is not null;

alter table invoices add column buyer_name text not null default '';
update invoices i set buyer_name = coalesce(le.fields ->> 'name', '')
  from legal_entities le where le.id = i.legal_entity_id;

-- The archived public offers are PDF files now (issue 5): a database seeded before keeps their names in step with
-- the catalogue (offer-YYYY-MM-DD.pdf), for the archive and the landing documents that link to it.
update reference_entries
   set id = regexp_replace(id, '\.html$', '.pdf'),
       data = jsonb_set(data, '{fileName}', to_jsonb(regexp_replace(data->>'fileName', '\.html$', '.pdf')))
 where kind = 'offer' and id like 'offer-%.html';

update reference_entries
   set data = jsonb_set(data, '{fileName}', to_jsonb(regexp_replace(data->>'fileName', '\.html$', '.pdf')))
 where kind = 'landingDoc' and data->>'fileName' like 'offer-%.html';

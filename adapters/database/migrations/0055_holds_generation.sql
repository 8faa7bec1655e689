-- A generation number of the campaign holds: every statement that writes campaign_holds draws the next value.
-- Readers that keep an answer built from the holds (the whole-city shelter list) keep it only while the number
-- stands. A sequence takes no row lock, so concurrent bookings do not queue behind it.
create sequence campaign_holds_generation;

create function bump_campaign_holds_generation() returns trigger language plpgsql as $$
begin
  perform nextval('campaign_holds_generation');
  return null;
end
$$;

create trigger campaign_holds_changed
  after insert or update or delete or truncate on campaign_holds
  for each statement execute function bump_campaign_holds_generation();

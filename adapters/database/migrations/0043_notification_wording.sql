-- Notifications tell the advertiser what it can see change (issue 6 part 8): a step between two states of the
-- same label (moderation -> primaryModeration -> secondaryModeration, all 'На модерации') notifies nothing,
-- and the moderator's reason is quoted only where the campaign is rejected or canceled.
create or replace function tablo_notify_campaign_event() returns trigger language plpgsql as $$
declare
  owner uuid;
  title text;
  label text;
  previous text;
  msg text;
begin
  select owner_id, name into owner, title from campaigns where id = new.campaign_id;
  if owner is null then
    return new;
  end if;
  if new.event like 'payment:%' then
    select l.label into label from notification_labels l where l.kind = 'payment' and l.id = substr(new.event, 9);
    msg := format('Кампания «%s»: оплата — %s', title, coalesce(label, substr(new.event, 9)));
  elsif new.event = 'confirmReservation' then
    select l.label into label from notification_labels l where l.kind = 'reservation' and l.id = 'confirmed';
    msg := format('Кампания «%s»: %s', title, label);
  elsif new.event = 'holdLapsed' then
    msg := format('Кампания «%s»: срок брони истёк, резерв отменён', title);
  elsif new.event = 'start' then
    msg := format('Кампания «%s» запущена', title);
  elsif new.event = 'stop' then
    msg := format('Кампания «%s» остановлена', title);
  elsif new.to_state is not null and new.to_state is distinct from new.from_state then
    select l.label into label from notification_labels l where l.kind = 'state' and l.id = new.to_state;
    select l.label into previous from notification_labels l where l.kind = 'state' and l.id = new.from_state;
    if label is not null and label = previous then
      return new;
    end if;
    msg := format('Кампания «%s»: статус «%s»', title, coalesce(label, new.to_state));
    if new.to_state in ('primaryRejected', 'secondaryRejected', 'canceled', 'techCanceled')
      and new.reason is not null and btrim(new.reason) <> '' then
      msg := msg || '. Причина: ' || new.reason;
    end if;
  else
    return new;
  end if;
  insert into notifications (id, account_id, campaign_id, event_id, message, is_read, created_at)
  values (gen_random_uuid(), owner, new.campaign_id, new.id, msg, false, new.at);
  return new;
end
$$;

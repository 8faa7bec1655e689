-- Notifications (issue 6 part 8): one row per state, moderation, payment and reservation change of a campaign,
-- written by a trigger on campaign_events so the campaign code needs no change. The Russian wording is built
-- from notification_labels, a copy of core/campaign/campaign-state.labels.ts (a server test keeps them equal).
create table notification_labels (
  kind text not null check (kind in ('state', 'payment', 'reservation')),
  id text not null,
  label text not null,
  primary key (kind, id)
);
insert into notification_labels (kind, id, label) values
  ('state', 'draft', 'Черновик'),
  ('state', 'movieCreation', 'Создание видео'),
  ('state', 'approved', 'Согласована'),
  ('state', 'moderation', 'На модерации'),
  ('state', 'primaryModeration', 'На модерации'),
  ('state', 'secondaryModeration', 'На модерации'),
  ('state', 'primaryRejected', 'Отклонена'),
  ('state', 'secondaryRejected', 'Отклонена'),
  ('state', 'waitingForLaunch', 'Ожидает запуска'),
  ('state', 'active', 'Активна'),
  ('state', 'completed', 'Завершена'),
  ('state', 'canceled', 'Отменена'),
  ('state', 'techCanceled', 'Техническая отмена'),
  ('state', 'noStatus', 'Без статуса'),
  ('state', 'booked', 'Забронирована'),
  ('state', 'cancellation', 'Отменяется'),
  ('payment', 'paid', 'Оплачена'),
  ('payment', 'partiallyPaid', 'Частично оплачена'),
  ('payment', 'notPaid', 'Ожидает оплаты'),
  ('reservation', 'notReserved', 'Не зарезервирована'),
  ('reservation', 'reserved', 'Зарезервирована'),
  ('reservation', 'confirmed', 'Резерв подтверждён'),
  ('reservation', 'canceled', 'Резерв отменён');

create table notifications (
  id uuid primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  campaign_id uuid references campaigns (id) on delete cascade,
  -- The event that caused it: one notification per event at most.
  event_id bigint unique references campaign_events (id) on delete cascade,
  message text not null,
  is_read boolean not null default false,
  created_at timestamptz not null
);
create index notifications_account_idx on notifications (account_id, created_at desc, id);

create function tablo_notify_campaign_event() returns trigger language plpgsql as $$
declare
  owner uuid;
  title text;
  label text;
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
    msg := format('Кампания «%s»: статус «%s»', title, coalesce(label, new.to_state));
    if new.reason is not null and btrim(new.reason) <> '' then
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

create trigger campaign_events_notify after insert on campaign_events
  for each row execute function tablo_notify_campaign_event();

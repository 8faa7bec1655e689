-- Issue #48: the roles of staff accounts (core/staff/staff-roles.ts: what each may decide on the staff desk).
-- is_moderator stays and keeps meaning "is staff", so every reader of it is unchanged; the trigger keeps the two in
-- step for every writer: an account with roles is staff, a staff account written with no roles (writers older than
-- this column set only is_moderator) is a moderator, and turning is_moderator off takes the roles away.
alter table accounts add column staff_roles text[] not null default '{}'
  check (staff_roles <@ array['superuser', 'moderator', 'primaryModerator', 'secondaryModerator', 'accountant',
                              'editor', 'contentManager']::text[]);
update accounts set staff_roles = '{moderator}' where is_moderator;

create function tablo_staff_roles() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.is_moderator and not new.is_moderator and new.staff_roles = old.staff_roles then
    new.staff_roles := '{}';
  elsif new.is_moderator and cardinality(new.staff_roles) = 0 then
    new.staff_roles := '{moderator}';
  end if;
  new.is_moderator := cardinality(new.staff_roles) > 0;
  return new;
end
$$;

create trigger accounts_staff_roles before insert or update of is_moderator, staff_roles on accounts
  for each row execute function tablo_staff_roles();

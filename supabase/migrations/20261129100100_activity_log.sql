-- The activity log (issue 51): every change a staff account makes — in the back office or straight through
-- the API — written by the database in the same transaction as the change, with who, when, what, and the
-- values before and after (the changed columns only). Nobody changes or deletes it, the owner included.
--
-- | activity_log         | -                  | -                  | -                  | S                  |
-- (the permission matrix's row: only the owner reads it, nobody writes it but the database's triggers)

create table public.activity_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  -- Who: the account, and its name or e-mail as it was then (an account removed later keeps its entries).
  actor_id uuid,
  actor_name text not null,
  actor_role text not null,
  -- What kind of change ('listing.price', 'payment.paid', 'promo_code.deleted', …) to which row.
  kind text not null,
  entity text not null,
  record_id text,
  record_label text,
  -- The changed columns only: before (null for a new row) and after (null for a deleted one).
  before jsonb,
  after jsonb
);
alter table public.activity_log enable row level security;
create index activity_log_at on public.activity_log (at desc, id desc);
create index activity_log_actor on public.activity_log (actor_id, at desc);
create index activity_log_kind on public.activity_log (kind, at desc);

comment on table public.activity_log is
  'Every change made by a staff account (issue 51), written by private.log_activity in the same transaction; read by the owner, changed by nobody';

create policy "The owner reads the activity log" on public.activity_log for select to authenticated
  using ((select public.has_role('owner')));
revoke all on public.activity_log from anon, authenticated, service_role;
grant select on public.activity_log to authenticated, service_role;

-- Nobody rewrites history: not a client, not the service role, not a function of the shop's.
create function private.refuse_activity_change() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception using errcode = 'P0001', hint = 'activity_log_read_only',
    message = 'The activity log cannot be changed or deleted';
end;
$$;
create trigger activity_log_read_only before update or delete on public.activity_log
  for each row execute function private.refuse_activity_change();
create trigger activity_log_no_truncate before truncate on public.activity_log
  for each statement execute function private.refuse_activity_change();

-- A staff account's name as the log shows it: its display name, else its e-mail.
create function private.staff_name(account uuid) returns text
  language sql stable security definer set search_path = ''
as $$
  select coalesce(nullif(btrim(p.display_name), ''), nullif(u.email, ''), account::text)
    from auth.users u left join public.profiles p on p.id = u.id
   where u.id = account;
$$;

/*
 * private.log_activity(): the one trigger function that writes the log. Attach it to any table whose changes
 * by staff should be recorded:
 *
 *   create trigger log_activity after insert or update or delete on private.my_table
 *     for each row execute function private.log_activity('my_thing');
 *
 * The first argument names the kind of row; a change is '<it>.created', '<it>.changed' or '<it>.deleted'.
 * Further arguments, tried in order, refine a change:
 *   'column:kind'        — the change touched `column` (e.g. 'price:listing.price');
 *   'column=value:kind'  — the change set `column` to `value` (e.g. 'payment_status=paid:payment.paid');
 *   '-column'            — `column` is bookkeeping: left out of before/after, and a change of it alone is not logged.
 * Only changes made by a staff account are logged (a buyer's order, the scheduler's expiry are not); an update
 * that changes nothing is not logged. before/after hold the changed columns only (the whole row for a new or
 * deleted one). The record's label is its name, title, code or item name, else the table's name.
 */
create function private.log_activity() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  role text := public.staff_role();
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  before_values jsonb;
  after_values jsonb;
  ignored text[] := '{}';
  kind text := tg_argv[0] || case tg_op when 'INSERT' then '.created' when 'DELETE' then '.deleted' else '.changed' end;
  rule text;
  condition text;
  col text;
  wanted text;
begin
  if role is null then
    return null;
  end if;
  for i in 1 .. tg_nargs - 1 loop
    if tg_argv[i] like '-%' then
      ignored := ignored || substr(tg_argv[i], 2);
    end if;
  end loop;
  if tg_op <> 'INSERT' then old_row := to_jsonb(old) - ignored; end if;
  if tg_op <> 'DELETE' then new_row := to_jsonb(new) - ignored; end if;

  if tg_op = 'UPDATE' then
    select jsonb_object_agg(k, old_row -> k), jsonb_object_agg(k, new_row -> k)
      into before_values, after_values
      from jsonb_object_keys(new_row) k
     where (old_row -> k) is distinct from (new_row -> k);
    if after_values is null then
      return null;
    end if;
    for i in 1 .. tg_nargs - 1 loop
      rule := tg_argv[i];
      continue when rule like '-%' or position(':' in rule) = 0;
      condition := split_part(rule, ':', 1);
      col := split_part(condition, '=', 1);
      wanted := case when position('=' in condition) > 0 then substr(condition, position('=' in condition) + 1) end;
      if after_values ? col and (wanted is null or after_values ->> col = wanted) then
        kind := split_part(rule, ':', 2);
        exit;
      end if;
    end loop;
  elsif tg_op = 'INSERT' then
    after_values := new_row;
  else
    before_values := old_row;
  end if;

  row_data := coalesce(new_row, old_row);
  insert into public.activity_log (actor_id, actor_name, actor_role, kind, entity, record_id, record_label, before, after)
  values (auth.uid(), coalesce(private.staff_name(auth.uid()), 'unknown'), role, kind, tg_table_schema || '.' || tg_table_name,
          case when jsonb_typeof(row_data -> 'id') = 'string' then row_data ->> 'id' end,
          coalesce(row_data ->> 'name', row_data ->> 'title', row_data ->> 'code', row_data ->> 'item_name',
                   row_data ->> 'email', row_data ->> 'display_name', tg_table_name),
          before_values, after_values);
  return null;
end;
$$;

create trigger log_activity after insert or update or delete on public.collectibles
  for each row execute function private.log_activity('listing', 'price:listing.price', 'status:listing.status', '-on_hold');
create trigger log_activity after insert or update or delete on public.delivery_addresses
  for each row execute function private.log_activity('order',
    'payment_status=paid:payment.paid', 'payment_status=rejected:payment.rejected',
    'status=fulfilled:order.fulfilled', 'status=cancelled:order.cancelled');
create trigger log_activity after insert or update or delete on public.promo_codes
  for each row execute function private.log_activity('promo_code');
create trigger log_activity after insert or update or delete on public.blog_posts
  for each row execute function private.log_activity('blog_post');
create trigger log_activity after insert or update or delete on public.seller_submissions
  for each row execute function private.log_activity('submission', 'status:submission.status');
create trigger log_activity after insert or update or delete on public.categories
  for each row execute function private.log_activity('category');
create trigger log_activity after insert or update or delete on public.reference_types
  for each row execute function private.log_activity('reference_type');
create trigger log_activity after update or delete on private.shop_settings
  for each row execute function private.log_activity('settings');
create trigger log_activity after update or delete on private.seller_details
  for each row execute function private.log_activity('settings');
-- A role given, changed or taken away (the staff functions change profiles.staff_role; nothing else of a
-- profile is the log's business).
create trigger log_activity after update of staff_role on public.profiles
  for each row when (old.staff_role is distinct from new.staff_role)
  execute function private.log_activity('staff', 'staff_role:staff.role', '-is_admin');

-- The owner's Activity screen: a page of entries, newest first, filtered by person, kind and a range of days
-- (dates in India, inclusive); also the people who appear in the log, for the filter. At most 5,000 a page
-- (the CSV export asks for all of a filter's entries in pages of that size).
create function public.activity_log_page(
  person uuid default null, kind text default null, from_date date default null, to_date date default null,
  page integer default 1, page_size integer default 25
) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  size integer := least(greatest(coalesce(page_size, 25), 1), 5000);
  skip integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 25), 1), 5000);
  wanted_kind text := nullif(btrim(coalesce(activity_log_page.kind, '')), '');
  since timestamptz := (from_date::timestamp) at time zone 'Asia/Kolkata';
  until timestamptz := ((to_date + 1)::timestamp) at time zone 'Asia/Kolkata';
  total integer;
  found_rows jsonb;
begin
  perform private.require_role('owner');
  if from_date is not null and to_date is not null and from_date > to_date then
    raise exception using errcode = 'P0001', hint = 'activity_dates_reversed',
      message = 'The first day must not be after the last day';
  end if;
  with matched as (
    select a.* from public.activity_log a
     where (person is null or a.actor_id = person)
       and (wanted_kind is null or a.kind = wanted_kind or a.kind like wanted_kind || '.%')
       and (since is null or a.at >= since)
       and (until is null or a.at < until)
  )
  select (select count(*) from matched),
         coalesce((select jsonb_agg(to_jsonb(m) order by m.at desc, m.id desc)
                     from (select * from matched order by at desc, id desc offset skip limit size) m), '[]'::jsonb)
    into total, found_rows;
  return jsonb_build_object(
    'total', total, 'rows', found_rows,
    'people', coalesce((select jsonb_agg(jsonb_build_object('id', p.actor_id, 'name', p.actor_name) order by p.actor_name)
                          from (select distinct on (a.actor_id) a.actor_id, a.actor_name from public.activity_log a
                                 where a.actor_id is not null order by a.actor_id, a.at desc) p), '[]'::jsonb));
end;
$$;
revoke execute on function public.activity_log_page(uuid, text, date, date, integer, integer) from public;
grant execute on function public.activity_log_page(uuid, text, date, date, integer, integer) to authenticated, service_role;

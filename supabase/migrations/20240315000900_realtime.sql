-- Live updates (spec §4): the listing page follows its row; the submissions screen refetches on change.
-- Guarded: the publication exists on Supabase (hosted and local) but may already contain a table.
do $$
declare
  live_table text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    raise notice 'publication supabase_realtime not found; realtime tables not added';
    return;
  end if;
  foreach live_table in array array['collectibles', 'seller_submissions'] loop
    if not exists (
      select 1 from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = live_table
    ) then
      execute format('alter publication supabase_realtime add table public.%I', live_table);
    end if;
  end loop;
end;
$$;

-- Realtime Authorization, as a hosted project writes it: policies on realtime.messages keyed on realtime.topic().
-- room:<n> — members (the JWT's `room` claim) read and write; news:<n> — any signed-in user reads, nobody writes.
create policy "members read their room" on realtime.messages for select to authenticated
  using (realtime.topic() = 'room:' || (auth.jwt() ->> 'room') and extension in ('broadcast', 'presence'));
create policy "members write their room" on realtime.messages for insert to authenticated
  with check (realtime.topic() = 'room:' || (auth.jwt() ->> 'room') and extension in ('broadcast', 'presence'));
create policy "signed-in users read the news" on realtime.messages for select to authenticated
  using (realtime.topic() like 'news:%');

-- Broadcast from the database: every new item goes to the private topic room:1.
create function public.broadcast_item() returns trigger
  language plpgsql security definer as $$
begin
  perform realtime.broadcast_changes('room:1', tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  return null;
end
$$;
create trigger items_broadcast after insert on public.items for each row execute function public.broadcast_item();

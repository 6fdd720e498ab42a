-- Papers a buyer can trust (issue 34), part 2: certificates of authenticity.
--
-- A certificate is a record of the piece as it was when it was issued (its photos, catalogue facts,
-- measured weight and diameter, grade), who certified it and when, under a random 10-character code that
-- anyone can look up at /verify/{code} (public.verify_certificate). It is issued when an order is marked
-- paid (private.issue_order_documents, 20261125400200); an admin can revoke it with a reason, or re-issue
-- it (the old code then reads as revoked, naming the new one). Certificates live in `private`: clients
-- reach them only through the functions of 20261125400300, which show the public facts and nothing about
-- the buyer.

-- The certifying expert is named on the certificate by the display name an admin sets in the back office
-- (public.set_display_name, 20261125400300).
alter table public.profiles
  add column display_name text
    constraint profiles_display_name_length check (btrim(display_name) <> '' and length(display_name) <= 80);

-- Twin: CERTIFICATE_CODE_ALPHABET in @sikka/shared/domain/documents (no I, L, O, 0 or 1).
create function private.new_certificate_code() returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  code text := '';
  bytes bytea;
  b integer;
begin
  while length(code) < 10 loop
    bytes := extensions.gen_random_bytes(16);
    for i in 0..15 loop
      b := get_byte(bytes, i);
      -- 248 = 8 × 31: bytes above it are dropped so every symbol is equally likely.
      if b < 248 and length(code) < 10 then
        code := code || substr(alphabet, b % 31 + 1, 1);
      end if;
    end loop;
  end loop;
  return code;
end;
$$;

create table private.certificates (
  id uuid primary key default gen_random_uuid(),
  code text not null constraint certificates_code_format check (code ~ '^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{10}$'),
  -- Kept when the order or the listing is deleted: the certificate outlives them, as paper would.
  order_id uuid references public.delivery_addresses (id) on delete set null,
  collectible_id uuid,
  item_type text not null,
  item_name text not null,
  -- The catalogue facts as they were (issuer, ruler, period, denomination, year, mint, metal, references…).
  facts jsonb not null default '{}',
  -- The listing's photo URLs in gallery order; the PDF shows the first two (obverse and reverse).
  photos text[] not null default '{}',
  weight_g numeric(7, 2),
  diameter_mm numeric(6, 2),
  grade text,
  certified_by uuid references auth.users (id) on delete set null,
  certified_by_name text not null,
  issued_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text constraint certificates_revoked_reason_length check (char_length(revoked_reason) between 1 and 300),
  revoked_by uuid references auth.users (id) on delete set null,
  -- The PDF in the private 'documents' bucket, made once by the documents Edge Function.
  pdf_path text,
  constraint certificates_code_unique unique (code),
  constraint certificates_revoked_with_reason check ((revoked_at is null) = (revoked_reason is null))
);
-- One certificate in force per order.
create unique index certificates_one_live_per_order on private.certificates (order_id) where revoked_at is null;

-- What a certificate records, read from the order's listing now. `expert` is the issuing admin.
create function private.issue_certificate(order_id uuid, expert uuid) returns private.certificates
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  piece record;
  issued private.certificates;
  expert_name text;
begin
  select c.*, d.item_name as agreed_name into piece
    from public.delivery_addresses d join public.collectibles c on c.id = d.collectible_id
   where d.id = issue_certificate.order_id;
  if not found then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  select coalesce(
           (select p.display_name from public.profiles p where p.id = expert),
           (select s.trade_name || ' authentication desk' from private.seller_details s))
    into expert_name;
  for attempt in 1..5 loop
    begin
      insert into private.certificates (
        code, order_id, collectible_id, item_type, item_name, facts, photos, weight_g, diameter_mm, grade,
        certified_by, certified_by_name
      ) values (
        private.new_certificate_code(), issue_certificate.order_id, piece.id, piece.type, piece.agreed_name,
        jsonb_strip_nulls(jsonb_build_object(
          'issuer', piece.issuer, 'ruler', piece.ruler, 'period', piece.period,
          'denomination', piece.denomination, 'year_ad', piece.year_ad, 'year_written', piece.year_written,
          'mint', piece.mint, 'mint_mark', piece.mint_mark, 'metal', piece.metal, 'fineness', piece.fineness,
          'shape', piece.shape, 'sheldon_grade', piece.sheldon_grade, 'grading_service', piece.grading_service,
          'grading_certificate', piece.certificate_number,
          'note_serial', nullif(concat_ws(' ', piece.note_prefix, piece.note_serial, piece.note_inset_letter), ''),
          'catalogue_references', (select nullif(jsonb_agg(r.system || ' ' || r.number order by r.system, r.number), '[]')
                                     from public.catalogue_references r where r.collectible_id = piece.id))),
        coalesce((select array_agg(i.image_url order by i."order", i.id) from public.collectible_images i
                   where i.collectible_id = piece.id), '{}'),
        piece.weight_g, piece.diameter_mm, piece.grade, expert, expert_name
      ) returning * into issued;
      return issued;
    exception when unique_violation then
      -- A drawn code already in use (about 1 in 10^14 per certificate): draw again. Another live
      -- certificate for the order is the caller's to prevent, so that one is raised.
      if exists (select 1 from private.certificates c where c.order_id = issue_certificate.order_id and c.revoked_at is null) then
        raise;
      end if;
    end;
  end loop;
  raise exception 'could not draw a free certificate code';
end;
$$;

-- Papers a buyer can trust (issue 34), part 4: what clients may call.
--
-- Who may call what:
--   seller_legal_details(), verify_certificate(code): anyone (anon included);
--   order_documents(order), document_source(kind, id): an admin, or the buyer whose session placed the order;
--   attach_document_pdf(kind, id, path): service_role only (the documents Edge Function);
--   revoke_certificate, reissue_certificate, set_display_name: admins.
--
-- PDFs live in the private bucket 'documents' (no policy lets a client read it): the documents Edge
-- Function makes each PDF once, with the service_role key, and hands it out by short-lived signed link.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', false, 10485760, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- The seller's legal details the footer and the policy pages show (Consumer Protection (E-Commerce)
-- Rules 2020, rule 4 and 5): the same row invoices copy.
create function public.seller_legal_details() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(s) - 'id' - 'invoice_prefix' - 'credit_note_prefix' - 'authorised_signatory'
    || jsonb_build_object('state_code', private.gst_state_code(s.state))
    from private.seller_details s;
$$;

-- The public facts of a certificate, by its code as a person may type it; null when no certificate has
-- that code. Nothing about the order or the buyer.
create function public.verify_certificate(code text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'code', c.code, 'item_type', c.item_type, 'item_name', c.item_name, 'facts', c.facts, 'photos', to_jsonb(c.photos),
    'weight_g', c.weight_g, 'diameter_mm', c.diameter_mm, 'grade', c.grade, 'certified_by_name', c.certified_by_name,
    'issued_at', c.issued_at, 'revoked_at', c.revoked_at, 'revoked_reason', c.revoked_reason)
    from private.certificates c
   where c.code = upper(regexp_replace(coalesce(verify_certificate.code, ''), '[[:space:]-]+', '', 'g'));
$$;

-- Whether the caller may see an order's papers: an admin, or the buyer whose session placed it.
create function private.may_see_order_documents(order_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
      or exists (select 1 from public.delivery_addresses d where d.id = order_id and d.user_id = auth.uid());
$$;

-- An order's certificates and invoices (newest first), for the order card and the buyer's order page.
create function public.order_documents(order_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.refuse('not_authenticated');
  end if;
  if coalesce(auth.jwt() ->> 'role', '') <> 'service_role' and not private.may_see_order_documents(order_id) then
    raise exception using errcode = 'P0001', hint = 'order_not_found', message = 'Order not found';
  end if;
  return jsonb_build_object(
    'certificates', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'code', c.code, 'issued_at', c.issued_at,
        'certified_by_name', c.certified_by_name, 'revoked_at', c.revoked_at, 'revoked_reason', c.revoked_reason)
        order by c.issued_at desc) from private.certificates c where c.order_id = order_documents.order_id), '[]'),
    'invoices', coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'kind', i.kind, 'serial', i.serial,
        'issued_at', i.issued_at, 'total_paise', i.total_paise) order by i.issued_at desc)
        from private.invoices i where i.order_id = order_documents.order_id), '[]'));
end;
$$;

-- Everything the documents Edge Function prints, for a caller allowed to see it; kind is 'certificate'
-- or 'invoice' (a credit note is an invoice row of kind credit_note).
create function public.document_source(kind text, id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  source jsonb;
  owner_order uuid;
begin
  if kind = 'certificate' then
    select to_jsonb(c) - 'certified_by' - 'revoked_by', c.order_id into source, owner_order
      from private.certificates c where c.id = document_source.id;
  elsif kind = 'invoice' then
    select to_jsonb(i), i.order_id into source, owner_order from private.invoices i where i.id = document_source.id;
  end if;
  if source is null or (coalesce(auth.jwt() ->> 'role', '') <> 'service_role'
                        and not (public.is_admin() or (owner_order is not null and private.may_see_order_documents(owner_order)))) then
    raise exception using errcode = 'P0001', hint = 'document_not_found', message = 'Document not found';
  end if;
  return source;
end;
$$;

-- The Edge Function records where it stored a document's PDF; the first path wins (a PDF is made once:
-- a second, concurrent rendering is dropped and the stored one is handed out).
create function public.attach_document_pdf(kind text, id uuid, path text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stored text;
begin
  if kind = 'certificate' then
    update private.certificates c set pdf_path = path where c.id = attach_document_pdf.id and c.pdf_path is null;
    select c.pdf_path into stored from private.certificates c where c.id = attach_document_pdf.id;
  else
    update private.invoices i set pdf_path = path where i.id = attach_document_pdf.id and i.pdf_path is null;
    select i.pdf_path into stored from private.invoices i where i.id = attach_document_pdf.id;
  end if;
  return stored;
end;
$$;

create function public.revoke_certificate(certificate_id uuid, reason text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  why text := btrim(coalesce(reason, ''));
  revoked private.certificates;
begin
  perform private.require_admin();
  if why = '' or char_length(why) > 300 then
    raise exception using errcode = 'P0001', hint = 'certificate_reason_required',
      message = 'Please give a reason for revoking this certificate (at most 300 characters)';
  end if;
  update private.certificates c set revoked_at = now(), revoked_reason = why, revoked_by = auth.uid()
   where c.id = revoke_certificate.certificate_id and c.revoked_at is null
  returning * into revoked;
  if not found then
    raise exception using errcode = 'P0001', hint = 'certificate_not_live', message = 'This certificate is not in force';
  end if;
  return jsonb_build_object('id', revoked.id, 'code', revoked.code, 'revoked_at', revoked.revoked_at, 'revoked_reason', why);
end;
$$;

-- A new certificate of a paid order (e.g. after its facts were corrected), by the admin calling; the one
-- in force is revoked, naming its replacement.
create function public.reissue_certificate(order_id uuid) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issued private.certificates;
begin
  perform private.require_admin();
  if not exists (select 1 from public.delivery_addresses d where d.id = reissue_certificate.order_id and d.payment_status = 'paid') then
    raise exception using errcode = 'P0001', hint = 'order_not_paid', message = 'A certificate is issued for a paid order only';
  end if;
  update private.certificates c set revoked_at = now(), revoked_reason = 'Replaced by a new certificate', revoked_by = auth.uid()
   where c.order_id = reissue_certificate.order_id and c.revoked_at is null;
  issued := private.issue_certificate(reissue_certificate.order_id, auth.uid());
  update private.certificates c set revoked_reason = 'Replaced by certificate ' || issued.code
   where c.order_id = reissue_certificate.order_id and c.revoked_reason = 'Replaced by a new certificate';
  return jsonb_build_object('id', issued.id, 'code', issued.code, 'issued_at', issued.issued_at);
end;
$$;

-- The name an admin certifies pieces under.
create function public.set_display_name(display_name text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  update public.profiles p set display_name = nullif(btrim(set_display_name.display_name), '') where p.id = auth.uid();
end;
$$;

revoke all on function public.seller_legal_details() from public;
revoke all on function public.verify_certificate(text) from public;
revoke all on function public.order_documents(uuid) from public, anon;
revoke all on function public.document_source(text, uuid) from public, anon;
revoke all on function public.attach_document_pdf(text, uuid, text) from public, anon, authenticated;
revoke all on function public.revoke_certificate(uuid, text) from public, anon;
revoke all on function public.reissue_certificate(uuid) from public, anon;
revoke all on function public.set_display_name(text) from public, anon;
grant execute on function public.seller_legal_details() to anon, authenticated, service_role;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
grant execute on function public.order_documents(uuid) to authenticated, service_role;
grant execute on function public.document_source(text, uuid) to authenticated, service_role;
grant execute on function public.attach_document_pdf(text, uuid, text) to service_role;
grant execute on function public.revoke_certificate(uuid, text) to authenticated;
grant execute on function public.reissue_certificate(uuid) to authenticated;
grant execute on function public.set_display_name(text) to authenticated;

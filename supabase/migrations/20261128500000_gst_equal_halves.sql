-- The GST split of an invoice within one state (issue 50): each half (CGST, SGST) is the exact taxable
-- value at half the rate, rounded half-up to the paisa, so the two halves are always equal (₹4,900 at 5 %:
-- 116.67 + 116.67, where 'half the tax, the rest to SGST' gave 116.67 + 116.66); the taxable value is the
-- rest of the tax-inclusive total, so taxable + CGST + SGST is the total to the paisa (invoices_parts_add_up).
-- Another state is unchanged: taxable value rounded to the paisa, IGST the rest. Twin: gstSplit in
-- @sikka/shared/domain/documents (supabase/tests/documents-rules.test.ts holds them equal). Invoices
-- already issued keep the figures they were issued with.
create or replace function private.gst_split(
  total_rupees bigint, rate_basis_points integer, shop_state text, delivery_state text,
  out kind text, out total_paise bigint, out taxable_paise bigint,
  out cgst_paise bigint, out sgst_paise bigint, out igst_paise bigint
)
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  total_paise := total_rupees * 100;
  if shop_state = delivery_state then
    kind := 'intra';
    cgst_paise := round(total_paise::numeric * rate_basis_points / (2 * (10000 + rate_basis_points)))::bigint;
    sgst_paise := cgst_paise;
    igst_paise := 0;
    taxable_paise := total_paise - cgst_paise - sgst_paise;
  else
    kind := 'inter';
    taxable_paise := round(total_paise::numeric * 10000 / (10000 + rate_basis_points))::bigint;
    cgst_paise := 0;
    sgst_paise := 0;
    igst_paise := total_paise - taxable_paise;
  end if;
end;
$$;

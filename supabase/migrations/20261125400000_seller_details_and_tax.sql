-- Papers a buyer can trust (issue 34), part 1: the seller's legal details and the tax table, as business
-- configuration (data, not code). Invoices copy them when they are issued; the footer and the policy pages
-- read them through public.seller_legal_details().
--
-- THE VALUES BELOW ARE DEMO EXAMPLES, to be confirmed by the shop's accountant before a real sale: the
-- legal name, address and GSTIN are made up; HSN 9705 is "collections and collectors' pieces of
-- numismatic interest", at the 5 % GST that applies to it since 22 September 2025 (it was 12 % before).

-- The pure rules, SQL twins of @sikka/shared/domain/documents (supabase/tests/documents-rules.test.ts holds
-- each pair equal).

-- GST state code of the states the shop delivers to (twin: GST_STATE_CODES).
create function private.gst_state_code(state text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case state
    when 'Andhra Pradesh' then '37' when 'Karnataka' then '29' when 'Kerala' then '32'
    when 'Tamil Nadu' then '33' when 'Telangana' then '36'
  end;
$$;

-- Tax inside a tax-inclusive total, in paise (twin: gstSplit): taxable value rounded half-up to the
-- paisa, tax = total - taxable; in one state CGST is half the tax rounded to the paisa, SGST the rest.
create function private.gst_split(
  total_rupees bigint, rate_basis_points integer, shop_state text, delivery_state text,
  out kind text, out total_paise bigint, out taxable_paise bigint,
  out cgst_paise bigint, out sgst_paise bigint, out igst_paise bigint
)
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  tax bigint;
begin
  total_paise := total_rupees * 100;
  taxable_paise := round(total_paise::numeric * 10000 / (10000 + rate_basis_points))::bigint;
  tax := total_paise - taxable_paise;
  if shop_state = delivery_state then
    kind := 'intra';
    cgst_paise := round(tax / 2.0)::bigint;
    sgst_paise := tax - cgst_paise;
    igst_paise := 0;
  else
    kind := 'inter';
    cgst_paise := 0;
    sgst_paise := 0;
    igst_paise := tax;
  end if;
end;
$$;

-- The first calendar year of the April-March financial year holding `at`, in India's time (twin:
-- financialYearStart).
create function private.financial_year_start(at timestamptz) returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when extract(month from at at time zone 'Asia/Kolkata') >= 4
    then extract(year from at at time zone 'Asia/Kolkata')::integer
    else extract(year from at at time zone 'Asia/Kolkata')::integer - 1 end;
$$;

-- 'SK/26-27/000042' (twin: documentSerial); at most 16 characters (CGST Rule 46(b)).
create function private.document_serial(prefix text, start_year integer, number integer) returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  serial text := prefix || '/' || lpad((start_year % 100)::text, 2, '0') || '-'
    || lpad(((start_year + 1) % 100)::text, 2, '0') || '/'
    -- lpad would cut a longer number down to 6 digits (and so reuse a serial): pad only shorter ones.
    || case when number >= 100000 then number::text else lpad(number::text, 6, '0') end;
begin
  if length(serial) > 16 then
    raise exception using errcode = 'P0001', hint = 'document_serial_too_long',
      message = format('Serial %s is longer than 16 characters', serial);
  end if;
  return serial;
end;
$$;

create table private.seller_details (
  id boolean primary key default true constraint seller_details_one_row check (id),
  legal_name text not null constraint seller_details_legal_name check (btrim(legal_name) <> '' and length(legal_name) <= 120),
  trade_name text not null constraint seller_details_trade_name check (btrim(trade_name) <> '' and length(trade_name) <= 60),
  address_line1 text not null constraint seller_details_address_line1 check (btrim(address_line1) <> ''),
  address_line2 text,
  city text not null constraint seller_details_city check (btrim(city) <> ''),
  -- The shop's state decides CGST + SGST (same state) or IGST (another state): private.gst_split().
  state text not null constraint seller_details_state check (private.gst_state_code(state) is not null),
  pincode text not null constraint seller_details_pincode check (pincode ~ '^[0-9]{6}$'),
  -- 15 characters: the state code, the PAN, an entity number, 'Z' and a check character.
  gstin text not null constraint seller_details_gstin_format
    check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  customer_care_email text not null constraint seller_details_care_email check (customer_care_email ~ '^[^@\s]+@[^@\s]+$'),
  customer_care_phone text not null constraint seller_details_care_phone check (btrim(customer_care_phone) <> ''),
  customer_care_hours text not null default 'Mon - Sat, 9:00 AM - 6:00 PM IST',
  grievance_officer_name text not null constraint seller_details_grievance_name check (btrim(grievance_officer_name) <> ''),
  grievance_officer_designation text not null
    constraint seller_details_grievance_designation check (btrim(grievance_officer_designation) <> ''),
  grievance_officer_email text not null
    constraint seller_details_grievance_email check (grievance_officer_email ~ '^[^@\s]+@[^@\s]+$'),
  grievance_officer_phone text not null constraint seller_details_grievance_phone check (btrim(grievance_officer_phone) <> ''),
  -- Who signs the invoices (Rule 46(q)): a PDF made by the server carries this name as its signature.
  authorised_signatory text not null constraint seller_details_signatory check (btrim(authorised_signatory) <> ''),
  -- Serial prefixes (at most 3 characters, so 'SK/26-27/000001' stays within Rule 46's 16 characters).
  invoice_prefix text not null default 'SK' constraint seller_details_invoice_prefix check (invoice_prefix ~ '^[A-Z]{1,3}$'),
  credit_note_prefix text not null default 'SKC'
    constraint seller_details_credit_note_prefix check (credit_note_prefix ~ '^[A-Z]{1,3}$'),
  constraint seller_details_prefixes_differ check (invoice_prefix <> credit_note_prefix),
  constraint seller_details_gstin_state check (left(gstin, 2) = private.gst_state_code(state))
);

-- HSN code and GST rate per item type (basis points: 500 = 5 %). Shipping is part of the same supply
-- (a composite supply taxed at the rate of the piece), so the whole agreed total carries this rate.
create table private.tax_rates (
  item_type text primary key constraint tax_rates_item_type check (item_type in ('coin', 'note')),
  hsn_code text not null constraint tax_rates_hsn_format check (hsn_code ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  description text not null,
  rate_basis_points integer not null constraint tax_rates_rate_range check (rate_basis_points between 0 and 2800)
);

insert into private.seller_details (
  legal_name, trade_name, address_line1, address_line2, city, state, pincode, gstin,
  customer_care_email, customer_care_phone, grievance_officer_name, grievance_officer_designation,
  grievance_officer_email, grievance_officer_phone, authorised_signatory
) values (
  'Sikka Collectibles Private Limited (DEMO)', 'Sikka', '2nd Floor, 14 Museum Road', 'Ashok Nagar', 'Bengaluru',
  'Karnataka', '560025', '29AAHCS1234K1Z5',
  'support@sikka.local', '+91 98765 43210', 'Meera Rao', 'Grievance Officer',
  'grievance@sikka.local', '+91 98765 43211', 'Arjun Menon, Director'
);

insert into private.tax_rates (item_type, hsn_code, description, rate_basis_points) values
  ('coin', '9705', 'Collectors'' piece of numismatic interest (coin)', 500),
  ('note', '9705', 'Collectors'' piece of numismatic interest (banknote)', 500);

import type { SellerDetails } from '../seller/useSellerDetails';

/**
 * Who sells (Consumer Protection (E-Commerce) Rules 2020, rules 4 and 5): legal name, geographic address,
 * GSTIN, customer care and the grievance officer, from the business configuration the invoices also use.
 */
export function SellerLegalDetails({ details, className }: { details: SellerDetails; className?: string }) {
  const address = [details.address_line1, details.address_line2, `${details.city} ${details.pincode}`, details.state]
    .filter(Boolean)
    .join(', ');
  return (
    <address className={className}>
      <p>
        Sold by <strong>{details.legal_name}</strong>, {address}.
      </p>
      <p>GSTIN: {details.gstin}</p>
      <p>
        Customer care: <a href={`tel:${details.customer_care_phone.replace(/\s/g, '')}`}>{details.customer_care_phone}</a>,{' '}
        <a href={`mailto:${details.customer_care_email}`}>{details.customer_care_email}</a> ({details.customer_care_hours})
      </p>
      <p>
        Grievance Officer: {details.grievance_officer_name}, {details.grievance_officer_designation},{' '}
        <a href={`mailto:${details.grievance_officer_email}`}>{details.grievance_officer_email}</a>,{' '}
        <a href={`tel:${details.grievance_officer_phone.replace(/\s/g, '')}`}>{details.grievance_officer_phone}</a>
      </p>
    </address>
  );
}

import { useSellerDetails } from '../seller/useSellerDetails';
import { PolicyLayout } from './PolicyLayout';

export default function PrivacyPolicy() {
  const seller = useSellerDetails();
  return (
    <PolicyLayout title="Privacy Policy">
      <p>
        This Privacy Policy explains what information Sikka collects when you browse our collection of rare Indian coins and
        banknotes, buy from us or offer us your coins and notes, how we use that information and the choices you have. By using
        this website you agree to the practices described here.
      </p>

      <h2>Information we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your e-mail address and a password when you create an account. We store only a secure
          hash of your password, never the password itself.
        </li>
        <li>
          <strong>Order details:</strong> your full name, phone number and delivery address (house number, street, area, city,
          state and PIN code) when you buy an item, together with the item, the price, any promo code used and the status of the
          order.
        </li>
        <li>
          <strong>Seller submissions:</strong> your name, your phone number (required, so our expert can call you back) and up to
          three photos of the coins or notes you ask us to evaluate on the Sell page.
        </li>
        <li>
          <strong>Conversations:</strong> messages you send us by WhatsApp, e-mail or phone.
        </li>
        <li>
          <strong>Technical data:</strong> the information your browser stores to keep you signed in. We do not use advertising or
          third-party tracking cookies.
        </li>
      </ul>

      <h2>How we use your information</h2>
      <ul>
        <li>To process, pack and deliver your orders and to keep you informed about them.</li>
        <li>To evaluate coins and notes you offer us and to reply to you within 24-48 hours.</li>
        <li>To answer your questions and provide customer support.</li>
        <li>To verify payments, apply promo codes and prevent fraud or misuse of the website.</li>
        <li>To meet our obligations under Indian tax, accounting and consumer protection laws.</li>
      </ul>

      <h2>Payments</h2>
      <p>
        Payments are made through UPI in the payment app of your choice. Sikka never sees or stores your UPI PIN, card numbers or
        bank login details; we only receive confirmation of the amount paid.
      </p>

      <h2>Sharing your information</h2>
      <p>
        We do not sell or rent your personal information. We share it only with the courier partners who deliver your order (name,
        phone number and delivery address), with the service providers who host this website and its data under confidentiality
        obligations, and with authorities when Indian law requires us to.
      </p>

      <h2>Data security and retention</h2>
      <p>
        Your information is stored on secured servers and access is limited to the staff who need it to serve you. We keep order
        records for as long as tax and accounting laws require, and other information only for as long as it is needed for the
        purposes above.
      </p>

      <h2>Your rights</h2>
      <p>
        You may ask us at any time to see, correct or delete the personal information we hold about you, or to close your account.
        Write to us
        {seller && (
          <>
            {' '}
            at <a href={`mailto:${seller.customer_care_email}`}>{seller.customer_care_email}</a>
          </>
        )}{' '}
        and we will respond within 30 days. Information we must keep by law will be retained until that obligation ends.
      </p>

      <h2>Age requirement</h2>
      <p>
        Our services are intended for users who are at least 18 years old. We do not knowingly collect information from anyone
        younger.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We may update this policy from time to time. The date at the top of this page shows when it was last changed; continued
        use of the website after a change means you accept the updated policy.
      </p>
    </PolicyLayout>
  );
}

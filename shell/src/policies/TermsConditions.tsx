import { Link } from '@sikka/shared/router';
import { PolicyLayout } from './PolicyLayout';

export default function TermsConditions() {
  return (
    <PolicyLayout title="Terms & Conditions">
      <p>
        These Terms &amp; Conditions govern your use of the Sikka website and every purchase or sale you make through it. Please
        read them carefully; by using the website you agree to be bound by them.
      </p>

      <h2>Eligibility</h2>
      <p>
        You must be at least 18 years old to create an account, place an order or offer items for sale. You agree to give
        accurate, current and complete information — including your name, phone number and delivery address — and to keep it up to
        date.
      </p>

      <h2>Your account</h2>
      <p>
        You are responsible for keeping your password confidential and for everything done with your account. Tell us immediately
        if you believe someone else has used it. We may suspend accounts that give false information or misuse the website.
      </p>

      <h2>Listings and authenticity</h2>
      <p>
        Every coin and banknote we list is examined by our experts and comes with a certificate of authenticity. We describe the
        type, condition and history of each item as accurately as we can; photographs show the actual item, though colours and
        toning may look slightly different on your screen. Each listing is a single item: once it is sold it is marked as sold.
      </p>

      <h2>Prices, orders and payment</h2>
      <ul>
        <li>All prices are in Indian rupees (INR) and include applicable taxes unless stated otherwise.</li>
        <li>
          Shipping is charged as shown at checkout. An order is confirmed once payment through UPI has been received; until then
          the item may be sold to another buyer.
        </li>
        <li>
          Promo codes give the stated percentage off the item price, may be limited in time or in number of uses, cannot be
          exchanged for cash and may be withdrawn at any time.
        </li>
        <li>
          We may cancel an order and refund the full amount if an item turns out to be unavailable or was listed at an obviously
          wrong price.
        </li>
      </ul>

      <h2>Delivery and returns</h2>
      <p>
        Delivery is covered by our <Link to="/shipping-policy">Shipping Policy</Link> and returns and refunds by our{' '}
        <Link to="/return-policy">Return Policy</Link>, both part of these terms.
      </p>

      <h2>Selling your coins to us</h2>
      <p>
        When you submit photos of your coins or notes on the Sell page, our experts evaluate them free of charge and reply within
        24-48 hours. An evaluation is an offer, not an obligation for either side: a sale happens only when both you and Sikka
        agree on the price after the item has been inspected. Payment is made by bank transfer, UPI or cash. You confirm that the
        items you offer are legally yours to sell.
      </p>

      <h2>Intellectual property</h2>
      <p>
        The text, photographs, logo and design of this website belong to Sikka and may not be copied or used commercially without
        our written permission.
      </p>

      <h2>Acceptable use</h2>
      <p>
        You agree not to misuse the website: no attempts to break its security, to scrape it at scale, to place fraudulent orders
        or to upload content that is unlawful or that you have no right to share.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the extent the law allows, Sikka is not liable for indirect or consequential losses arising from the use of this
        website. Our total liability for any order is limited to the amount you paid for it.
      </p>

      <h2>Governing law and jurisdiction</h2>
      <p>
        These terms are governed by the laws of India. Any dispute arising from them or from your use of the website is subject to
        the exclusive jurisdiction of the courts in Mumbai, Maharashtra.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may revise these terms from time to time. The date at the top of this page shows the latest version; orders are
        governed by the terms in force when they were placed.
      </p>
    </PolicyLayout>
  );
}

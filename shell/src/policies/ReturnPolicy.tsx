import { REFUND_BUSINESS_DAYS, RETURN_REASON_RULES, RETURN_REASONS, RETURN_WINDOW_DAYS } from '@sikka/shared/domain/returns';
import { PolicyLayout } from './PolicyLayout';

// The window, the grounds and who pays the return postage are the rule the order page's return applies
// (@sikka/shared/domain/returns, and its SQL twins): the page reads them from there.
const grounds = RETURN_REASONS.map((reason) => RETURN_REASON_RULES[reason]);
const ourErrors = grounds.filter((g) => g.shopError).map((g) => g.policy.replace(/^the item |^you received /, ''));

export default function ReturnPolicy() {
  return (
    <PolicyLayout title="Return Policy">
      <p>
        We want every collector to be happy with what they receive. If something is not right with your order, you can return it
        under the conditions below.
      </p>

      <h2>{RETURN_WINDOW_DAYS}-day return window</h2>
      <p>Returns are accepted within {RETURN_WINDOW_DAYS} days of delivery when:</p>
      <ul>
        {grounds.map((g, i) => (
          <li key={g.policy}>
            {g.policy}
            {i < grounds.length - 1 ? ';' : '.'}
          </li>
        ))}
      </ul>

      <h2>Condition of returned items</h2>
      <p>
        Return the item exactly as you received it: in its original holder and packaging, with its certificate of authenticity,
        and not cleaned, polished or altered in any way. Coins and notes are sensitive to handling; items damaged after delivery
        cannot be accepted.
      </p>

      <h2>What cannot be returned</h2>
      <ul>
        <li>Items reported after the {RETURN_WINDOW_DAYS}-day window has ended.</li>
        <li>Items returned without their certificate of authenticity or in altered condition.</li>
        <li>Returns for a change of mind on an item that matches its description.</li>
      </ul>

      <h2>How to request a return</h2>
      <ol>
        <li>
          Within {RETURN_WINDOW_DAYS} days of delivery, open your order page (the link in your order e-mails, or My Orders) and
          ask for a return with the reason; up to three photos of the item and its packaging help us resolve it quickly.
        </li>
        <li>We approve the return and e-mail you the address and packing instructions, or tell you why we cannot accept it.</li>
        <li>
          Pack the item securely, send it back by a tracked service and enter the tracking number on your order page; keep the
          courier receipt until your refund arrives.
        </li>
      </ol>

      <h2>Inspection and refund</h2>
      <p>
        Once we receive the item, our experts inspect it. When the return is approved, your refund is processed within{' '}
        {REFUND_BUSINESS_DAYS} business days after inspection, to the UPI account or bank account you paid from, and we issue a
        credit note for it. If the return is due to our error — {ourErrors.join(', ')} — we also refund the shipping you paid and
        reimburse the return postage; otherwise the shipping charge is not refunded and the return postage is yours to pay.
      </p>

      <h2>Cancellations</h2>
      <p>
        You can cancel an order free of charge until it has been dispatched; the full amount is refunded within 3-5 business days.
      </p>
    </PolicyLayout>
  );
}

import { PolicyLayout } from './PolicyLayout';

export default function ReturnPolicy() {
  return (
    <PolicyLayout title="Return Policy">
      <p>
        We want every collector to be happy with what they receive. If something is not right with your order, you can return it
        under the conditions below.
      </p>

      <h2>7-day return window</h2>
      <p>Returns are accepted within 7 days of delivery when:</p>
      <ul>
        <li>the item differs from its description or photographs on the website;</li>
        <li>the authenticity of the item is questionable;</li>
        <li>the item arrived damaged;</li>
        <li>you received the wrong item.</li>
      </ul>

      <h2>Condition of returned items</h2>
      <p>
        Return the item exactly as you received it: in its original holder and packaging, with its certificate of authenticity,
        and not cleaned, polished or altered in any way. Coins and notes are sensitive to handling; items damaged after delivery
        cannot be accepted.
      </p>

      <h2>What cannot be returned</h2>
      <ul>
        <li>Items reported after the 7-day window has ended.</li>
        <li>Items returned without their certificate of authenticity or in altered condition.</li>
        <li>Returns for a change of mind on an item that matches its description.</li>
      </ul>

      <h2>How to request a return</h2>
      <ol>
        <li>
          Contact us within 7 days of delivery by WhatsApp or e-mail with your order number and the reason for the return. Photos
          of the item and its packaging help us resolve it quickly.
        </li>
        <li>We confirm the return and send you the address and packing instructions.</li>
        <li>Pack the item securely and send it back; keep the courier receipt until your refund arrives.</li>
      </ol>

      <h2>Inspection and refund</h2>
      <p>
        Once we receive the item, our experts inspect it. When the return is approved, your refund is processed within 3-5
        business days after inspection, to the UPI account or bank account you paid from. If the return is due to our error — a
        wrong, damaged or not-as-described item — we also refund the shipping you paid and reimburse the return postage.
      </p>

      <h2>Cancellations</h2>
      <p>
        You can cancel an order free of charge until it has been dispatched; the full amount is refunded within 3-5 business days.
      </p>
    </PolicyLayout>
  );
}

import { deliveryArea } from '@sikka/shared/domain/settings';
import { useSellerDetails } from '../seller/useSellerDetails';
import { PolicyLayout } from './PolicyLayout';

export default function ShippingPolicy() {
  // Where the shop delivers is the owner's setting (issue 51): the checkout offers the same states.
  const seller = useSellerDetails();
  const area = seller ? deliveryArea(seller.delivery_states) : null;
  return (
    <PolicyLayout title="Shipping Policy">
      <p>
        Every coin and banknote leaves us carefully protected for its journey to you. This policy explains where we deliver, how
        long it takes and what it costs.
      </p>

      <h2>Where we deliver</h2>
      <p>
        {area ? `We deliver ${area}.` : 'We deliver within India.'} We do not offer international shipping yet; we will announce
        it here when we do.
      </p>

      <h2>Delivery time</h2>
      <p>
        Orders are delivered within 2-5 business days once payment has been confirmed. Remote locations, public holidays and
        events beyond our control may occasionally add a day or two.
      </p>

      <h2>Shipping cost</h2>
      <p>The base shipping cost starts at Rs 75 and goes up to Rs 100, depending on:</p>
      <ul>
        <li>the weight of the package;</li>
        <li>the distance to the delivery address;</li>
        <li>whether the address is in a metro or non-metro location;</li>
        <li>any special handling the item needs, such as rigid protective cases for high-value pieces.</li>
      </ul>
      <p>The shipping charge for your order is always shown at checkout before you pay.</p>

      <h2>Packaging</h2>
      <p>
        Coins travel in protective capsules or holders and banknotes in archival sleeves between rigid boards, inside
        tamper-evident packaging. Please check that the outer packaging is intact when the parcel arrives.
      </p>

      <h2>Tracking</h2>
      <p>When your order is dispatched we send you the courier name and tracking number on the phone number given at checkout.</p>

      <h2>Delivery address and failed deliveries</h2>
      <p>
        Please make sure the name, phone number and address you enter at checkout are complete and correct; the courier may call
        you before delivery. If a parcel is returned to us because nobody could receive it, we will contact you to arrange a new
        delivery.
      </p>

      <h2>Damaged or missing parcels</h2>
      <p>
        If your parcel arrives damaged or the item is not what you ordered, contact us within 7 days of delivery as described in
        our Return Policy and we will make it right.
      </p>
    </PolicyLayout>
  );
}

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DELIVERY } from '../components/DeliveryFields';
import { clearDeliveryDraft, readDeliveryDraft, saveDeliveryDraft } from './deliveryDraft';

beforeEach(() => sessionStorage.clear());

describe('the delivery draft', () => {
  it('keeps what was typed for the next load of the page', () => {
    saveDeliveryDraft({ ...EMPTY_DELIVERY, full_name: 'Asha Rao', pincode: '5600' });
    expect(readDeliveryDraft(EMPTY_DELIVERY)).toEqual({ ...EMPTY_DELIVERY, full_name: 'Asha Rao', pincode: '5600' });
  });

  it('keeps only the delivery fields, as text (never a promo code)', () => {
    sessionStorage.setItem('sikka:delivery-draft', JSON.stringify({ full_name: 'Asha', promo_code: 'WELCOME10', city: 42 }));
    const draft = readDeliveryDraft(EMPTY_DELIVERY);
    expect(draft).toEqual({ ...EMPTY_DELIVERY, full_name: 'Asha' });
    expect(draft).not.toHaveProperty('promo_code');
  });

  it('forgets the draft once the order is placed, and keeps nothing for an empty form', () => {
    saveDeliveryDraft({ ...EMPTY_DELIVERY, city: 'Chennai' });
    clearDeliveryDraft();
    expect(readDeliveryDraft(EMPTY_DELIVERY)).toEqual(EMPTY_DELIVERY);
    saveDeliveryDraft(EMPTY_DELIVERY);
    expect(sessionStorage.getItem('sikka:delivery-draft')).toBeNull();
  });

  it('falls back to the empty form when the kept text is not a draft', () => {
    sessionStorage.setItem('sikka:delivery-draft', '{not json');
    expect(readDeliveryDraft(EMPTY_DELIVERY)).toEqual(EMPTY_DELIVERY);
  });
});

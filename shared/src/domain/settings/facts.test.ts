import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@sikka/shared/config';
import { deliveryArea } from './facts';

describe('deliveryArea', () => {
  it('names the states the shop delivers to', () => {
    expect(deliveryArea(['Andhra Pradesh', 'Karnataka', 'Kerala', 'Tamil Nadu', 'Telangana'])).toBe(
      'to Andhra Pradesh, Karnataka, Kerala, Tamil Nadu and Telangana',
    );
    expect(deliveryArea(['Goa'])).toBe('to Goa');
  });

  it('says across India only when every state and union territory is served', () => {
    expect(deliveryArea(INDIAN_STATES)).toBe('across India');
    expect(deliveryArea(INDIAN_STATES.slice(1))).not.toBe('across India');
  });
});

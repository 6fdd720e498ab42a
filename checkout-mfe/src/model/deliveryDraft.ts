import type { DeliveryInput } from '@sikka/shared/domain/orders';

// What the buyer typed, kept in this tab's sessionStorage until the order is placed: it survives a
// reload and a trip to a UPI app, and is gone when the tab closes (an address is personal; a
// returning buyer is offered the address of their last order from the database instead).
// The promo code is not kept: it is checked again on every use.
const DRAFT_KEY = 'sikka:delivery-draft';

const FIELDS = ['full_name', 'phone', 'address_line1', 'address_line2', 'city', 'state', 'pincode', 'buyer_email'] as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (private mode, policies): the form simply is not kept
  }
}

/** The kept draft over `empty`, field by field; only strings are taken back. */
export function readDeliveryDraft(empty: DeliveryInput): DeliveryInput {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return empty;
  try {
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const draft: Record<string, unknown> = { ...empty };
    for (const field of FIELDS) if (typeof saved[field] === 'string') draft[field] = saved[field];
    return draft as DeliveryInput;
  } catch {
    return empty;
  }
}

export function saveDeliveryDraft(values: Partial<DeliveryInput>): void {
  const kept = Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? '']));
  // An empty form (just reset after an order) keeps nothing.
  if (Object.values(kept).every((value) => value === '')) {
    clearDeliveryDraft();
    return;
  }
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // full or blocked: nothing to do, the form still works
  }
}

export function clearDeliveryDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}

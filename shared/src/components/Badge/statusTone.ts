import type { BadgeTone } from './Badge';

// Status colours of spec §4, one place for every admin table and listing page.

/** Sold and unavailable are red; available (and any other, active, status) is green. */
export function collectibleStatusTone(status: string | null | undefined): BadgeTone {
  return status === 'sold' || status === 'unavailable' ? 'red' : 'green';
}

/** Order: received blue, fulfilled green, cancelled red; any other value is pending-style yellow. */
export function orderStatusTone(status: string | null | undefined): BadgeTone {
  switch (status) {
    case 'received': return 'blue';
    case 'fulfilled': return 'green';
    case 'cancelled': return 'red';
    default: return 'yellow';
  }
}

/** Seller submission: pending blue, accepted green, rejected red, any other value yellow. */
export function submissionStatusTone(status: string | null | undefined): BadgeTone {
  switch (status) {
    case 'pending': return 'blue';
    case 'accepted': return 'green';
    case 'rejected': return 'red';
    default: return 'yellow';
  }
}

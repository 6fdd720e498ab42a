// place_order raises business refusals as P0001 with a message meant for people (e.g. the item was sold
// meanwhile, or the promo ran out); other failures (network, server) say nothing the buyer can act on.
const BUSINESS_RULE = 'P0001';

/** The database's reason for refusing the order, when it gave one the buyer should read. */
export function orderRefusalReason(error: unknown): string | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === BUSINESS_RULE && typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * The server's clock as a page knows it (issue 47: "time left counted from the server's clock"). A lot
 * closes by the database's clock; a browser's clock may be minutes off. Every read of a lot brings the
 * server's `now`, and the page keeps the offset between that and its own clock.
 */

/**
 * The offset (server − browser, ms) from a server timestamp read by a request sent at `sentAt` and
 * answered at `receivedAt` (browser ms): the server read its clock somewhere in between, so the middle.
 */
export function clockOffset(serverNow: string, receivedAt: number, sentAt: number = receivedAt): number {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server)) return 0;
  return server - (sentAt + receivedAt) / 2;
}

/** Milliseconds until `closesAt` at the server's `now` (never below 0). */
export function msLeft(closesAt: string, serverNowMs: number): number {
  return Math.max(0, Date.parse(closesAt) - serverNowMs);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Time left as people read it on a lot: '2d 4h', '3h 12m', '12m 05s', '45s'; 'Closed' at 0. Seconds only
 * in the last hour, when they matter.
 */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return 'Closed';
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${pad(rest)}s`;
  return `${rest}s`;
}

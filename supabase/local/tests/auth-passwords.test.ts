import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/auth/passwords.ts';

describe('password hashing', () => {
  it('checks passwords off the main thread: the event loop stays free during a burst of sign-ins', async () => {
    const hash = await hashPassword('right-password');
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => verifyPassword(`guess-${i}`, hash)));
    delay.disable();
    const maxMs = Math.round(delay.max / 1e6);
    // bcryptjs on the main thread: 607 ms; in worker threads: tens of ms (scheduling on a busy machine).
    console.log(`longest event-loop stall during 8 bcrypt comparisons: ${maxMs} ms`);
    expect(results).toEqual(Array(8).fill(false));
    expect(maxMs).toBeLessThan(200);
    expect(await verifyPassword('right-password', hash)).toBe(true);
  });

  it('spends a comparison on a missing hash too, and answers false', async () => {
    const started = performance.now();
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-bcrypt-hash')).toBe(false);
    // two cost-10 comparisons take tens of ms; returning at once took under 1 ms
    expect(performance.now() - started).toBeGreaterThan(20);
  });

  it('hashes as GoTrue does ($2a$, cost 10)', async () => {
    expect(await hashPassword('secret')).toMatch(/^\$2a\$10\$/);
  });
});

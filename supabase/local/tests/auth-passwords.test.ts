import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { bcryptCompare } from '../src/auth/bcrypt-pool.ts';
import { hashPassword, verifyPassword } from '../src/auth/passwords.ts';

// The pool's comparison, counted: verifyPassword takes the comparison to use (the pool's by default).
const compare = { calls: 0 };
const countedCompare = (password: string, hash: string) => {
  compare.calls++;
  return bcryptCompare(password, hash);
};

describe('password hashing', () => {
  it('checks passwords off the main thread: the event loop stays free during a burst of sign-ins', async () => {
    const hash = await hashPassword('right-password');
    const delay = monitorEventLoopDelay({ resolution: 5 });
    const before = performance.eventLoopUtilization();
    delay.enable();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => verifyPassword(`guess-${i}`, hash)));
    delay.disable();
    // The share of the burst's time the main thread was busy: ~1 when bcrypt runs on it (bcryptjs, sync
    // or in its async slices), a few per cent when the workers do. A ratio, so a loaded machine, which
    // stretches both the work and the wait, does not move it much (the stall is printed, not asserted).
    const busy = performance.eventLoopUtilization(before).utilization;
    // bcryptjs on the main thread: a 607 ms stall; in worker threads: tens of ms.
    console.log(
      `8 bcrypt comparisons: longest event-loop stall ${Math.round(delay.max / 1e6)} ms, main thread busy ${Math.round(busy * 100)} %`,
    );
    expect(results).toEqual(Array(8).fill(false));
    expect(busy).toBeLessThan(0.5);
    expect(await verifyPassword('right-password', hash)).toBe(true);
  });

  it('spends a comparison on a missing hash too, and answers false', async () => {
    const before = compare.calls;
    expect(await verifyPassword('anything', null, countedCompare)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-bcrypt-hash', countedCompare)).toBe(false);
    // As many comparisons as for a known address: the time taken does not tell the two apart.
    expect(compare.calls - before).toBe(2);
  });

  it('hashes as GoTrue does ($2a$, cost 10)', async () => {
    expect(await hashPassword('secret')).toMatch(/^\$2a\$10\$/);
  });
});

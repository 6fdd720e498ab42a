// What the supabase-local benches share: a throw-away data directory and interleaved timing with p50/p95.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh directory for a bench's database, removed by `remove()`. */
export function benchRoot(prefix: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
  chmodSync(root, 0o755); // as root, Postgres runs as the postgres user and must reach the data dir
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Runs the variants alternately (`warmup` rounds untimed, then `iterations` timed), so cache warmth and
 * machine load affect them alike. Answers [p50, p95] in ms per variant.
 */
export async function measureInterleaved(
  { iterations, warmup }: { iterations: number; warmup: number },
  ...variants: ((i: number) => Promise<unknown>)[]
): Promise<[number, number][]> {
  for (let i = 0; i < warmup; i++) for (const run of variants) await run(i);
  const times = variants.map(() => [] as number[]);
  for (let i = 0; i < iterations; i++) {
    for (const [v, run] of variants.entries()) {
      const start = performance.now();
      await run(i);
      times[v]!.push(performance.now() - start);
    }
  }
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return [t[Math.floor(t.length * 0.5)]!, t[Math.floor(t.length * 0.95)]!];
  });
}

/** '  12.34 ms   15.67 ms' */
export function fmt([p50, p95]: readonly number[]): string {
  return `${p50!.toFixed(2).padStart(7)} ms ${p95!.toFixed(2).padStart(7)} ms`;
}

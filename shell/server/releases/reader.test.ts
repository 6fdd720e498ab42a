import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registryReader } from './reader';
import { EMPTY_REGISTRY, formatRegistry, promote, recordPublished } from './registry';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const good = promote(
  recordPublished(EMPTY_REGISTRY, 'catalog', '1.0.0', 'http://localhost:3000/releases/catalog/1.0.0/mf-manifest.json', {
    by: 't',
  }),
  'catalog',
  '1.0.0',
  { by: 't' },
);

/** Writes `text` with a new modification time (the reader notices a change by size and time). */
function write(path: string, text: string, second: number) {
  writeFileSync(path, text);
  utimesSync(path, second, second);
}

describe('registryReader', () => {
  it('serves nothing from a missing file, the file once written, and the last good one when the file breaks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    dirs.push(dir);
    const path = join(dir, 'registry.json');
    const logged: string[] = [];
    const reader = registryReader({ path, pollMs: 60_000, log: (line) => logged.push(line) });
    try {
      await reader.refresh();
      expect(reader.current()).toEqual(EMPTY_REGISTRY);
      expect(reader.status()).toMatchObject({ ok: true });

      write(path, formatRegistry(good), 1000);
      await reader.refresh();
      expect(reader.current()).toEqual(good);

      write(path, '{ "remotes": { "catalog": ', 2000);
      await reader.refresh();
      expect(reader.current()).toEqual(good);
      expect(reader.status()).toMatchObject({ ok: false, error: expect.stringMatching(/not valid JSON/) });
      expect(logged.join('\n')).toMatch(/still serving the last good registry/);

      // Unchanged file: not read again, not logged again.
      await reader.refresh();
      expect(logged).toHaveLength(1);

      write(path, formatRegistry(EMPTY_REGISTRY), 3000);
      await reader.refresh();
      expect(reader.current()).toEqual(EMPTY_REGISTRY);
      expect(reader.status().ok).toBe(true);
      expect(logged.at(-1)).toMatch(/readable again/);
    } finally {
      reader.stop();
    }
  });
});

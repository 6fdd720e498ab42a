import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import type { PageLoader } from '@sikka/shared/federation';
import { LOADER_READ_MS, sharedRead } from './sharedRead';

/** A loader that counts its reads and answers with the slug and URL it was given. */
function countingLoader(fail = false) {
  const reads: string[] = [];
  const loader: PageLoader<string> = async ({ params, url }) => {
    reads.push(url.href);
    if (fail && reads.length === 1) throw new Error('the API is down');
    return { status: 200, data: `${params.slug} ${url.search}` };
  };
  return { loader, reads };
}

const url = (path: string) => new URL(path, 'https://shop.example');

describe('sharedRead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads once for the renders of one address for a while, then again without making a render wait', async () => {
    const { loader, reads } = countingLoader();
    const [first, second] = await Promise.all([
      sharedRead(loader, { slug: 'dinar' }, url('/dinar')),
      sharedRead(loader, { slug: 'dinar' }, url('/dinar')),
    ]);
    assert.deepEqual(first, { status: 200, data: 'dinar ' });
    assert.equal(second, first);
    assert.equal(reads.length, 1);
    // Past its time the answer still serves once while the next read is made, which then serves.
    vi.advanceTimersByTime(LOADER_READ_MS + 1);
    assert.equal(await sharedRead(loader, { slug: 'dinar' }, url('/dinar')), first);
    assert.equal(reads.length, 2);
    const next = await sharedRead(loader, { slug: 'dinar' }, url('/dinar'));
    assert.notEqual(next, first);
    assert.deepEqual(next, first);
    // Past twice its time nothing old serves: the render waits for a new read.
    vi.advanceTimersByTime(2 * LOADER_READ_MS + 1);
    assert.notEqual(await sharedRead(loader, { slug: 'dinar' }, url('/dinar')), next);
    assert.equal(reads.length, 3);
  });

  it('keeps other inputs apart: another slug, another query, another loader', async () => {
    const { loader, reads } = countingLoader();
    const other = countingLoader();
    assert.deepEqual(await sharedRead(loader, { slug: 'rupee' }, url('/rupee')), { status: 200, data: 'rupee ' });
    assert.deepEqual(await sharedRead(loader, { slug: 'anna' }, url('/anna')), { status: 200, data: 'anna ' });
    assert.deepEqual(await sharedRead(loader, { slug: 'anna' }, url('/anna?page=2')), { status: 200, data: 'anna ?page=2' });
    await sharedRead(other.loader, { slug: 'anna' }, url('/anna'));
    assert.equal(reads.length, 3);
    assert.equal(other.reads.length, 1);
  });

  it('does not keep a failed read: the next render reads again', async () => {
    const { loader, reads } = countingLoader(true);
    await assert.rejects(sharedRead(loader, { slug: 'pice' }, url('/pice')), /the API is down/);
    assert.deepEqual(await sharedRead(loader, { slug: 'pice' }, url('/pice')), { status: 200, data: 'pice ' });
    assert.equal(reads.length, 2);
  });
});

import { describe, expect, it } from 'vitest';
import type { RenderRequest, RenderResult } from '../../src/ssr/entry';
import { oneListAtATime } from './pages';

const request = (list: string, url: string): RenderRequest =>
  ({
    url,
    origin: 'http://shop',
    config: {},
    remotes: [{ name: 'catalog', entry: list }],
    deployment: {},
  }) as unknown as RenderRequest;

describe('oneListAtATime', () => {
  it('runs renders of one remote list together and a render of another list only once they have ended', async () => {
    const log: string[] = [];
    const finish = new Map<string, () => void>();
    const render = oneListAtATime(async (req) => {
      log.push(`start ${req.url}`);
      await new Promise<void>((resolve) => finish.set(req.url, resolve));
      log.push(`end ${req.url}`);
      return { status: 200, page: req.url } as unknown as RenderResult;
    });
    const a1 = render(request('v1', '/a1'));
    const a2 = render(request('v1', '/a2'));
    const b = render(request('v2', '/b'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['start /a1', 'start /a2']);
    finish.get('/a1')!();
    await a1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['start /a1', 'start /a2', 'end /a1']);
    finish.get('/a2')!();
    await a2;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log.at(-1)).toBe('start /b');
    finish.get('/b')!();
    expect((await b).page).toBe('/b');
  });

  it('lets a waiting list have its turn: renders of the current list that arrive after it wait behind it', async () => {
    const log: string[] = [];
    const finish = new Map<string, () => void>();
    const render = oneListAtATime(async (req) => {
      log.push(`start ${req.url}`);
      await new Promise<void>((resolve) => finish.set(req.url, resolve));
      return { status: 200, page: req.url } as unknown as RenderResult;
    });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
    const a1 = render(request('v1', '/a1'));
    const b = render(request('v2', '/b'));
    await tick();
    const a2 = render(request('v1', '/a2'));
    await tick();
    expect(log).toEqual(['start /a1']);
    finish.get('/a1')!();
    await a1;
    await tick();
    expect(log).toEqual(['start /a1', 'start /b']);
    finish.get('/b')!();
    await b;
    await tick();
    expect(log).toEqual(['start /a1', 'start /b', 'start /a2']);
    finish.get('/a2')!();
    await a2;
  });

  it("holds a list's turn until its document is written whole (a streamed page renders on after the answer)", async () => {
    const log: string[] = [];
    let written!: (incomplete: boolean) => void;
    const render = oneListAtATime(async (req) => {
      log.push(`start ${req.url}`);
      const document = req.url === '/a' ? { incomplete: new Promise<boolean>((resolve) => (written = resolve)) } : undefined;
      return { status: 200, document } as unknown as RenderResult;
    });
    await render(request('v1', '/a'));
    const b = render(request('v2', '/b'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(['start /a']);
    written(false);
    await b;
    expect(log).toEqual(['start /a', 'start /b']);
  });
});

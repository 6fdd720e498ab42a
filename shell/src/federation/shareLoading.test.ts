import { createInstance } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLoadingPlugin, yieldToMain } from './shareLoading';

type LoadShareArgs = Parameters<NonNullable<ReturnType<typeof shareLoadingPlugin>['beforeLoadShare']>>[0];
type ShareInfo = NonNullable<LoadShareArgs['shareInfo']>;
const share = (requiredVersion: string | false): ShareInfo => ({
  version: '0.1.0',
  scope: ['default'],
  shareConfig: { singleton: true, requiredVersion },
  from: 'shell',
  deps: [],
  useIn: [],
  loaded: false,
  loading: null,
  strategy: 'loaded-first',
  get: async () => () => ({}),
});

describe('shareLoadingPlugin on a share', () => {
  /** The share the plugin hands the runtime for `shareInfo`. */
  async function handed(shareInfo: ShareInfo) {
    const plugin = shareLoadingPlugin(() => Promise.resolve());
    const args = { pkgName: 'lib', shareInfo, shared: {}, origin: {} } as LoadShareArgs;
    return ((await plugin.beforeLoadShare!(args)) as LoadShareArgs).shareInfo;
  }

  it('drops a requirement every version meets (*)', async () => {
    const info = share('*');
    expect((await handed(info))?.shareConfig?.requiredVersion).toBe(false);
    expect(info.shareConfig?.requiredVersion).toBe('*'); // the runtime's own object is left as it was
  });

  it("keeps a real range (react's) and a share without one as they are", async () => {
    const react = share('^19.3.1');
    expect(await handed(react)).toBe(react);
    const none = share(false);
    expect(await handed(none)).toBe(none);
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('else waits for a timer: what was queued before it runs first', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued task'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });
});

describe('shareLoadingPlugin in the federation runtime', () => {
  /** A runtime instance of the page with one shared singleton, `lib`, at `version`, required as `range`. */
  function page(version: string, range: string, yieldFirst: () => Promise<void>) {
    const lib = { version };
    const instance = createInstance({
      name: `page${Math.random().toString(36).slice(2)}`,
      remotes: [],
      shared: { lib: { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: range } } },
      plugins: [shareLoadingPlugin(yieldFirst)],
    });
    return { instance, lib };
  }

  it('loads a * singleton, after a yield to the main thread', async () => {
    const steps: string[] = [];
    const yieldFirst = vi.fn(async () => {
      steps.push('yield');
    });
    const { instance, lib } = page('0.1.0', '*', yieldFirst);
    const factory = await instance.loadShare<typeof lib>('lib');
    steps.push('loaded');
    expect(factory).toBeTypeOf('function');
    expect((factory as () => typeof lib)()).toBe(lib);
    expect(steps).toEqual(['yield', 'loaded']);
  });

  it('does not answer before the yield has', async () => {
    let release = () => {};
    const { instance } = page('0.1.0', '*', () => new Promise<void>((resolve) => (release = resolve)));
    let settled = false;
    const loading = instance.loadShare('lib').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    await loading;
    expect(settled).toBe(true);
  });

  it('still warns when a singleton misses a real range (react and react-dom keep theirs)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { instance } = page('18.3.1', '^19.3.1', () => Promise.resolve());
    await instance.loadShare('lib');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/18\.3\.1.*does not satisfy.*\^19\.3\.1/);
    warn.mockRestore();
  });
});

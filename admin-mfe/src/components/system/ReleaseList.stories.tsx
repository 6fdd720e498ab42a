import type { ReleaseStatus } from '../../model/releases';
import { ReleaseList } from './ReleaseList';

export default { title: 'Admin/System/ReleaseList', component: ReleaseList };

const status: ReleaseStatus = {
  registry: { path: 'releases/registry.json', ok: true, readAt: '2026-11-29T04:00:00Z' },
  remotes: {
    catalog: {
      live: '1.0.0',
      canary: { version: '2.0.0', share: 30 },
      manifest: 'http://localhost:3000/releases/catalog/1.0.0/mf-manifest.json',
      published: ['1.0.0', '2.0.0'],
      withdrawn: [],
      history: [
        { at: '2026-11-29T03:00:00Z', by: 'Asha', action: 'publish', version: '1.0.0' },
        { at: '2026-11-29T03:05:00Z', by: 'Asha', action: 'promote', version: '1.0.0' },
        { at: '2026-11-29T03:40:00Z', by: 'Ravi', action: 'canary', version: '2.0.0', share: 30 },
      ],
      counts: {
        default: { pages: 0, errors: 0, recent: [] },
        '1.0.0': { pages: 412, errors: 1, recent: ['/: Remote module did not load'] },
        '2.0.0': { pages: 170, errors: 0, recent: [] },
      },
    },
    blog: {
      live: null,
      canary: null,
      manifest: 'http://localhost:3004/mf-manifest.json',
      published: [],
      withdrawn: [],
      history: [],
      counts: { default: { pages: 220, errors: 0, recent: [] } },
    },
  },
};

export const LiveAndCanary = { args: { status, trying: false, onTry: () => {} } };

export const RegistryUnreadable = {
  args: {
    status: {
      ...status,
      registry: { ...status.registry, ok: false, error: 'the registry is not valid JSON (Unexpected end of JSON input)' },
    },
    trying: false,
    onTry: () => {},
  },
};

export const TryRefused = {
  args: { status, trying: false, onTry: () => {}, tryFailure: 'Only a signed-in member of staff can do this.' },
};

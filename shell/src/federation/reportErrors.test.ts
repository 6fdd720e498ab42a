// @vitest-environment jsdom
import { reportRemoteError } from '@sikka/shared/federation';
import { describe, expect, it } from 'vitest';
import { releaseVersionOf, reportRemoteErrors } from './reportErrors';

describe('reportRemoteErrors', () => {
  it("reports a remote slot's failure with the remote's release version and the page's path, nothing else", () => {
    const sent: string[] = [];
    reportRemoteErrors(
      [
        { name: 'catalog', entry: 'http://localhost:3000/releases/catalog/2.0.0/mf-manifest.json' },
        { name: 'blog', entry: 'http://localhost:3004/mf-manifest.json' },
      ],
      (body) => {
        sent.push(body);
        return true;
      },
    );
    window.history.pushState({}, '', '/some-coin?email=a@b.c');
    reportRemoteError('remote "catalog/ListingPage"', new Error('boom'));
    reportRemoteError('remote "blog/BlogListPage"', 'plain');
    reportRemoteError('privacy policy', new Error('not a remote'));
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      { remote: 'catalog', version: '2.0.0', route: '/some-coin', message: 'boom' },
      { remote: 'blog', version: 'default', route: '/some-coin', message: 'plain' },
    ]);
  });

  it('reads a version from a release URL only', () => {
    expect(releaseVersionOf('https://cdn.example/releases/sell/1.2.0+20261129.1/mf-manifest.json')).toBe('1.2.0+20261129.1');
    expect(releaseVersionOf('http://localhost:3003/mf-manifest.json')).toBe('default');
    expect(releaseVersionOf(undefined)).toBe('default');
  });
});

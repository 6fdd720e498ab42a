/**
 * Errors by version (issue 48): a remote area of this page that fails to load or to render is reported
 * to the shop's server (POST /releases/errors) with the remote, its version (from its release's URL,
 * /releases/<remote>/<version>/; 'default' for remotes.json's own), the page's path and the error's
 * message: nothing about the visitor. The System panel counts them per version; a canary with too many
 * is rolled back.
 */
import { onRemoteError, type RemoteEntry } from '@sikka/shared/federation';

/** The version in a release's URL, or 'default'. */
export function releaseVersionOf(entry: string | undefined): string {
  return (entry && /\/releases\/[^/]+\/([^/]+)\//.exec(entry)?.[1]) || 'default';
}

export function reportRemoteErrors(
  remotes: readonly RemoteEntry[],
  send = (body: string) => navigator.sendBeacon?.('/releases/errors', body),
) {
  onRemoteError((slot, error) => {
    const remote = /^remote "([a-z][\w-]*)\//.exec(slot)?.[1];
    if (!remote) return;
    send(
      JSON.stringify({
        remote,
        version: releaseVersionOf(remotes.find((entry) => entry.name === remote)?.entry),
        route: window.location.pathname,
        message: String((error as Error)?.message ?? error).slice(0, 300),
      }),
    );
  });
}

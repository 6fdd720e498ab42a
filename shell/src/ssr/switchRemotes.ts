/**
 * The shop's server renders each request with the remote versions the release registry gives it
 * (shell/server/releases), one list at a time: when the list changes, only the remotes whose entry
 * changed are registered again with the federation runtime, and the modules loaded from their previous
 * version are forgotten, so the next render loads the new version's.
 */
import { forgetRemoteModules } from '@sikka/shared/federation';

const registered = new Map<string, string>();

/** The remotes of `remotes` whose entry differs from the one registered last (all, the first time). */
export function switchedRemotes<R extends { name: string; entry: string }>(remotes: readonly R[]): R[] {
  const changed = remotes.filter((remote) => registered.get(remote.name) !== remote.entry);
  for (const remote of changed) {
    if (registered.has(remote.name)) forgetRemoteModules(remote.name);
    registered.set(remote.name, remote.entry);
  }
  return changed;
}

import { Fragment, useState } from 'react';
import { formatDateTime } from '@sikka/shared/format';
import { Badge, Button, Field, NativeSelect } from '@sikka/shared/ui';
import { errorRateText, historyText, type ReleaseStatus } from '../../model/releases';
import styles from './System.module.css';

export interface ReleaseListProps {
  status: ReleaseStatus;
  /** Loads a version in this browser only (null: back to the visitors' versions). */
  onTry(remote: string | null, version?: string): void;
  trying: boolean;
  /** Why the last try was refused. */
  tryFailure?: string;
  /** What this browser was last set to load. */
  tried?: string;
}

/** Releases (issue 48): each remote's live version, its canary, errors per version, the latest history; and a version to try. */
export function ReleaseList({ status, onTry, trying, tryFailure, tried }: ReleaseListProps) {
  const names = Object.keys(status.remotes);
  const withVersions = names.filter((name) => status.remotes[name]!.published.length > 0);
  const [remote, setRemote] = useState(withVersions[0] ?? '');
  const versions = status.remotes[remote]?.published ?? [];
  const [version, setVersion] = useState('');
  const chosen = versions.includes(version) ? version : (versions.at(-1) ?? '');
  return (
    <section className={styles.section} aria-labelledby="system-releases">
      <h2 id="system-releases" className={styles.heading}>
        Releases
        <Badge tone={status.registry.ok ? 'green' : 'red'}>{status.registry.ok ? 'Registry read' : 'Registry unreadable'}</Badge>
      </h2>
      {!status.registry.ok && (
        <p role="alert" className={styles.error}>
          The registry file cannot be read ({status.registry.error}); the last good registry
          {status.registry.readAt ? `, read ${formatDateTime(status.registry.readAt)},` : ''} keeps serving.
        </p>
      )}
      <ul className={styles.list} aria-label="Releases per remote">
        {names.map((name) => {
          const releases = status.remotes[name]!;
          return (
            <li key={name} className={styles.item}>
              <p className={styles.name}>{name}</p>
              <dl className={styles.facts}>
                <dt>Live</dt>
                <dd>{releases.live ?? 'The deployed remotes.json'}</dd>
                <dt>Canary</dt>
                <dd>{releases.canary ? `${releases.canary.version} for ${releases.canary.share} % of visitors` : 'None'}</dd>
                {Object.entries(releases.counts)
                  .filter(([, counts]) => counts.pages > 0 || counts.errors > 0)
                  .map(([version, counts]) => (
                    <Fragment key={version}>
                      <dt>Errors, {version === 'default' ? 'deployed' : version}</dt>
                      <dd>{errorRateText(counts)}</dd>
                    </Fragment>
                  ))}
                <dt>Published</dt>
                <dd>{releases.published.length ? releases.published.join(', ') : 'None'}</dd>
              </dl>
              {releases.history.length > 0 && (
                <ol className={styles.history} aria-label={`${name}'s latest releases`} reversed>
                  {releases.history
                    .slice(-5)
                    .reverse()
                    .map((entry) => (
                      <li key={`${entry.at}-${entry.action}-${entry.version}`}>
                        {historyText(entry)}, {formatDateTime(entry.at)} by {entry.by}
                      </li>
                    ))}
                </ol>
              )}
            </li>
          );
        })}
      </ul>
      {withVersions.length > 0 && (
        <form
          className={styles.tryForm}
          aria-label="Try a version in this browser"
          onSubmit={(event) => {
            event.preventDefault();
            onTry(remote, chosen);
          }}
        >
          <p className={styles.summary}>
            Load a published version in this browser only, to try it inside the shop before it is released.
          </p>
          <Field label="Remote">
            <NativeSelect
              options={withVersions.map((name) => ({ value: name, label: name }))}
              value={remote}
              onValueChange={setRemote}
            />
          </Field>
          <Field label="Version">
            <NativeSelect options={versions.map((v) => ({ value: v, label: v }))} value={chosen} onValueChange={setVersion} />
          </Field>
          <div className={styles.actions}>
            <Button type="button" size="sm" variant="secondary" disabled={trying} onClick={() => onTry(null)}>
              Stop trying
            </Button>
            <Button type="submit" size="sm" disabled={trying || !chosen}>
              Try in this browser
            </Button>
          </div>
          {tryFailure && (
            <p role="alert" className={styles.error}>
              {tryFailure}
            </p>
          )}
          {tried && !tryFailure && (
            <p role="status" className={styles.summary}>
              {tried}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

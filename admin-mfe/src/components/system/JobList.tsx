import { formatDateTime } from '@sikka/shared/format';
import { Badge, EmptyState } from '@sikka/shared/ui';
import { jobState, type ScheduledJob, scheduleWords } from '../../model/system';
import styles from './System.module.css';

/** The scheduled jobs: each one's schedule, last run and its outcome, last failure and failures of the day. */
export function JobList({ jobs }: { jobs: ScheduledJob[] }) {
  const well = jobs.every((job) => job.well);
  return (
    <section className={styles.section} aria-labelledby="system-jobs">
      <h2 id="system-jobs" className={styles.heading}>
        Scheduled jobs <Badge tone={well ? 'green' : 'red'}>{well ? 'OK' : 'Needs attention'}</Badge>
      </h2>
      {jobs.length === 0 ? (
        <EmptyState title="No scheduled jobs" />
      ) : (
        <ul className={styles.list} aria-label="Scheduled jobs">
          {jobs.map((job) => {
            const state = jobState(job);
            return (
              <li key={job.jobname} className={styles.item}>
                <div className={styles.itemHead}>
                  <p className={styles.name}>{job.jobname}</p>
                  <Badge tone={state.tone}>{state.label}</Badge>
                </div>
                <dl className={styles.facts}>
                  <dt>Schedule</dt>
                  <dd>{scheduleWords(job.schedule)}</dd>
                  <dt>Last run</dt>
                  <dd>{job.last_started_at ? `${formatDateTime(job.last_started_at)}: ${job.last_status}` : 'Not yet'}</dd>
                  <dt>Failures today</dt>
                  <dd>{job.failures_last_day}</dd>
                  {job.last_failed_at && (
                    <>
                      <dt>Last failure</dt>
                      <dd>
                        {formatDateTime(job.last_failed_at)}: {job.last_failure}
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { Cron } from 'croner';
import type { Pool } from 'pg';

/** A row of cron.job as the runner needs it. */
interface Job {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
  username: string;
}

/** When a job next runs, from its schedule: pg_cron's '[1-59] seconds' or a cron expression (UTC, as pg_cron's default). */
export function nextRunAfter(schedule: string, after: Date): Date | null {
  const seconds = /^\s*(\d+)\s+seconds?\s*$/.exec(schedule);
  if (seconds) return new Date(after.getTime() + Number(seconds[1]) * 1000);
  // pg_cron writes the month's last day as '$'; croner as 'L'.
  const pattern = schedule.trim().replace(/\$/g, 'L');
  try {
    return new Cron(pattern, { timezone: 'Etc/UTC', paused: true }).nextRun(after);
  } catch {
    return null;
  }
}

export interface CronRunner {
  /** Runs every job that is due at `now` (the timer calls it each second; tests may call it directly). */
  tick(now?: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * pg_cron's background worker, for supabase/local: each second reads cron.job and runs the active jobs
 * of this database that are due, each as its job's user in its own transaction, never two runs of one
 * job at once, recording every run in cron.job_run_details as pg_cron does.
 */
/**
 * Jobs supabase/local runs itself rather than as SQL (the nightly backup), by job name: each resolves to
 * the run's message or throws, and its runs are recorded like any other job's.
 */
export type LocalJobs = ReadonlyMap<string, () => Promise<string>>;

export function startCronRunner(
  pool: Pool,
  log: (line: string) => void,
  intervalMs = 1000,
  localJobs: LocalJobs = new Map(),
): CronRunner {
  const due = new Map<string, { schedule: string; at: Date | null }>();
  const running = new Map<string, Promise<void>>();
  let ticking: Promise<void> | undefined;
  let closed = false;

  async function tick(now = new Date()): Promise<void> {
    const jobs = (
      await pool.query<Job>(
        `select jobid::text, jobname, schedule, command, username from cron.job
          where active and database = current_database()`,
      )
    ).rows;
    const seen = new Set<string>();
    for (const job of jobs) {
      seen.add(job.jobid);
      const known = due.get(job.jobid);
      if (!known || known.schedule !== job.schedule) {
        due.set(job.jobid, { schedule: job.schedule, at: nextRunAfter(job.schedule, now) });
        continue;
      }
      if (!known.at || known.at > now || running.has(job.jobid)) continue;
      known.at = nextRunAfter(job.schedule, now);
      const run = runJob(pool, job, localJobs.get(job.jobname ?? ''))
        .catch((err) => log(`cron: job ${job.jobid} could not be run: ${(err as Error).message}`))
        .finally(() => running.delete(job.jobid));
      running.set(job.jobid, run);
    }
    for (const id of due.keys()) if (!seen.has(id)) due.delete(id);
  }

  const timer = setInterval(() => {
    if (closed || ticking) return;
    ticking = tick()
      .catch((err) => log(`cron: ${(err as Error).message}`))
      .finally(() => {
        ticking = undefined;
      });
  }, intervalMs);
  timer.unref();

  return {
    tick,
    async close() {
      closed = true;
      clearInterval(timer);
      await ticking;
      await Promise.all(running.values());
    },
  };
}

async function runJob(pool: Pool, job: Job, local?: () => Promise<string>): Promise<void> {
  const client = await pool.connect();
  try {
    const started = await client.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, pg_backend_pid(), current_database(), $2, $3, 'running', clock_timestamp()) returning runid::text`,
      [job.jobid, job.username, job.command],
    );
    const runid = started.rows[0]!.runid;
    let status = 'succeeded';
    let message: string;
    try {
      if (local) {
        message = await local();
      } else {
        await client.query('select set_config($1, $2, false)', ['role', job.username]);
        // The simple query protocol runs a multi-statement command as one implicit transaction, as pg_cron does.
        const result = await client.query(job.command);
        const last = Array.isArray(result) ? result.at(-1) : result;
        message = last?.command ? `${last.command} ${last.rowCount ?? ''}`.trim() : '';
      }
    } catch (err) {
      status = 'failed';
      message = (err as Error).message;
    } finally {
      await client.query('reset role').catch(() => {});
    }
    await client.query(
      `update cron.job_run_details set status = $2, return_message = $3, end_time = clock_timestamp() where runid = $1`,
      [runid, status, message],
    );
  } finally {
    client.release();
  }
}

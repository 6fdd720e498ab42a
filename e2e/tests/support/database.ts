import { readFileSync } from 'node:fs';
import pg from 'pg';
import { repoDir } from './servers';

/** The e2e stack's own database (.data/e2e), found from its Postgres's postmaster.pid: fixtures only. */
export function e2eDatabase(): pg.Pool {
  const pid = readFileSync(`${repoDir('.data/e2e')}postgres/postmaster.pid`, 'utf8').split('\n');
  return new pg.Pool({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${pid[3]}/postgres`, max: 1 });
}

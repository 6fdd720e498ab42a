import { parseArgs } from 'node:util';
import { startServer } from './server.ts';

const USAGE = `Usage: supabase-local [--project-dir supabase] [--port 54321] [--host 127.0.0.1] [--data-dir .data/db] [--reset]
                      [--backup-dir <dir> [--backup-keep 7] [--backup-schedule '30 21 * * *']]

Serves a Supabase CLI project (config.toml, migrations/, seed.sql, functions/) over the Supabase HTTP APIs
with an embedded PostgreSQL. DATABASE_URL uses that Postgres instead; JWT_SECRET overrides the CLI's local secret.
--backup-dir turns on the nightly backup (a scheduled job, pg_cron's grammar, UTC): one file of the database and
the stored files into that folder, keeping the newest --backup-keep.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'project-dir': { type: 'string', default: 'supabase' },
      port: { type: 'string', default: '54321' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string', default: '.data/db' },
      reset: { type: 'boolean', default: false },
      'backup-dir': { type: 'string' },
      'backup-keep': { type: 'string', default: '7' },
      'backup-schedule': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, got "${values.port}"`);

  const keep = Number(values['backup-keep']);
  if (!Number.isInteger(keep) || keep < 0)
    throw new Error(`--backup-keep must be a whole number, got "${values['backup-keep']}"`);
  const backupDir = values['backup-dir'];
  const server = await startServer({
    backups: backupDir ? { dir: backupDir, keep, schedule: values['backup-schedule'] } : undefined,
    projectDir: values['project-dir'],
    port,
    host: values.host,
    dataDir: values['data-dir'],
    reset: values.reset,
    log: (line) => console.error(line),
  });
  const { ctx } = server;
  // The same block `supabase status` prints, so copy-paste habits carry over.
  console.log(`
supabase-local is running.

         API URL: ${server.url}
     GraphQL URL: ${server.url}/graphql/v1 (not served)
          DB URL: ${server.databaseUrl}
      JWT secret: ${ctx.jwtSecret}
        anon key: ${ctx.anonKey}
service_role key: ${ctx.serviceRoleKey}
`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`Received ${signal}, stopping…`);
    await server.close().catch((err) => console.error(err));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

// A bug in one request must not take the whole backend down for every other client.
process.on('unhandledRejection', (err) => console.error('[unhandledRejection]', err));

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

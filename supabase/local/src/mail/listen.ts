/**
 * Where the inbox's two listeners go when their configured port is taken (another supabase-local, a second
 * project, `supabase start`): the inbox is a convenience, so it takes a free port and says where, rather
 * than stopping the API with it. Any other failure is one line naming the port and its setting.
 */

/** A listener of the inbox: its setting's names in config.toml and the environment, for the messages. */
export interface InboxListener {
  /** 'web inbox' or 'SMTP'. */
  what: string;
  /** `[inbucket] port` / `SUPABASE_INBUCKET_PORT`. */
  setting: string;
}

export const WEB_INBOX: InboxListener = { what: 'web inbox', setting: '[inbucket] port / SUPABASE_INBUCKET_PORT' };
export const SMTP: InboxListener = { what: 'SMTP', setting: '[inbucket] smtp_port / SUPABASE_INBUCKET_SMTP_PORT' };

/** A failure to listen, as one line a person can act on (no stack trace). */
export class ListenError extends Error {
  constructor(
    readonly listener: InboxListener,
    readonly port: number,
    readonly code: string | undefined,
  ) {
    super(`The inbox's ${listener.what} cannot listen on port ${port} (${code ?? 'error'}): change ${listener.setting}`);
    this.name = 'ListenError';
  }
}

/**
 * Listens on `port`, or, when it is taken, on a free one (logged with the setting that names it).
 * `listen` resolves with the port listened on, or rejects with the listen error.
 */
export async function listenOrFreePort<T extends { port: number }>(
  listener: InboxListener,
  port: number,
  listen: (port: number) => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  try {
    return await listen(port);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' || port === 0) throw new ListenError(listener, port, code);
  }
  let started: T;
  try {
    started = await listen(0);
  } catch (err) {
    throw new ListenError(listener, 0, (err as NodeJS.ErrnoException).code);
  }
  log(`Inbox: port ${port} (${listener.setting}) is in use, so the ${listener.what} listens on port ${started.port} instead`);
  return started;
}

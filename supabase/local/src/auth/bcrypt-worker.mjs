// bcrypt for src/auth/passwords.ts, off the server's main thread. Plain JavaScript so that a worker starts the
// same way under node, tsx and vitest. Messages: { id, op: 'hash' | 'compare', password, salt | hash }.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, password, salt, hash }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, salt) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});

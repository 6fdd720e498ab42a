import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

type Job = { op: 'hash' | 'compare'; password: string; salt?: string; hash?: string };
type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
type Slot = { worker: Worker; pending: Map<number, Pending> };

/**
 * bcrypt runs in worker threads, one per core (at most 4): a comparison is ~60 ms of CPU by design, and on the
 * main thread a burst of sign-ins would stall every other API this process serves (bcryptjs's async mode still
 * runs on the main thread, in ~100 ms slices). Workers start on first use.
 */
class BcryptPool {
  private slots: Slot[] = [];
  private nextId = 1;

  run<T>(job: Job): Promise<T> {
    const id = this.nextId++;
    const slot = this.pick();
    // Referenced only while it has work: an idle pool must not keep the process alive.
    if (slot.pending.size === 0) slot.worker.ref();
    return new Promise<T>((resolve, reject) => {
      slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      slot.worker.postMessage({ ...job, id });
    });
  }

  /** An idle worker, else a new one while there are fewer than the cores allow, else the least busy. */
  private pick(): Slot {
    const idle = this.slots.find((s) => s.pending.size === 0);
    if (idle) return idle;
    if (this.slots.length < Math.min(4, Math.max(1, availableParallelism()))) return this.start();
    return this.slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  private start(): Slot {
    // Plain JavaScript, so no loader hooks are needed in the worker.
    const worker = new Worker(new URL('./bcrypt-worker.mjs', import.meta.url), { execArgv: [] });
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const p = slot.pending.get(id);
      slot.pending.delete(id);
      if (slot.pending.size === 0) worker.unref();
      if (error === undefined) p?.resolve(result);
      else p?.reject(new Error(error));
    });
    worker.on('error', (err) => {
      // A crashed worker fails its own jobs; the next job starts a fresh one.
      this.slots = this.slots.filter((s) => s !== slot);
      for (const p of slot.pending.values()) p.reject(err);
      slot.pending.clear();
    });
    // unref() after the listeners: adding a 'message' listener references the worker again.
    worker.unref();
    this.slots.push(slot);
    return slot;
  }
}

const pool = new BcryptPool();

export const bcryptHash = (password: string, salt: string) => pool.run<string>({ op: 'hash', password, salt });
export const bcryptCompare = (password: string, hash: string) => pool.run<boolean>({ op: 'compare', password, hash });

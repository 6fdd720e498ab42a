// Drafts survive a reload (spec §2 "Bulk Upload"): kept in this browser's IndexedDB, photos included
// (Blobs; localStorage could hold neither their type nor their size), until they are uploaded.
import { type BulkDraft, withCatalogue } from './bulk';

const DATABASE = 'sikka-admin';
const STORE = 'bulk-drafts';
const KEY = 'drafts';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** The saved drafts; one that was mid-upload when the page went away is pending again. */
export async function loadDrafts(): Promise<BulkDraft[]> {
  if (typeof indexedDB === 'undefined') return [];
  const drafts = ((await run('readonly', (store) => store.get(KEY))) as BulkDraft[] | undefined) ?? [];
  return drafts.map((draft) => withCatalogue(draft.status === 'processing' ? { ...draft, status: 'pending' } : draft));
}

// Saves run one after another: each opens the database anew, and a late older save must not win.
let saving: Promise<void> = Promise.resolve();

export function saveDrafts(drafts: readonly BulkDraft[]): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  const waiting = drafts.filter((draft) => draft.status !== 'success');
  const save = async () => {
    if (waiting.length) await run('readwrite', (store) => store.put(waiting, KEY));
    else await run('readwrite', (store) => store.delete(KEY));
  };
  saving = saving.then(save, save);
  return saving;
}

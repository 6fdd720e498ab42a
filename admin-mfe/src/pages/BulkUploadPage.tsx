import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@sikka/shared/router';
import { Camera, ImagePlus, Plus } from 'lucide-react';
import { useAsync } from '@sikka/shared/async';
import { CameraDialog } from '@sikka/shared/camera';
import { errorText } from '@sikka/shared/domain/errors';
import { ImageEditor } from '@sikka/shared/image-editor';
import { Button, PageFrame, Spinner } from '@sikka/shared/ui';
import { preparePhoto } from '@sikka/shared/upload';
import { analyzePhoto } from '../api/analysis';
import { loadCategories, saveNewListing } from '../api/listings';
import { BulkItemCard, type DraftField } from '../components/bulk/BulkItemCard';
import { BulkProgress } from '../components/bulk/BulkProgress';
import {
  addDraftImages,
  addItemProblem,
  BULK_REDIRECT_MS,
  BULK_TEXTS,
  bulkListing,
  type BulkDraft,
  needsAnalysis,
  newDraft,
  photoTargetProblem,
  runBulkUpload,
  uploadProblem,
} from '../model/bulk';
import { loadDrafts, saveDrafts } from '../model/bulkStore';
import { droppedNotice } from '../model/listingPhotos';
import { priceDigits } from '../model/listingForm';
import styles from './BulkUploadPage.module.css';

const prepared = (file: Blob) =>
  preparePhoto(file).then(
    (photo) => photo.blob,
    () => file,
  );

/** /bulk-upload (spec §2 "Bulk Upload"): up to 10 drafts, uploaded one after another. */
export default function BulkUploadPage() {
  const state = useAsync(async () => ({ ...(await loadCategories()), drafts: await loadDrafts().catch(() => []) }), []);
  return (
    <PageFrame title="Bulk Upload">
      <p className={styles.lead}>Upload up to 10 items at once</p>
      {state.status === 'loading' && <Spinner size="lg" label="Loading" />}
      {state.status === 'error' && <p role="alert">{errorText(state.error, 'Failed to load categories')}</p>}
      {state.status === 'ready' && (
        <BulkUpload
          categories={state.data.categories}
          defaultCategoryId={state.data.defaultCategoryId}
          saved={state.data.drafts}
        />
      )}
    </PageFrame>
  );
}

interface BulkUploadProps {
  categories: Array<{ id: string; name: string }>;
  defaultCategoryId: string;
  saved: BulkDraft[];
}

function BulkUpload({ categories, defaultCategoryId, saved }: BulkUploadProps) {
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<BulkDraft[]>(saved);
  const [selectedId, setSelectedId] = useState<string | null>(saved[0]?.id ?? null);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);
  const [camera, setCamera] = useState(false);
  const [editing, setEditing] = useState<{ id: string; index: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previews = useRef(new Map<Blob, string>());

  useEffect(() => {
    saveDrafts(drafts).catch((error) => console.error('[sikka] could not keep the bulk drafts', error));
  }, [drafts]);
  useEffect(
    () => () => {
      for (const url of previews.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  const preview = (blob: Blob) => {
    let url = previews.current.get(blob);
    if (!url) previews.current.set(blob, (url = URL.createObjectURL(blob)));
    return url;
  };
  const patch = (id: string, change: Partial<BulkDraft>) =>
    setDrafts((all) => all.map((draft) => (draft.id === id ? { ...draft, ...change } : draft)));

  const addItem = () => {
    const problem = addItemProblem(drafts.length);
    setMessage(problem);
    if (problem) return;
    const draft = newDraft(crypto.randomUUID(), defaultCategoryId);
    setDrafts((all) => [...all, draft]);
    setSelectedId(draft.id);
  };

  const addPhotosTo = async (id: string | null, files: readonly Blob[]) => {
    const problem = photoTargetProblem(drafts, id);
    setMessage(problem);
    if (problem || !id) return;
    const photos = await Promise.all(files.map(prepared));
    let dropped = 0;
    setDrafts((all) =>
      all.map((draft) => {
        if (draft.id !== id) return draft;
        const result = addDraftImages(draft, photos);
        dropped = result.dropped;
        return result.draft;
      }),
    );
    setNotice(dropped ? droppedNotice(dropped) : null);
  };

  /** Spec §5: photos need an item, and a selected one, before files or the camera are offered. */
  const withPhotoTarget = (open: () => void) => {
    const problem = photoTargetProblem(drafts, selectedId);
    setMessage(problem);
    if (!problem) open();
  };

  const setField = (id: string, field: DraftField, value: string) =>
    patch(id, { [field]: field === 'price' ? priceDigits(value) : value });

  const upload = async () => {
    const problem = uploadProblem(drafts);
    setMessage(problem);
    if (problem) return;
    setRunning(true);
    const { succeeded } = await runBulkUpload(
      drafts,
      async (draft) => {
        const analysis = needsAnalysis(draft) ? await analyzePhoto(draft.images[0]!) : null;
        await saveNewListing(bulkListing(draft, analysis), draft.images);
      },
      patch,
    );
    setRunning(false);
    if (succeeded > 0) {
      setDone(true);
      setTimeout(() => navigate('/', { replace: true }), BULK_REDIRECT_MS);
    }
  };

  const editingDraft = editing && drafts.find((draft) => draft.id === editing.id);
  const editingBlob = editingDraft?.images[editing!.index];
  const finished = drafts.filter((draft) => draft.status === 'success' || draft.status === 'error').length;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button onClick={addItem} disabled={running || done}>
          <Plus aria-hidden="true" size={16} /> Add Item
        </Button>
        <Button variant="secondary" onClick={() => withPhotoTarget(() => fileInput.current?.click())} disabled={running || done}>
          <ImagePlus aria-hidden="true" size={16} /> Upload Images
        </Button>
        <Button variant="secondary" onClick={() => withPhotoTarget(() => setCamera(true))} disabled={running || done}>
          <Camera aria-hidden="true" size={16} /> Use Camera
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="Images for the selected item"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) void addPhotosTo(selectedId, files);
          }}
        />
      </div>
      {message && (
        <p className={styles.banner} role="alert">
          {message}
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
      {done && (
        <p className={styles.success} role="status">
          {BULK_TEXTS.success}
        </p>
      )}
      {(running || finished > 0) && <BulkProgress done={finished} total={drafts.length} />}
      <div className={styles.items}>
        {drafts.map((draft, number) => (
          <BulkItemCard
            key={draft.id}
            draft={draft}
            number={number + 1}
            photos={draft.images.map((blob, index) => ({ key: `${draft.id}:${index}`, src: preview(blob) }))}
            categories={categories}
            selected={draft.id === selectedId}
            onSelect={() => setSelectedId(draft.id)}
            onField={(field, value) => setField(draft.id, field, value)}
            onAddFiles={(files) => {
              setSelectedId(draft.id);
              void addPhotosTo(draft.id, files);
            }}
            onCamera={() => {
              setSelectedId(draft.id);
              setCamera(true);
            }}
            onEditPhoto={(key) => setEditing({ id: draft.id, index: Number(key.split(':')[1]) })}
            onRemovePhoto={(key) =>
              patch(draft.id, { images: draft.images.filter((_, index) => index !== Number(key.split(':')[1])) })
            }
            onRemove={() => setDrafts((all) => all.filter((item) => item.id !== draft.id))}
            disabled={running || done}
          />
        ))}
      </div>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => navigate('/')} disabled={running}>
          Cancel
        </Button>
        <Button onClick={upload} disabled={running || done}>
          {running ? 'Uploading...' : 'Upload All'}
        </Button>
      </div>
      <CameraDialog open={camera} onOpenChange={setCamera} onCapture={(photo) => void addPhotosTo(selectedId, [photo])} />
      <ImageEditor
        open={Boolean(editingBlob)}
        imageSrc={editingBlob ? preview(editingBlob) : null}
        onCancel={() => setEditing(null)}
        onSave={(file) => {
          if (editingDraft && editing)
            patch(editingDraft.id, { images: editingDraft.images.map((blob, index) => (index === editing.index ? file : blob)) });
          setEditing(null);
        }}
      />
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@sikka/shared/router';
import { Camera, ImagePlus, Plus } from 'lucide-react';
import { useAsync } from '@sikka/shared/async';
import { CameraDialog } from '@sikka/shared/camera';
import { errorText } from '@sikka/shared/domain/errors';
import { ImageEditor } from '@sikka/shared/image-editor';
import { AlertDialog, Button, PageFrame, Spinner } from '@sikka/shared/ui';
import { analysisAvailability, analyzePhoto } from '../api/analysis';
import { createCollectible } from '@sikka/shared/domain/catalogueRules';
import { loadCreateOptions } from '../api/listings';
import { BulkItemCard } from '../components/bulk/BulkItemCard';
import { BulkProgress } from '../components/bulk/BulkProgress';
import {
  addDraftImages,
  addItemProblem,
  type AiAvailability,
  BULK_REDIRECT_MS,
  BULK_TEXTS,
  type BulkDraft,
  type DraftField,
  draftCatalogueErrors,
  draftErrors,
  draftHint,
  failedLine,
  newDraft,
  photoTargetProblem,
  runBulkUpload,
  unsavedDrafts,
  uploadDraft,
  uploadProblem,
} from '../model/bulk';
import { loadDrafts, saveDrafts } from '../model/bulkStore';
import { type CatalogueField, type ReferenceTypeOption, toleranceWarning } from '../model/catalogueForm';
import { readListingPhoto } from '../model/listingEditor';
import { droppedNotice } from '../model/listingPhotos';
import styles from './BulkUploadPage.module.css';

const showOutcome = (node: HTMLElement | null) => {
  node?.scrollIntoView({ block: 'center' });
  node?.focus({ preventScroll: true });
};

const discardText = (count: number) =>
  `${count === 1 ? '1 item' : `${count} items`} with ${count === 1 ? 'its' : 'their'} photos and typed details will be deleted, and you go back to the shop.`;

/** /bulk-upload (spec §2 "Bulk Upload"): up to 10 drafts, uploaded one after another. */
export default function BulkUploadPage() {
  const state = useAsync(async () => {
    const [options, drafts, ai] = await Promise.all([loadCreateOptions(), loadDrafts().catch(() => []), analysisAvailability()]);
    return { ...options, drafts, ai };
  }, []);
  return (
    <PageFrame title="Bulk Upload">
      <p className={styles.lead}>Upload up to 10 items at once</p>
      {state.status === 'ready' && state.data.ai === 'off' && (
        <p className={styles.notice} role="status">
          {BULK_TEXTS.aiOff}
        </p>
      )}
      {state.status === 'loading' && <Spinner size="lg" label="Loading" />}
      {state.status === 'error' && <p role="alert">{errorText(state.error, 'Failed to load categories')}</p>}
      {state.status === 'ready' && (
        <BulkUpload
          categories={state.data.categories}
          defaultCategoryId={state.data.defaultCategoryId}
          saved={state.data.drafts}
          ai={state.data.ai}
          referenceTypes={state.data.referenceTypes}
        />
      )}
    </PageFrame>
  );
}

interface BulkUploadProps {
  categories: Array<{ id: string; name: string }>;
  defaultCategoryId: string;
  saved: BulkDraft[];
  ai: AiAvailability;
  referenceTypes: ReferenceTypeOption[];
}

function BulkUpload({ categories, defaultCategoryId, saved, ai, referenceTypes }: BulkUploadProps) {
  const measure = { referenceTypes };
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<BulkDraft[]>(saved);
  const [selectedId, setSelectedId] = useState<string | null>(saved[0]?.id ?? null);
  const [message, setMessage] = useState<string | null>(null);
  // Photos beyond the 6 of an item: said on that item, as the create form says it.
  const [notice, setNotice] = useState<{ id: string; text: string } | null>(null);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState<{ failed: number } | null>(null);
  const locked = running || done !== null;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [camera, setCamera] = useState(false);
  const [editing, setEditing] = useState<{ id: string; index: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previews = useRef(new Map<Blob, string>());
  // The drafts as of the last render, for steps that finish after an await (photos being prepared).
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;

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
    const read = await Promise.all(files.map(readListingPhoto));
    const photos = read.flatMap((file) => ('photo' in file ? [file.photo] : []));
    // Counted here, not inside a state updater: React may run that later, after the notice was decided.
    const target = draftsRef.current.find((draft) => draft.id === id);
    if (!target) return;
    const { draft: added, dropped } = addDraftImages(target, photos);
    draftsRef.current = draftsRef.current.map((draft) => (draft.id === id ? added : draft));
    setDrafts(draftsRef.current);
    // Said on the item: photos past its 6, and each picked file that is no photo (not added).
    const said = [
      ...(dropped ? [droppedNotice(dropped)] : []),
      ...read.flatMap((file) => ('problem' in file ? [file.problem] : [])),
    ];
    setNotice(said.length ? { id, text: said.join(' ') } : null);
  };

  /** Spec §5: photos need an item, and a selected one, before files or the camera are offered. */
  const withPhotoTarget = (open: () => void) => {
    const problem = photoTargetProblem(drafts, selectedId);
    setMessage(problem);
    if (!problem) open();
  };

  // Kept as typed: a price that is not whole rupees is refused under its field, never trimmed to digits.
  const setField = (id: string, field: DraftField, value: string) => patch(id, { [field]: value });
  const setCatalogueField = (id: string, field: CatalogueField, value: string) =>
    setDrafts((all) =>
      all.map((draft) => (draft.id === id ? { ...draft, catalogue: { ...draft.catalogue, [field]: value } } : draft)),
    );

  const upload = async () => {
    const problem = uploadProblem(drafts);
    setMessage(problem);
    if (problem) return;
    setRunning(true);
    const { succeeded, failed } = await runBulkUpload(
      drafts,
      (draft) => uploadDraft(draft, ai, analyzePhoto, (fields, photos) => createCollectible(fields, photos), measure),
      patch,
    );
    setRunning(false);
    if (succeeded > 0) {
      setDone({ failed });
      setTimeout(() => navigate('/', { replace: true }), BULK_REDIRECT_MS);
    }
  };

  // Spec §2: Cancel goes to /. Drafts with work in them are asked about first; leaving discards them.
  const cancel = () => (unsavedDrafts(drafts) > 0 ? setConfirmCancel(true) : navigate('/'));
  const discardAndLeave = async () => {
    await saveDrafts([]).catch((error) => console.error('[sikka] could not discard the bulk drafts', error));
    navigate('/');
  };

  const editingDraft = editing && drafts.find((draft) => draft.id === editing.id);
  const editingBlob = editingDraft?.images[editing!.index];
  const finished = drafts.filter((draft) => draft.status === 'success' || draft.status === 'error').length;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button onClick={addItem} disabled={locked}>
          <Plus aria-hidden="true" size={16} /> Add Item
        </Button>
        <Button variant="secondary" onClick={() => withPhotoTarget(() => fileInput.current?.click())} disabled={locked}>
          <ImagePlus aria-hidden="true" size={16} /> Upload Images
        </Button>
        <Button variant="secondary" onClick={() => withPhotoTarget(() => setCamera(true))} disabled={locked}>
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
      {done && (
        // Upload All sits below every item: the outcome is brought into view (and focus) as it appears,
        // or the admin is taken to / without having seen it, or which items failed.
        <div className={styles.success} role="status" tabIndex={-1} ref={showOutcome}>
          <p>{BULK_TEXTS.success}</p>
          {done.failed > 0 && <p className={styles.failedLine}>{failedLine(done.failed)}</p>}
        </div>
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
            errors={draftErrors(draft, ai)}
            hints={{
              name: draftHint(draft, 'name', ai),
              description: draftHint(draft, 'description', ai),
              price: draftHint(draft, 'price', ai),
            }}
            notice={notice?.id === draft.id ? notice.text : null}
            selected={draft.id === selectedId}
            onSelect={() => setSelectedId(draft.id)}
            onField={(field, value) => setField(draft.id, field, value)}
            referenceTypes={referenceTypes}
            catalogueErrors={draft.status === 'error' ? draftCatalogueErrors(draft, measure) : undefined}
            tolerance={toleranceWarning(draft.catalogue, referenceTypes)}
            onCatalogueField={(field, value) => setCatalogueField(draft.id, field, value)}
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
            disabled={locked}
          />
        ))}
      </div>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={cancel} disabled={running}>
          Cancel
        </Button>
        <Button onClick={upload} disabled={locked}>
          {running ? 'Uploading...' : 'Upload All'}
        </Button>
      </div>
      <AlertDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Discard these drafts?"
        description={discardText(unsavedDrafts(drafts))}
        cancelLabel="Keep editing"
        confirmLabel="Discard drafts"
        confirmVariant="danger"
        onConfirm={() => void discardAndLeave()}
      />
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

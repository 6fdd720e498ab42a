import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAsync } from '@sikka/shared/async';
import { CameraDialog } from '@sikka/shared/camera';
import { errorText } from '@sikka/shared/domain/errors';
import { ImageEditor } from '@sikka/shared/image-editor';
import { PageFrame, Spinner } from '@sikka/shared/ui';
import { AnalysisFailure, analyzePhoto } from '../api/analysis';
import { loadCategories, saveNewListing } from '../api/listings';
import { ListingForm } from '../components/listing/ListingForm';
import { ANALYSED_ON_CREATE, combineAnalyses } from '../model/listingAi';
import { photoSrc, useListingEditor } from '../model/listingEditor';
import { emptyListing, LISTING_TEXTS, validateListing } from '../model/listingForm';
import type { ListingPhoto } from '../model/listingPhotos';

/** /upload 'Create New Listing' (spec §2): the form, photos, the AI assist, and an atomic create. */
export default function CreateListingPage() {
  const categories = useAsync(loadCategories, []);
  if (categories.status === 'loading')
    return (
      <PageFrame title="Create New Listing">
        <Spinner size="lg" label="Loading" />
      </PageFrame>
    );
  if (categories.status === 'error') {
    return (
      <PageFrame title="Create New Listing">
        <p role="alert">{errorText(categories.error, 'Failed to load categories')}</p>
      </PageFrame>
    );
  }
  return <CreateListingForm categories={categories.data.categories} defaultCategoryId={categories.data.defaultCategoryId} />;
}

function CreateListingForm({
  categories,
  defaultCategoryId,
}: {
  categories: Array<{ id: string; name: string }>;
  defaultCategoryId: string;
}) {
  const navigate = useNavigate();
  const editor = useListingEditor(emptyListing(defaultCategoryId));
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [aiNotice, setAiNotice] = useState<string | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [camera, setCamera] = useState(false);
  const analysedOnce = useRef(false);

  const analyse = async (photos: readonly ListingPhoto[]) => {
    const first = photos
      .slice(0, ANALYSED_ON_CREATE)
      .map((photo): Blob | string => (photo.kind === 'new' ? photo.file : photo.url));
    if (first.length === 0) {
      setBanner(LISTING_TEXTS.analyzeNeedsImage);
      return;
    }
    setAnalysing(true);
    setAiNotice(null);
    const results = await Promise.allSettled(first.map((photo) => analyzePhoto(photo)));
    setAnalysing(false);
    const combined = combineAnalyses(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
    if (combined) editor.fillFromAnalysis(combined);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) {
      console.error('[sikka] image analysis failed', failure.reason);
      // The function's own 'Image analysis failed: …' says why (not configured, provider down); the form stays usable.
      setAiNotice(failure.reason instanceof AnalysisFailure ? failure.reason.message : LISTING_TEXTS.analyzeFailed);
    }
  };

  const addFiles = async (files: readonly Blob[]) => {
    const photos = await editor.addFiles(files);
    // Spec §2: once the first images are added, the analysis runs automatically.
    if (!analysedOnce.current && photos.length > 0) {
      analysedOnce.current = true;
      await analyse(photos);
    }
  };

  const submit = async () => {
    setBanner(null);
    const checked = validateListing(editor.values);
    if (!checked.ok) {
      editor.setErrors(checked.errors);
      return;
    }
    const files = editor.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
    if (files.length === 0) {
      setBanner(LISTING_TEXTS.imageRequired);
      return;
    }
    setSaving(true);
    setProgress(Object.fromEntries(files.map((_, i) => [i, 0])));
    try {
      const { listing } = checked;
      const { slug } = await saveNewListing({ ...listing, category_id: listing.category_id || null }, files, (index, fraction) =>
        setProgress((current) => ({ ...current, [index]: fraction })),
      );
      navigate(`/${slug}`);
    } catch (error) {
      console.error('[sikka] create listing failed', error);
      setBanner(errorText(error, (error as { message?: string })?.message || LISTING_TEXTS.createFailed));
      setSaving(false);
      setProgress({});
    }
  };

  const editingPhoto = editor.photos.find((photo) => photo.key === editor.editing);
  return (
    <PageFrame title="Create New Listing">
      <ListingForm
        values={editor.values}
        errors={editor.errors}
        categories={categories}
        onField={editor.setField}
        aiFilled={editor.aiFilled}
        onUndo={editor.undo}
        photos={editor.photos.map((photo, i) => ({
          key: photo.key,
          src: photoSrc(photo),
          progress: saving ? (progress[i] ?? 0) : undefined,
        }))}
        onAddFiles={addFiles}
        onCamera={() => setCamera(true)}
        onEditPhoto={editor.setEditing}
        onRemovePhoto={editor.removePhoto}
        busy={saving}
        submitLabel="Create Listing"
        busyLabel="Creating listing..."
        onSubmit={submit}
        onCancel={() => navigate('/')}
        banner={banner}
        notice={[editor.notice, aiNotice].filter(Boolean).join(' ') || null}
        analysing={analysing}
        onAnalyze={() => analyse(editor.photos)}
      />
      <CameraDialog open={camera} onOpenChange={setCamera} onCapture={(photo) => addFiles([photo])} />
      <ImageEditor
        open={Boolean(editingPhoto)}
        imageSrc={editingPhoto ? photoSrc(editingPhoto) : null}
        onCancel={() => editor.setEditing(null)}
        onSave={(file) => {
          if (editingPhoto) editor.replacePhoto(editingPhoto.key, file);
          editor.setEditing(null);
        }}
      />
    </PageFrame>
  );
}

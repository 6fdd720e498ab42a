import { useRef, useState } from 'react';
import { useNavigate } from '@sikka/shared/router';
import { useAsync } from '@sikka/shared/async';
import { CameraDialog } from '@sikka/shared/camera';
import { ImageEditor } from '@sikka/shared/image-editor';
import { AlertDialog, PageFrame } from '@sikka/shared/ui';
import { analyzePhoto } from '../api/analysis';
import { createCollectible } from '@sikka/shared/domain/catalogueRules';
import { loadCreateOptions } from '../api/listings';
import { PageLoadState } from '../components/common/PageLoadState';
import { ListingForm } from '../components/listing/ListingForm';
import type { ReferenceTypeOption } from '../model/catalogueForm';
import { ANALYSED_ON_CREATE, analysisFailureText, combineAnalyses } from '../model/listingAi';
import { useListingEditor } from '../model/listingEditor';
import { emptyListing, LISTING_TEXTS, listingChanged } from '../model/listingForm';
import type { ListingPhoto } from '../model/listingPhotos';
import { useListingScreen } from '../model/listingScreen';

/** /upload 'Create New Listing' (spec §2): the form, photos, the AI assist, and an atomic create. */
export default function CreateListingPage() {
  const options = useAsync(loadCreateOptions, []);
  if (options.status !== 'ready') {
    return (
      <PageLoadState
        title="Create New Listing"
        state={options}
        failedText="Failed to load categories"
        onRetry={options.refetch}
      />
    );
  }
  return (
    <CreateListingForm
      categories={options.data.categories}
      defaultCategoryId={options.data.defaultCategoryId}
      referenceTypes={options.data.referenceTypes}
    />
  );
}

function CreateListingForm({
  categories,
  defaultCategoryId,
  referenceTypes,
}: {
  categories: Array<{ id: string; name: string }>;
  defaultCategoryId: string;
  referenceTypes: ReferenceTypeOption[];
}) {
  const navigate = useNavigate();
  const editor = useListingEditor(emptyListing(defaultCategoryId));
  // A photo from the camera goes the way of a picked file (the first ones start the analysis).
  const screen = useListingScreen(editor, (photo) => addFiles([photo]), { referenceTypes });
  const [aiError, setAiError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [analysing, setAnalysing] = useState(false);
  const analysedOnce = useRef(false);

  const analyse = async (photos: readonly ListingPhoto[]) => {
    const first = photos
      .slice(0, ANALYSED_ON_CREATE)
      .map((photo): Blob | string => (photo.kind === 'new' ? photo.file : photo.url));
    if (first.length === 0) {
      screen.setBanner(LISTING_TEXTS.analyzeNeedsImage);
      return;
    }
    setAnalysing(true);
    setAiError(null);
    const results = await Promise.allSettled(first.map((photo) => analyzePhoto(photo)));
    setAnalysing(false);
    const combined = combineAnalyses(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
    if (combined) editor.fillFromAnalysis(combined);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) console.error('[sikka] image analysis failed', failure.reason);
    // The form stays usable whatever happened; 'Analyze with AI' is there to try again.
    setAiError(analysisFailureText(failure ? failure.reason : null, combined !== null));
  };

  const addFiles = async (files: readonly Blob[]) => {
    const photos = await editor.addFiles(files);
    // Spec §2: once the first images are added, the analysis runs automatically.
    if (!analysedOnce.current && photos.length > 0) {
      analysedOnce.current = true;
      await analyse(photos);
    }
  };

  // Spec §2: Cancel goes to /; with photos added or anything typed, it asks first (issue 28 item 21).
  const hasWork = editor.photos.length > 0 || listingChanged(editor.values, emptyListing(defaultCategoryId));

  const submit = async () => {
    const listing = screen.validate();
    if (!listing) return;
    const files = editor.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
    if (files.length === 0) {
      screen.setBanner(LISTING_TEXTS.imageRequired);
      return;
    }
    await screen.save(
      async () => {
        const onProgress = screen.trackUploads(files);
        const { slug } = await createCollectible({ ...listing, category_id: listing.category_id || null }, files, onProgress);
        navigate(`/${slug}`);
      },
      screen.failureText('create listing', LISTING_TEXTS.createFailed),
    );
  };

  return (
    <PageFrame title="Create New Listing">
      <ListingForm
        {...screen.form}
        categories={categories}
        aiFilled={editor.aiFilled}
        onUndo={editor.undo}
        onAddFiles={addFiles}
        submitLabel="Create Listing"
        busyLabel="Creating listing..."
        onSubmit={submit}
        onCancel={() => (hasWork ? setConfirmCancel(true) : navigate('/'))}
        notice={editor.notice}
        analysisError={aiError}
        analysing={analysing}
        onAnalyze={() => analyse(editor.photos)}
      />
      <AlertDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Discard this listing?"
        description="The details you entered and the photos you added will be lost."
        cancelLabel="Keep editing"
        confirmLabel="Discard"
        confirmVariant="danger"
        onConfirm={() => navigate('/')}
      />
      <CameraDialog {...screen.camera} />
      <ImageEditor {...screen.imageEditor} />
    </PageFrame>
  );
}

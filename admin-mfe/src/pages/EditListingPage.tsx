import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAsync } from '@sikka/shared/async';
import { CameraDialog } from '@sikka/shared/camera';
import { errorKey, errorText, ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { ImageEditor } from '@sikka/shared/image-editor';
import { Button, EmptyState, PageFrame, Spinner } from '@sikka/shared/ui';
import { type Category, type Listing, loadListingForEdit, saveListing, slugTakenByAnother } from '../api/listings';
import { ListingForm } from '../components/listing/ListingForm';
import { photoSrc, useListingEditor } from '../model/listingEditor';
import { LISTING_TEXTS, validateListing, type ListingValues } from '../model/listingForm';
import type { ListingPhoto } from '../model/listingPhotos';

/** /edit/{id} (spec §2 "Edit listing"): loading, then the form (or not found), then saving. */
export default function EditListingPage({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  const state = useAsync(() => loadListingForEdit(id), [id]);
  if (state.status === 'loading')
    return (
      <PageFrame title="Edit Listing">
        <Spinner size="lg" label="Loading" />
      </PageFrame>
    );
  if (state.status === 'error') {
    return (
      <PageFrame title="Edit Listing">
        <p role="alert">{errorText(state.error, 'Failed to load collectible')}</p>
      </PageFrame>
    );
  }
  const { listing, categories } = state.data;
  if (!listing) {
    return (
      <PageFrame title="Edit Listing">
        <EmptyState
          title={ERROR_TEXTS.collectible_not_found}
          action={
            <Button asChild>
              <Link to="/">Return to Home</Link>
            </Button>
          }
        />
      </PageFrame>
    );
  }
  return <EditListingForm key={listing.id} listing={listing} categories={categories} />;
}

const valuesOf = (listing: Listing): ListingValues => ({
  type: listing.type === 'note' ? 'note' : 'coin',
  name: listing.name,
  slug: listing.slug,
  description: listing.description,
  price: String(listing.price),
  youtube_url: listing.youtube_url ?? '',
  category_id: listing.category_id ?? '',
  status: listing.status === 'sold' || listing.status === 'unavailable' ? listing.status : 'available',
});

const storedPhotos = (listing: Listing): ListingPhoto[] =>
  listing.images.map((image) => ({ key: image.id, kind: 'stored', id: image.id, url: image.image_url }));

function EditListingForm({ listing, categories }: { listing: Listing; categories: Category[] }) {
  const navigate = useNavigate();
  const editor = useListingEditor(valuesOf(listing), storedPhotos(listing));
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [progress, setProgress] = useState<Record<number, number>>({});
  const [camera, setCamera] = useState(false);

  const submit = async () => {
    setBanner(null);
    const checked = validateListing(editor.values);
    if (!checked.ok) {
      editor.setErrors(checked.errors);
      return;
    }
    if (editor.photos.length === 0) {
      setBanner(LISTING_TEXTS.imageRequired);
      return;
    }
    const { listing: fields } = checked;
    setSaving(true);
    try {
      if (await slugTakenByAnother(fields.slug, listing.id)) {
        editor.setErrors({ slug: LISTING_TEXTS.slugTaken });
        setBanner(LISTING_TEXTS.slugTaken);
        setSaving(false);
        return;
      }
      const kept = editor.photos.flatMap((photo) => (photo.kind === 'stored' ? [photo.id] : []));
      const files = editor.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
      setProgress(Object.fromEntries(files.map((_, i) => [i, 0])));
      await saveListing(listing.id, { ...fields, category_id: fields.category_id || null }, kept, files, (index, fraction) =>
        setProgress((current) => ({ ...current, [index]: fraction })),
      );
      navigate(`/${fields.slug}`);
    } catch (error) {
      console.error('[sikka] update listing failed', error);
      const key = errorKey(error);
      if (key === 'collectible_slug_taken') editor.setErrors({ slug: LISTING_TEXTS.slugTaken });
      if (key === 'listing_youtube_invalid') editor.setErrors({ youtube_url: LISTING_TEXTS.youtubeInvalid });
      setBanner(errorText(error, (error as { message?: string })?.message || LISTING_TEXTS.updateFailed));
      setSaving(false);
      setProgress({});
    }
  };

  // Upload progress belongs to the new photos, which follow the kept ones.
  let newIndex = 0;
  const tiles = editor.photos.map((photo) => ({
    key: photo.key,
    src: photoSrc(photo),
    progress: saving && photo.kind === 'new' ? (progress[newIndex++] ?? 0) : undefined,
  }));
  const editingPhoto = editor.photos.find((photo) => photo.key === editor.editing);
  return (
    <PageFrame title="Edit Listing">
      <ListingForm
        values={editor.values}
        errors={editor.errors}
        categories={categories}
        onField={editor.setField}
        showStatus
        photos={tiles}
        onAddFiles={(files) => void editor.addFiles(files)}
        onCamera={() => setCamera(true)}
        onEditPhoto={editor.setEditing}
        onRemovePhoto={editor.removePhoto}
        busy={saving}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={submit}
        onCancel={() => navigate(`/${listing.slug}`)}
        banner={banner}
        notice={editor.notice}
      />
      <CameraDialog open={camera} onOpenChange={setCamera} onCapture={(photo) => void editor.addFiles([photo])} />
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

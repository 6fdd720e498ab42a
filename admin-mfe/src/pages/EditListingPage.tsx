import { useState } from 'react';
import { Link, useNavigate } from '@sikka/shared/router';
import { useAsync } from '@sikka/shared/async';
import { CameraDialog } from '@sikka/shared/camera';
import { errorKey, ERROR_TEXTS } from '@sikka/shared/domain/errors';
import { ImageEditor } from '@sikka/shared/image-editor';
import { Button, EmptyState, PageFrame } from '@sikka/shared/ui';
import { type CatalogueReference, isCollectibleSlugTaken } from '@sikka/shared/domain/collectibles';
import { updateCollectible } from '@sikka/shared/domain/catalogueRules';
import { type Category, type Listing, loadListingForEdit } from '../api/listings';
import { PageLoadState } from '../components/common/PageLoadState';
import { ListingForm, SLUG_HINTS } from '../components/listing/ListingForm';
import { catalogueValuesOf, type ReferenceTypeOption } from '../model/catalogueForm';
import { useListingEditor } from '../model/listingEditor';
import { LISTING_TEXTS, type ListingValues } from '../model/listingForm';
import type { ListingPhoto } from '../model/listingPhotos';
import { useListingScreen } from '../model/listingScreen';

/** /edit/{id} (spec §2 "Edit listing"): loading, then the form (or not found), then saving. */
export default function EditListingPage({ params }: { params: Record<string, string | undefined> }) {
  const id = params.id ?? '';
  const state = useAsync(() => loadListingForEdit(id), [id]);
  if (state.status !== 'ready') {
    return <PageLoadState title="Edit Listing" state={state} failedText="Failed to load collectible" onRetry={state.refetch} />;
  }
  const { listing, references, categories, referenceTypes } = state.data;
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
  return (
    <EditListingForm
      key={listing.id}
      listing={listing}
      references={references}
      categories={categories}
      referenceTypes={referenceTypes}
    />
  );
}

const valuesOf = (listing: Listing, references: readonly CatalogueReference[]): ListingValues => ({
  type: listing.type === 'note' ? 'note' : 'coin',
  name: listing.name,
  slug: listing.slug,
  description: listing.description,
  price: String(listing.price),
  youtube_url: listing.youtube_url ?? '',
  category_id: listing.category_id ?? '',
  status: listing.status === 'sold' || listing.status === 'unavailable' ? listing.status : 'available',
  ...catalogueValuesOf(listing, references),
});

const storedPhotos = (listing: Listing): ListingPhoto[] =>
  listing.images.map((image) => ({ key: image.id, kind: 'stored', id: image.id, url: image.image_url }));

function EditListingForm({
  listing,
  references,
  categories,
  referenceTypes,
}: {
  listing: Listing;
  references: CatalogueReference[];
  categories: Category[];
  referenceTypes: ReferenceTypeOption[];
}) {
  const navigate = useNavigate();
  const [initial] = useState(() => valuesOf(listing, references));
  const editor = useListingEditor(initial, storedPhotos(listing));
  // The weight as saved was explained (or within tolerance) already: only a change asks for a reason.
  const screen = useListingScreen(editor, (photo) => void editor.addFiles([photo]), { referenceTypes, saved: initial });

  const submit = async () => {
    const fields = screen.validate();
    if (!fields) return;
    if (editor.photos.length === 0) {
      screen.setBanner(LISTING_TEXTS.imageRequired);
      return;
    }
    await screen.save(
      async () => {
        if (await isCollectibleSlugTaken(fields.slug, listing.id)) {
          editor.refuse({ slug: LISTING_TEXTS.slugTaken });
          screen.setBanner(LISTING_TEXTS.slugTaken);
          return;
        }
        const kept = editor.photos.flatMap((photo) => (photo.kind === 'stored' ? [photo.id] : []));
        const files = editor.photos.flatMap((photo) => (photo.kind === 'new' ? [photo.file] : []));
        const onProgress = screen.trackUploads(files);
        await updateCollectible(listing.id, { ...fields, category_id: fields.category_id || null }, kept, files, onProgress);
        navigate(`/${fields.slug}`);
      },
      (error) => {
        const key = errorKey(error);
        if (key === 'collectible_slug_taken') editor.refuse({ slug: LISTING_TEXTS.slugTaken });
        if (key === 'listing_youtube_invalid') editor.refuse({ youtube_url: LISTING_TEXTS.youtubeInvalid });
        return screen.failureText('update listing', LISTING_TEXTS.updateFailed)(error);
      },
    );
  };

  return (
    <PageFrame title="Edit Listing">
      <ListingForm
        {...screen.form}
        categories={categories}
        showStatus
        slugHint={SLUG_HINTS.edit}
        onAddFiles={(files) => void editor.addFiles(files)}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSubmit={submit}
        onCancel={() => navigate(`/${listing.slug}`)}
        notice={editor.notice}
      />
      <CameraDialog {...screen.camera} />
      <ImageEditor {...screen.imageEditor} />
    </PageFrame>
  );
}

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useForm, useFormSubmit, zodResolver } from '@sikka/shared/forms';
import { useNavigate } from '@sikka/shared/router';
import {
  SELL_TEXTS,
  checkImageBytes,
  checkPickedImages,
  sellFormSchema,
  type SellFormInput,
  type SellFormValues,
} from '@sikka/shared/domain/sellerSubmissions';
import { submitSellerSubmission, uploadSellerPhoto } from '../api/sellerSubmissions';
import { newPhoto, photosReducer, type SellPhoto } from './sellPhotos';
import { submitFailureText } from './submitFailure';

export type SellPhase = 'idle' | 'submitting' | 'success';

/** Spec §9: the success banner stays 3 s, then the visitor is taken home. */
export const REDIRECT_AFTER_MS = 3000;

/** The seller stopped this photo's upload: not a failure, so no error banner. */
class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * The sell form's state (spec §4 "Sell form"): idle → submitting → success, or an error banner with
 * every field and photo kept. Photos already stored keep their URL, so a retry uploads only the rest.
 * A photo's upload can be cancelled on its own: the photo stays in the form (a seller on slow data
 * who stops one mostly wants to try it again; its × still removes it), the others finish, and no
 * submission is made without it.
 */
export function useSellForm() {
  const navigate = useNavigate();
  const form = useForm<SellFormInput, unknown, SellFormValues>({
    resolver: zodResolver(sellFormSchema),
    defaultValues: { sellerName: '', sellerPhone: '' },
  });
  const [photos, dispatch] = useReducer(photosReducer, []);
  const [imageError, setImageError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const uploads = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const running = uploads.current;
    const urls = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => navigate('/'), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [submitted, navigate]);

  // The photos as last rendered, for a pick judged after its bytes were read (the closure may be stale).
  const currentPhotos = useRef(photos);
  currentPhotos.current = photos;

  const addPhotos = useCallback(async (files: readonly File[]) => {
    if (files.length === 0) return;
    const judge = () =>
      checkPickedImages(
        currentPhotos.current.map((photo) => photo.file),
        files,
      );
    const problem = judge() ?? (await checkImageBytes(files)) ?? judge();
    setImageError(problem);
    if (problem) return;
    const added = files.map((file) => {
      const url = URL.createObjectURL(file);
      previews.current.add(url);
      return newPhoto(file, url);
    });
    dispatch({ type: 'added', photos: added });
  }, []);

  const removePhoto = useCallback(
    (id: string) => {
      uploads.current.get(id)?.abort();
      const photo = photos.find((candidate) => candidate.id === id);
      if (photo) {
        URL.revokeObjectURL(photo.previewUrl);
        previews.current.delete(photo.previewUrl);
      }
      dispatch({ type: 'removed', id });
      setImageError(photos.length === 1 ? SELL_TEXTS.noImages : null);
    },
    [photos],
  );

  const cancelUpload = useCallback((id: string) => {
    const controller = uploads.current.get(id);
    if (!controller) return;
    controller.abort();
    dispatch({ type: 'cancelled', id });
  }, []);

  const storePhoto = async (photo: SellPhoto, index: number, timestamp: number): Promise<string> => {
    const controller = new AbortController();
    uploads.current.set(photo.id, controller);
    dispatch({ type: 'preparing', id: photo.id });
    try {
      const url = await uploadSellerPhoto({
        file: photo.file,
        index,
        timestamp,
        signal: controller.signal,
        onProgress: (progress) => dispatch({ type: 'progress', id: photo.id, progress }),
      });
      dispatch({ type: 'uploaded', id: photo.id, url });
      return url;
    } catch (error) {
      if (controller.signal.aborted) {
        dispatch({ type: 'cancelled', id: photo.id });
        throw new UploadCancelled();
      }
      dispatch({ type: 'failed', id: photo.id });
      throw error;
    } finally {
      uploads.current.delete(photo.id);
    }
  };

  const submit = async (values: SellFormValues) => {
    if (photos.length === 0) {
      setImageError(SELL_TEXTS.noImages);
      return;
    }
    // A pick's refusal from before ('Maximum 3 images allowed') no longer describes the form.
    setImageError(null);
    setNotice(null);
    const timestamp = Date.now();
    // In parallel (spec §7); each photo's upload is its own, so one failure does not cancel the rest.
    const stored = await Promise.allSettled(
      photos.map((photo, index) => (photo.url !== null ? Promise.resolve(photo.url) : storePhoto(photo, index, timestamp))),
    );
    const reasons = stored.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    const failure = reasons.find((reason) => !(reason instanceof UploadCancelled));
    if (failure) throw failure;
    if (reasons.length > 0) {
      setNotice(SELL_TEXTS.uploadCancelled);
      return;
    }
    const imageUrls = stored.map((result) => (result as PromiseFulfilledResult<string>).value);
    await submitSellerSubmission({ sellerName: values.sellerName, sellerPhone: values.sellerPhone, imageUrls });
    setSubmitted(true);
  };

  const onSubmit = useFormSubmit(form, submit, (error) => {
    console.error('[sikka] sell submission failed', error);
    return submitFailureText(error);
  });

  const { isSubmitting, errors } = form.formState;
  const phase: SellPhase = submitted ? 'success' : isSubmitting ? 'submitting' : 'idle';
  return {
    form,
    photos,
    phase,
    imageError,
    submitError: errors.root?.message ?? null,
    notice,
    /** Something typed or picked that leaving would lose. */
    hasWork: form.formState.isDirty || photos.length > 0,
    addPhotos,
    removePhoto,
    cancelUpload,
    onSubmit,
  };
}

export type SellFormState = ReturnType<typeof useSellForm>;

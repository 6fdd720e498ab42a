import { useRef } from 'react';
import { useForm, useFormSubmit, useWatch, zodResolver } from '@sikka/shared/forms';
import { Link } from '@sikka/shared/router';
import { AlertCircle } from 'lucide-react';
import { META_DESCRIPTION_LENGTH } from '@sikka/shared/config';
import { blogPostFormSchema, type BlogPostFormValues } from '../../model/blogPostForm';
import { normalizeBlogSlug, slugFollowsTitle, typedBlogSlug, type BlogPostInput } from '@sikka/shared/domain/blogPosts';
import { Markdown } from '@sikka/shared/markdown';
import { Button, Field, Input, Textarea, cx } from '@sikka/shared/ui';
import { useCoverUpload, type CoverUploader } from '../../model/blogCover';
import { metaDescriptionCount, SAVE_FAILED, type SaveProblem } from '../../model/blogEditor';
import { CoverImageField } from './CoverImageField';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import styles from './BlogPostForm.module.css';

export interface BlogPostFormProps {
  mode: 'create' | 'edit';
  initialValues: BlogPostFormValues;
  /** Saves the post; resolves with what went wrong, or null once it is saved. */
  onSave(post: BlogPostInput): Promise<SaveProblem | null>;
  /** After a successful save (the page goes back to the list). */
  onSaved(): void;
  /** Stores a cover photo picked with 'Upload'; answers its public URL. */
  onUploadCover: CoverUploader;
}

/**
 * The blog editor's form (spec §2 "Blog editor", §5 "Blog form"): every field required, the slug
 * following the title while a new post's slug is untouched, a live preview through the same renderer
 * the public page uses. A failed save keeps everything typed and says why in a banner.
 */
export function BlogPostForm({ mode, initialValues, onSave, onSaved, onUploadCover }: BlogPostFormProps) {
  const form = useForm<BlogPostFormValues, unknown, BlogPostInput>({
    resolver: zodResolver(blogPostFormSchema),
    defaultValues: initialValues,
  });
  const {
    register,
    setValue,
    setError,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const [content, metaDescription, slugValue] = useWatch({ control, name: ['content', 'meta_description', 'slug'] });
  const slugEditedByHand = useRef(mode === 'edit');
  const leavingOnPurpose = useRef(false);
  const count = metaDescriptionCount(metaDescription ?? '', META_DESCRIPTION_LENGTH);
  const coverUpload = useCoverUpload(onUploadCover, (url) =>
    setValue('cover_image', url, { shouldDirty: true, shouldValidate: true }),
  );
  // Saving mid-upload would store the old address: wait for the photo (or cancel it).
  const coverUploading = coverUpload.state.status === 'uploading';

  const title = register('title', {
    onChange: (event) => {
      if (slugFollowsTitle(mode, slugEditedByHand.current))
        setValue('slug', normalizeBlogSlug(event.target.value), { shouldDirty: true });
    },
  });
  const slug = register('slug', {
    onChange: (event) => {
      const typed = typedBlogSlug(event.target.value);
      setValue('slug', typed, { shouldDirty: true });
      // Clearing the slug hands it back to the title (while creating).
      slugEditedByHand.current = mode === 'edit' || typed !== '';
    },
    onBlur: (event) => setValue('slug', normalizeBlogSlug(event.target.value), { shouldDirty: true }),
  });

  // A refusal is the form's root error (the banner's title, its detail beneath), and the slug's when it is the slug.
  const showProblem = ({ slug: slugProblem, banner }: SaveProblem) => {
    if (slugProblem) setError('slug', { message: slugProblem }, { shouldFocus: true });
    if (banner) setError('root', { message: banner.title });
    if (banner?.detail) setError('root.detail', { message: banner.detail });
  };

  const save = useFormSubmit(
    form,
    async (post) => {
      const problem = await onSave(post);
      if (problem) return showProblem(problem);
      leavingOnPurpose.current = true;
      onSaved();
    },
    (error) => {
      console.error('[admin] saving the blog post failed', error);
      showProblem({ banner: { title: SAVE_FAILED } });
      return undefined;
    },
  );
  const banner = errors.root && { title: errors.root.message, detail: errors.root.detail?.message };

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label={mode === 'create' ? 'New post' : 'Edit post'}>
      <UnsavedChangesGuard dirty={isDirty} leavingOnPurpose={leavingOnPurpose} />
      {banner && (
        <div role="alert" className={styles.banner}>
          <AlertCircle aria-hidden="true" size={20} className={styles.bannerIcon} />
          <div>
            <p className={styles.bannerTitle}>{banner.title}</p>
            {banner.detail && <p className={styles.bannerDetail}>{banner.detail}</p>}
          </div>
        </div>
      )}
      <div className={styles.fields}>
        <Field label="Title" required error={errors.title?.message}>
          <Input {...title} autoComplete="off" />
        </Field>
        <Field label="URL slug" required error={errors.slug?.message} hint={<SlugHint slug={slugValue} />}>
          <Input {...slug} autoComplete="off" spellCheck={false} />
        </Field>
        <CoverImageField
          input={register('cover_image')}
          error={errors.cover_image?.message}
          upload={coverUpload}
          className={styles.wide}
        />
        <Field
          label="Excerpt"
          required
          error={errors.excerpt?.message}
          hint="Shown on the blog list, clamped to three lines."
          className={styles.wide}
        >
          <Textarea {...register('excerpt')} rows={3} />
        </Field>
        <Field
          label="Meta description"
          required
          error={errors.meta_description?.message}
          className={styles.wide}
          hint={<span className={cx(styles.count, count.over && styles.countOver)}>{count.label}</span>}
        >
          <Textarea {...register('meta_description')} rows={2} />
        </Field>
      </div>
      <div className={styles.writing}>
        <Field label="Content (Markdown)" required error={errors.content?.message}>
          <Textarea {...register('content')} rows={20} className={styles.content} spellCheck />
        </Field>
        <section className={styles.preview} aria-labelledby="blog-preview-heading">
          <h2 id="blog-preview-heading" className={styles.previewHeading}>
            Preview
          </h2>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
          <div className={styles.previewBody} tabIndex={0}>
            {content?.trim() ? (
              <Markdown>{content}</Markdown>
            ) : (
              <p className={styles.previewEmpty}>The post will appear here as you write.</p>
            )}
          </div>
        </section>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" asChild>
          <Link to="/admin/blog">Cancel</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting || coverUploading}>
          {isSubmitting ? 'Saving...' : 'Save Post'}
        </Button>
      </div>
    </form>
  );
}

function SlugHint({ slug }: { slug: string | undefined }) {
  return <>The post's address: /blog/{normalizeBlogSlug(slug ?? '') || '…'}</>;
}

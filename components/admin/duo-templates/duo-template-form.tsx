'use client';
// /duo/templates/new and /duo/templates/{duoId}/edit: name, description, video and the images in sequence (one is
// unlocked each day both partners log). Images are uploaded through the upload pipeline and reordered by drag and
// drop or the keyboard; the number of images is fixed while duos on the template are in progress (server rule).
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm, useWatch, type Resolver, type ResolverResult } from 'react-hook-form';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { AdminDuoTemplate } from '@/lib/scenes/admin';
import { Button, EmptyState, Form, FormErrors, FormField, Input, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { SortableList } from '@/components/admin/sortable-list';
import { IMAGE_ACCEPT, uploadLibraryImage } from '@/components/admin/scenes/image-upload';

interface Image { key: string; url: string }
let counter = 0;
const imageOf = (url: string): Image => ({ key: `i${(counter += 1)}`, url });

type Values = { name: string; description: string; video: string; images: Image[] };

// What the form checks before saving (the server checks the rest): a name, and one image at least.
const resolverFor = (t: ReturnType<typeof useTranslations<'admin-duos'>>): Resolver<Values> => async (values) => {
  const errors = {
    ...(values.name.trim() ? {} : { name: { type: 'required', message: t('nameRequired') } }),
    ...(values.images.length ? {} : { images: { type: 'required', message: t('imageRequired') } }),
  };
  if (Object.keys(errors).length) return { values: {}, errors } as ResolverResult<Values>;
  return { values, errors: {} };
};

export function DuoTemplateForm({ template, editHref = (id) => `/duo/templates/${id}/edit`, listHref = '/duo/templates' }: {
  template?: AdminDuoTemplate;
  /** Where a new template opens after its first save (the promotion's /duos screens pass their own). */
  editHref?: (id: number) => string;
  listHref?: string;
}) {
  const t = useTranslations('admin-duos');
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const form = useForm<Values>({
    resolver: resolverFor(t),
    defaultValues: {
      name: template?.name ?? '', description: template?.description ?? '', video: template?.video_url ?? '',
      images: (template?.duo_images ?? []).map((i) => imageOf(i.image_url)),
    },
  });
  const images = useWatch({ control: form.control, name: 'images' });
  const setImages = (update: (list: Image[]) => Image[]) => form.setValue('images', update(form.getValues('images')), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const imagesError = form.formState.errors.images?.message;
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const addImages = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        const url = await uploadLibraryImage(file);
        setImages((list) => [...list, imageOf(url)]);
      }
    } catch (error) {
      errorToast(errorMessagesOf(error, t('uploadFailed'))[0]!);
    } finally {
      setUploading(false);
    }
  };

  const save = async ({ name, description, video, images: chosen }: Values) => {
    setErrors([]);
    const body = { name: name.trim(), description: description.trim() || null, video_url: video.trim() || null, duo_images: chosen.map((i) => ({ image_url: i.url })) };
    try {
      const saved = template ? await api.put<AdminDuoTemplate>(`/duo_templates/${template.id}`, body) : await api.post<AdminDuoTemplate>('/duo_templates', body);
      toast(t('saved', { name: saved.name }));
      if (!template) router.push(editHref(saved.id));
      router.refresh();
    } catch (error) {
      const messages = errorMessagesOf(error, t('saveFailed'));
      setErrors(messages);
      errorToast(messages[0]!);
    }
  };

  const remove = async () => {
    if (!template) return;
    if (!(await confirm({ title: t('deleteTitle', { name: template.name }), body: t('deleteBody'), confirmLabel: t('delete'), tone: 'danger' }))) return;
    try {
      await api.delete(`/duo_templates/${template.id}`);
      toast(t('deleted', { name: template.name }));
      router.push(listHref);
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]!);
    }
  };

  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6">
      <FormErrors messages={imagesError ? [imagesError, ...errors] : errors} />
      <AdminSection title={t('templateSection')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField name="name" label={t('name')} render={(field) => <Input maxLength={100} autoComplete="off" {...field} />} />
          <FormField name="video" label={t('video')} description={t('videoHelp')} aside={<span className="text-sm text-ink-muted">{t('optional')}</span>}
            render={(field) => <Input type="url" inputMode="url" placeholder="https://" {...field} />} />
          <FormField name="description" label={t('description')} className="md:col-span-2" aside={<span className="text-sm text-ink-muted">{t('optional')}</span>}
            render={(field) => <Textarea rows={3} maxLength={2000} {...field} />} />
        </div>
      </AdminSection>
      <AdminSection title={t('imagesSection')} description={t('imagesIntro')}>
        <div className="flex flex-col gap-4">
          {images.length === 0 ? <EmptyState title={t('noImages')} /> : (
            <SortableList items={images} getId={(i) => i.key} getName={(_, index) => t('imageName', { number: index + 1 })} label={t('imagesSection')} noun={t('imageNoun')} onChange={(list) => setImages(() => list)}
              onRemove={(image) => setImages((list) => list.filter((i) => i.key !== image.key))}
              renderItem={(image, index) => (
                <>
                  <img src={image.url} alt="" className="size-14 shrink-0 rounded-lg bg-surface-muted object-cover ring-1 ring-line" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{t('day', { number: index + 1 })}</span>
                    <span className="block truncate text-xs text-ink-muted">{image.url}</span>
                  </span>
                </>
              )} />
          )}
          <div>
            <input ref={fileInput} type="file" multiple accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-label={t('imagesToAdd')}
              onChange={(e) => { void addImages(e.target.files); e.target.value = ''; }} />
            <Button type="button" variant="secondary" loading={uploading} onClick={() => fileInput.current?.click()}>{t('uploadImages')}</Button>
          </div>
        </div>
      </AdminSection>
      <div className="flex flex-wrap justify-between gap-3">
        {template ? <Button type="button" variant="danger" onClick={() => void remove()}>{t('deleteTemplate')}</Button> : <span />}
        <Button type="submit" loading={form.formState.isSubmitting} disabled={uploading}>{t('saveTemplate')}</Button>
      </div>
    </Form>
  );
}

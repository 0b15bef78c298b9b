'use client';
// /duo/templates/new and /duo/templates/{duoId}/edit: name, description, video and the images in sequence (one is
// unlocked each day both partners log). Images are uploaded through the upload pipeline and reordered by drag and
// drop or the keyboard; the number of images is fixed while duos on the template are in progress (server rule).
import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { AdminDuoTemplate } from '@/lib/scenes/admin';
import { Button, EmptyState, Field, FormErrors, Input, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { SortableList } from '@/components/admin/sortable-list';
import { IMAGE_ACCEPT, uploadLibraryImage } from '@/components/admin/scenes/image-upload';

interface Image { key: string; url: string }
let counter = 0;
const imageOf = (url: string): Image => ({ key: `i${(counter += 1)}`, url });

export function DuoTemplateForm({ template, editHref = (id) => `/duo/templates/${id}/edit`, listHref = '/duo/templates' }: {
  template?: AdminDuoTemplate;
  /** Where a new template opens after its first save (the promotion's /duos screens pass their own). */
  editHref?: (id: number) => string;
  listHref?: string;
}) {
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [name, setName] = useState(template?.name ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [video, setVideo] = useState(template?.video_url ?? '');
  const [images, setImages] = useState<Image[]>(() => (template?.duo_images ?? []).map((i) => imageOf(i.image_url)));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
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
      errorToast(errorMessagesOf(error, 'Oops, something went wrong while uploading your file.')[0]!);
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    const problems = [...(name.trim() ? [] : ['Name is required.']), ...(images.length ? [] : ['A duo template needs at least one image.'])];
    setErrors(problems);
    if (problems.length) return;
    setSaving(true);
    const body = { name: name.trim(), description: description.trim() || null, video_url: video.trim() || null, duo_images: images.map((i) => ({ image_url: i.url })) };
    try {
      const saved = template ? await api.put<AdminDuoTemplate>(`/duo_templates/${template.id}`, body) : await api.post<AdminDuoTemplate>('/duo_templates', body);
      toast(`${saved.name} saved.`);
      if (!template) router.push(editHref(saved.id));
      router.refresh();
    } catch (error) {
      const messages = errorMessagesOf(error, "Couldn't save form.");
      setErrors(messages);
      errorToast(messages[0]!);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!template) return;
    if (!(await confirm({ title: `Delete ${template.name}?`, body: 'It leaves every duo collection too.', confirmLabel: 'Delete', tone: 'danger' }))) return;
    try {
      await api.delete(`/duo_templates/${template.id}`);
      toast(`${template.name} deleted.`);
      router.push(listHref);
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]!);
    }
  };

  return (
    <form className="flex flex-col gap-6" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
      <FormErrors messages={errors} />
      <AdminSection title="Template">
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Name"><Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} autoComplete="off" /></Field>
          <Field label="Video" description="A path on this site (/…) or an https:// address; optional." aside={<span className="text-sm text-ink-muted">(optional)</span>}>
            <Input value={video} type="url" inputMode="url" onChange={(e) => setVideo(e.target.value)} placeholder="https://" />
          </Field>
          <Field label="Description" className="md:col-span-2" aside={<span className="text-sm text-ink-muted">(optional)</span>}>
            <Textarea value={description} rows={3} maxLength={2000} onChange={(e) => setDescription(e.target.value)} />
          </Field>
        </div>
      </AdminSection>
      <AdminSection title="Images in sequence" description="One image is unlocked for each day both partners log; the duo is complete when all are.">
        <div className="flex flex-col gap-4">
          {images.length === 0 ? <EmptyState title="No images yet" /> : (
            <SortableList items={images} getId={(i) => i.key} getName={(_, index) => `Image ${index + 1}`} label="Images in sequence" noun="image" onChange={setImages}
              onRemove={(image) => setImages((list) => list.filter((i) => i.key !== image.key))}
              renderItem={(image, index) => (
                <>
                  <img src={image.url} alt="" className="size-14 shrink-0 rounded-lg bg-surface-muted object-cover ring-1 ring-line" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">Day {index + 1}</span>
                    <span className="block truncate text-xs text-ink-muted">{image.url}</span>
                  </span>
                </>
              )} />
          )}
          <div>
            <input ref={fileInput} type="file" multiple accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-label="Images to add"
              onChange={(e) => { void addImages(e.target.files); e.target.value = ''; }} />
            <Button type="button" variant="secondary" loading={uploading} onClick={() => fileInput.current?.click()}>Upload images</Button>
          </div>
        </div>
      </AdminSection>
      <div className="flex flex-wrap justify-between gap-3">
        {template ? <Button type="button" variant="danger" onClick={() => void remove()}>Delete template</Button> : <span />}
        <Button type="submit" loading={saving} disabled={uploading}>Save template</Button>
      </div>
    </form>
  );
}

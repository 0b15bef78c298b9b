'use client';
// /scenes/create and /scenes/edit/{id}: name, type, layout and one image per tile (uploaded through the upload
// pipeline, reordered by drag and drop or the keyboard), with the scene previewed on both layouts of the home.
import { useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { api, errorMessagesOf } from '@/lib/api-client';
import {
  LAYOUT_TILES, LAYOUTS, SCENE_TYPES, type AdminScene, type LayoutVersion,
} from '@/lib/scenes/admin';
import { Button, Form, FormErrors, FormField, Input, Select } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { SortableList } from '@/components/admin/sortable-list';
import { ScenePreview } from './scene-preview';
import { IMAGE_ACCEPT, uploadLibraryImage } from './image-upload';

interface Slot { key: string; url: string }
let counter = 0;
const slot = (url = ''): Slot => ({ key: `t${(counter += 1)}`, url });

/** Grows or shrinks the tile slots to the layout's count, keeping the images already there. */
const fit = (slots: Slot[], count: number) => (slots.length >= count ? slots.slice(0, count) : [...slots, ...Array.from({ length: count - slots.length }, () => slot())]);

type ScenesT = ReturnType<typeof useTranslations<'admin-scenes'>>;

// The fields; the tiles (uploaded images in order) are checked beside them, since they are not typed into the form.
const schemaFor = (t: ScenesT) => z.object({
  name: z.string().trim().min(1, t('nameRequired')),
  scene_type: z.enum(SCENE_TYPES),
  layout: z.string(),
});
type Values = z.input<ReturnType<typeof schemaFor>>;
type Output = z.output<ReturnType<typeof schemaFor>>;

export function SceneForm({ scene }: { scene?: AdminScene }) {
  const router = useRouter();
  const t = useTranslations('admin-scenes');
  const { toast, errorToast } = useToast();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schemaFor(t)),
    defaultValues: { name: scene?.name ?? '', scene_type: scene?.scene_type ?? 'waves', layout: String(scene?.layout_version ?? 2) },
  });
  const [name, type, layoutValue] = useWatch({ control: form.control, name: ['name', 'scene_type', 'layout'] });
  const layout = Number(layoutValue) as LayoutVersion;
  const [slots, setSlots] = useState<Slot[]>(() => fit((scene?.tile_urls ?? []).map((u) => slot(u)), LAYOUT_TILES[scene?.layout_version ?? 2]));
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const fileInputs = useRef(new Map<string, HTMLInputElement>());

  const tileProblem = () => (slots.some((s) => !s.url) ? t('tileCount', { layout, count: LAYOUT_TILES[layout] }) : null);

  const upload = async (key: string, file: File | undefined) => {
    if (!file) return;
    setUploading(key);
    try {
      const url = await uploadLibraryImage(file);
      setSlots((s) => s.map((x) => (x.key === key ? { ...x, url } : x)));
    } catch (error) {
      errorToast(errorMessagesOf(error, t('uploadFailed'))[0]!);
    } finally {
      setUploading(null);
    }
  };

  // Both checks answer at once: the name's under its field, the tiles' above the form.
  const showTileProblem = () => {
    const problem = tileProblem();
    setErrors(problem ? [problem] : []);
    return problem;
  };

  const save = async (values: Output) => {
    if (showTileProblem()) return;
    const body = { name: values.name, scene_type: values.scene_type, layout_version: Number(values.layout), tile_urls: slots.map((s) => s.url) };
    try {
      const saved = scene ? await api.put<AdminScene>(`/scenes/${scene.id}`, body) : await api.post<AdminScene>('/scenes', body);
      toast(t('saved', { name: saved.name }));
      router.push(`/scenes/${saved.id}`);
      router.refresh();
    } catch (error) {
      const messages = errorMessagesOf(error, t('saveFailed'));
      setErrors(messages);
      errorToast(messages[0]!);
    }
  };

  const count = LAYOUT_TILES[layout];
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  return (
    <Form form={form} className="flex flex-col gap-6" onSubmit={save} onInvalidSubmit={() => void showTileProblem()}>
      <FormErrors messages={errors} />
      <AdminSection title={t('sceneSection')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField name="name" label={t('name')} render={(field) => <Input maxLength={100} autoComplete="off" {...field} />} />
          <FormField
            name="scene_type"
            label={t('sceneType')}
            render={(field) => (
              <Select {...field}>
                {SCENE_TYPES.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
              </Select>
            )}
          />
          <FormField
            name="layout"
            label={t('layout')}
            description={scene && scene.user_scene_count > 0 ? t('layoutStays') : undefined}
            render={({ onChange, ...field }) => (
              <Select
                {...field}
                disabled={Boolean(scene && scene.user_scene_count > 0)}
                onChange={(e) => {
                  onChange(e);
                  setSlots((s) => fit(s, LAYOUT_TILES[Number(e.target.value) as LayoutVersion]));
                }}
              >
                {LAYOUTS.map((l) => <option key={l} value={l}>{t(`layouts.${l}`)}</option>)}
              </Select>
            )}
          />
        </div>
      </AdminSection>
      <AdminSection title={t('tilesSection')} description={t('tilesIntro', { count })}>
        <SortableList
          items={slots}
          getId={(s) => s.key}
          getName={(_, i) => t('tileName', { number: i + 1 })}
          label={t('tilesInOrder')}
          noun={t('tileNoun')}
          onChange={setSlots}
          renderItem={(s, i) => (
            <>
              <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-muted ring-1 ring-line">
                {s.url ? <img src={s.url} alt="" className="size-full object-cover" /> : <span className="text-xs text-ink-muted">{t('emptyTile')}</span>}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{t('tileTitle', { number: i + 1, final: i === count - 1 ? 'yes' : 'no' })}</span>
                <span className="block truncate text-xs text-ink-muted">{s.url || t('noImageYet')}</span>
              </span>
              <input
                ref={(el) => { if (el) fileInputs.current.set(s.key, el); else fileInputs.current.delete(s.key); }}
                type="file" accept={IMAGE_ACCEPT} className="sr-only" tabIndex={-1} aria-label={t('tileFileLabel', { number: i + 1 })} data-testid={`tile-file-${i}`}
                onChange={(e) => { void upload(s.key, e.target.files?.[0]); e.target.value = ''; }}
              />
              <Button type="button" variant="secondary" size="sm" loading={uploading === s.key} onClick={() => fileInputs.current.get(s.key)?.click()}>
                {t.rich(s.url ? 'replaceTile' : 'uploadTile', { number: i + 1, sr })}
              </Button>
            </>
          )}
        />
      </AdminSection>
      <AdminSection title={t('previewSection')} description={t('formPreviewIntro')}>
        <ScenePreview name={name} sceneType={type} layout={layout} tileUrls={slots.map((s) => s.url)} />
      </AdminSection>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={() => router.back()}>{t('cancel')}</Button>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={uploading !== null}>{t('saveScene')}</Button>
      </div>
    </Form>
  );
}

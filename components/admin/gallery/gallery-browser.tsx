'use client';
// /promotion/{id}/image_library, /frame_library, /profile_photo_library: one library's folders and images. Navigate
// into a folder, up to the one above (never above the library), back to where you were; upload into the current
// folder (a new folder is made by naming it and uploading into it); delete a file or a folder; see the folder's
// deleted files and undelete one. Reads and writes /api/gallery_images{path}.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { api, errorMessagesOf } from '@/lib/api-client';
import { galleryFolderSchema } from '@/lib/gallery/schemas';
import {
  GALLERY_ACCEPT, type GalleryEntry, type GalleryFileJson, type GalleryListing, type GalleryRoot,
} from '@/lib/gallery/types';
import { Button, EmptyState, Form, FormField, Input, Spinner, Switch, cn } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

const apiPath = (path: string) => `/gallery_images${path.split('/').filter(Boolean).map((s) => `/${encodeURIComponent(s)}`).join('')}`;
const segmentsOf = (path: string) => path.split('/').filter(Boolean);
type Folder = z.output<typeof galleryFolderSchema>;

export function GalleryBrowser({ promotionId, root, initial }: { promotionId: number; root: GalleryRoot; initial: GalleryListing }) {
  const t = useTranslations('admin-gallery');
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const [listing, setListing] = useState(initial);
  const [history, setHistory] = useState<string[]>([]);
  const [showDeleted, setShowDeleted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const folderForm = useForm<z.input<typeof galleryFolderSchema>, unknown, Folder>({ resolver: zodResolver(galleryFolderSchema), defaultValues: { name: '' } });
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const top = `/${root}`;

  const load = async (path: string, deleted = showDeleted) => {
    setLoading(true);
    try {
      const next = await api.get<GalleryListing>(apiPath(path), { query: { promotion_id: promotionId, deleted: deleted ? 'true' : undefined } });
      setListing(next);
      return true;
    } catch (error) {
      errorToast(errorMessagesOf(error, t('loadFailed'))[0]!);
      return false;
    } finally {
      setLoading(false);
    }
  };

  const go = async (path: string, remember = true) => {
    const from = listing.path;
    if (await load(path)) {
      if (remember) setHistory((h) => [...h, from]);
      heading.current?.focus();
    }
  };
  const back = async () => {
    const previous = history.at(-1);
    if (previous === undefined) return;
    if (await load(previous)) setHistory((h) => h.slice(0, -1));
  };

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    let stored = 0;
    for (const file of Array.from(files)) {
      const form = new FormData();
      form.append('file', file, file.name);
      try {
        await api.post<GalleryFileJson>(apiPath(listing.path), form, { query: { promotion_id: promotionId } });
        stored += 1;
      } catch (error) {
        errorToast(t('uploadError', { file: file.name, message: errorMessagesOf(error, t('uploadFailed'))[0] ?? t('uploadFailed') }));
      }
    }
    setUploading(false);
    if (stored) toast(t('uploaded', { count: stored }));
    await load(listing.path, false);
    setShowDeleted(false);
  };

  const remove = async (entry: GalleryEntry) => {
    const body = entry.type === 'directory' ? t('deleteFolderBody', { name: entry.name }) : t('deleteFileBody', { name: entry.name });
    if (!(await confirm({ title: t('deleteTitle', { name: entry.name }), body, confirmLabel: t('delete'), tone: 'danger' }))) return;
    try {
      const done = await api.delete<{ deleted: number }>(apiPath(entry.path), { query: { promotion_id: promotionId } });
      toast(t('deleted', { count: done.deleted, name: entry.name }));
      await load(listing.path);
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]!);
    }
  };

  const undelete = async (file: GalleryFileJson) => {
    try {
      await api.put(apiPath(file.path), { deleted: false }, { query: { promotion_id: promotionId } });
      toast(t('restored', { name: file.name }));
      await load(listing.path);
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]!);
    }
  };

  const openFolder = async ({ name }: Folder) => {
    folderForm.reset();
    await go(`${listing.path}/${name}`);
  };

  const crumbs = segmentsOf(listing.path).map((name, i, all) => ({ name, path: `/${all.slice(0, i + 1).join('/')}` }));
  const atTop = listing.path === top;
  const folders = listing.data.filter((e) => e.type === 'directory');
  const files = listing.data.filter((e): e is GalleryFileJson => e.type === 'file');

  return (
    <section aria-labelledby="gallery-folder" className="flex flex-col gap-4 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <nav aria-label={t('folderPath')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((c, i) => (
            <li key={c.path} className="flex items-center gap-1">
              {i > 0 ? <span aria-hidden="true" className="text-ink-muted">/</span> : null}
              {i === crumbs.length - 1 ? <span aria-current="location" className="font-semibold text-ink">{c.name}</span>
                : <button type="button" className="font-semibold text-brand-strong underline-offset-2 hover:underline" onClick={() => void go(c.path)}>{c.name}</button>}
            </li>
          ))}
        </ol>
      </nav>
      <h2 id="gallery-folder" ref={heading} tabIndex={-1} className="text-h2 text-ink outline-none">
        {showDeleted ? t('deletedFilesIn', { name: crumbs.at(-1)?.name ?? root }) : (crumbs.at(-1)?.name ?? root)}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" size="sm" disabled={atTop || loading} onClick={() => listing.parent && void go(listing.parent)}>{t('up')}</Button>
        <Button type="button" variant="secondary" size="sm" disabled={history.length === 0 || loading} onClick={() => void back()}>{t('back')}</Button>
        <input ref={fileInput} type="file" multiple accept={GALLERY_ACCEPT} className="sr-only" tabIndex={-1} aria-label={t('imagesToUpload')} data-testid="gallery-file"
          onChange={(e) => { void upload(e.target.files); e.target.value = ''; }} />
        <Button type="button" size="sm" loading={uploading} onClick={() => fileInput.current?.click()}>{t('uploadHere')}</Button>
        <label className="ms-auto flex items-center gap-2 text-sm font-semibold text-ink">
          <Switch checked={showDeleted} onCheckedChange={(on: boolean) => { setShowDeleted(on); void load(listing.path, on); }} />
          {t('showDeleted')}
        </label>
        {loading ? <Spinner label={t('loadingFolder')} /> : null}
      </div>
      <Form form={folderForm} onSubmit={openFolder} className="flex flex-wrap items-end gap-2">
        {/* One message for every way a name can be wrong: the rule, in the catalog's words. */}
        <FormField name="name" label={t('newFolder')} error={folderForm.formState.errors.name ? t('folderNameError') : undefined} className="min-w-56 flex-1 sm:max-w-sm"
          render={(field) => <Input maxLength={100} autoComplete="off" {...field} />} />
        <Button type="submit" variant="secondary">{t('openNewFolder')}</Button>
        <p className="basis-full text-sm text-ink-muted">{t('newFolderHelp')}</p>
      </Form>
      {folders.length === 0 && files.length === 0 ? (
        <EmptyState title={showDeleted ? t('noDeletedFiles') : t('folderEmpty')}>{showDeleted ? null : t('uploadInto')}</EmptyState>
      ) : (
        <ul className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5', loading && 'opacity-60')} aria-label={t('foldersAndImages')} aria-busy={loading || undefined}>
          {folders.map((d) => (
            <li key={d.path} className="flex flex-col gap-2 rounded-2xl border border-line p-3">
              <button type="button" onClick={() => void go(d.path)} className="flex aspect-square items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                <span aria-hidden="true" className="text-4xl">📁</span>
                <span className="sr-only">{t('openFolder', { name: d.name })}</span>
              </button>
              <span className="truncate text-sm font-semibold text-ink">{d.name}</span>
              <Button type="button" variant="ghost" size="sm" onClick={() => void remove(d)}>{t.rich('deleteFolder', { name: d.name, sr })}</Button>
            </li>
          ))}
          {files.map((f) => (
            <li key={f.id} className="flex flex-col gap-2 rounded-2xl border border-line p-3" data-testid="gallery-file-card">
              <a href={f.url} target="_blank" rel="noreferrer" className="block aspect-square overflow-hidden rounded-xl bg-surface-muted">
                <img src={f.url} alt={f.name} className={cn('size-full object-contain', f.deleted_at && 'opacity-50 grayscale')} loading="lazy" />
              </a>
              <span className="truncate text-sm font-semibold text-ink" title={f.name}>{f.name}</span>
              <span className="text-xs text-ink-muted">{t('kilobytes', { size: Math.max(1, Math.round(f.byte_size / 1024)) })}</span>
              {f.deleted_at
                ? <Button type="button" variant="secondary" size="sm" onClick={() => void undelete(f)}>{t.rich('undelete', { name: f.name, sr })}</Button>
                : <Button type="button" variant="ghost" size="sm" onClick={() => void remove(f)}>{t.rich('deleteFile', { name: f.name, sr })}</Button>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

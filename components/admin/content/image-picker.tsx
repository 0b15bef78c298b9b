'use client';
// Images for content: an address typed in, or one chosen from the promotion's image library
// (GET /api/gallery_images{path}: folders to open, files to pick; "Up" goes to the folder above).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { GalleryListing } from '@/lib/gallery/types';
import { Button, Dialog, Field, FormErrors, Input } from '@/components/ui';
import { Folder } from 'lucide-react';

/** A dialog listing the library; resolves with the chosen file's address, or null when closed. */
export function useImagePicker(promotionId: number | null) {
  const [request, setRequest] = useState<{ resolve: (url: string | null) => void } | null>(null);
  const pick = useCallback(() => new Promise<string | null>((resolve) => setRequest({ resolve })), []);
  const close = (url: string | null) => {
    request?.resolve(url);
    setRequest(null);
  };
  const dialog = promotionId ? <LibraryDialog open={request !== null} promotionId={promotionId} onClose={close} /> : null;
  return { pick: promotionId ? pick : undefined, dialog };
}

function LibraryDialog({ open, promotionId, onClose }: { open: boolean; promotionId: number; onClose: (url: string | null) => void }) {
  const t = useTranslations('admin-content');
  const loadFailed = t('imagesLoadFailed');
  const [path, setPath] = useState('/images');
  const [listing, setListing] = useState<GalleryListing | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const suffix = path === '/' ? '' : path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
    api
      .get<GalleryListing>(`/gallery_images${suffix ? `/${suffix}` : ''}`, { query: { promotion_id: promotionId } })
      .then((answer) => {
        if (!live) return;
        setListing(answer);
        setErrors([]);
      })
      .catch((error: unknown) => live && setErrors(errorMessagesOf(error, loadFailed)));
    return () => {
      live = false;
    };
  }, [open, path, promotionId, loadFailed]);

  return (
    <Dialog open={open} onClose={() => onClose(null)} title={t('chooseImage')} description={t('imageLibraryPath', { path: listing?.path ?? path })}>
      <FormErrors messages={errors} />
      {listing?.parent !== null && listing?.parent !== undefined ? (
        <Button type="button" variant="secondary" size="sm" onClick={() => setPath(listing.parent!)}>{t('upOneFolder')}</Button>
      ) : null}
      {!listing ? <p className="text-ink-muted">{t('loadingImages')}</p> : listing.data.length === 0 ? <p className="text-ink-muted">{t('folderEmpty')}</p> : null}
      <ul className="mt-3 grid max-h-80 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
        {listing?.data.map((entry) => (
          <li key={entry.path}>
            {entry.type === 'directory' ? (
              <button type="button" onClick={() => setPath(entry.path)} className="flex w-full items-center gap-2 rounded-lg border border-line p-3 text-start hover:bg-surface-muted">
                <Folder className="size-5 shrink-0" aria-hidden="true" />
                <span className="truncate">{entry.name}</span>
              </button>
            ) : (
              <button type="button" onClick={() => onClose(entry.url)} className="flex w-full flex-col items-center gap-1 rounded-lg border border-line p-2 hover:bg-surface-muted">
                <img src={entry.url} alt="" className="h-20 w-full object-contain" />
                <span className="w-full truncate text-xs">{entry.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** An image address field with its preview and, when a library is at hand, a "Choose from library" button. */
export function ImageField({ label, value, onChange, onPick }: { label: string; value: string; onChange: (url: string) => void; onPick?: () => Promise<string | null> }) {
  const t = useTranslations('admin-content');
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} description={t('imageAddressHelp')}>
        <Input value={value} onChange={(e) => onChange(e.target.value)} inputMode="url" />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        {onPick ? (
          <Button type="button" variant="secondary" size="sm" onClick={async () => { const url = await onPick(); if (url) onChange(url); }}>
            {t.rich('chooseFromLibrary', { label, sr })}
          </Button>
        ) : null}
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>{t.rich('removeImage', { label, sr })}</Button>
        ) : null}
        {value ? <img src={value} alt={t('imagePreviewAlt', { label })} className="h-16 max-w-40 rounded-lg border border-line object-contain" /> : null}
      </div>
    </div>
  );
}

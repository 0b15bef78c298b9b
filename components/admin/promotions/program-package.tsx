'use client';
// /promotion/{id}/package: the promotion's design as a package (docs/packages.md). Export is a download; import is a
// file pick, a preview of what would be added, changed and left unchanged per kind, then Apply. Nothing changes
// before Apply, and Apply asks first.
import { useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { PackageImportResult, PackageKindChanges, PackagePreview } from '@/lib/packages/types';
import { Upload } from 'lucide-react';
import { useFormat } from '@/lib/i18n/use-format';
import { Button, buttonClasses, DataTable, FormErrors, type DataTableColumn } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

type PromotionsT = ReturnType<typeof useTranslations<'admin-promotions'>>;
/** When the package was exported, as toLocaleString() wrote it: "3/1/2027, 4:05:09 PM". */
const EXPORTED_AT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' };

const names = (list: string[]) => (list.length === 0 ? '—' : list.join(', '));

const columnsFor = (t: PromotionsT): DataTableColumn<PackageKindChanges>[] => [
  { id: 'kind', header: t('package.what'), accessorKey: 'label', cell: ({ row: { original: k } }) => <span className="font-semibold text-ink">{k.label}</span> },
  { id: 'added', header: t('package.added'), accessorFn: (k) => k.added.length, meta: { numeric: true } },
  { id: 'changed', header: t('package.changed'), accessorFn: (k) => k.changed.length, meta: { numeric: true } },
  { id: 'unchanged', header: t('package.unchanged'), accessorFn: (k) => k.unchanged.length, meta: { numeric: true } },
  {
    id: 'names', header: t('package.addedOrChanged'), enableSorting: false, meta: { wide: true },
    cell: ({ row: { original: k } }) => (
      <span className="text-sm text-ink-muted">{names([...k.added.map((name) => t('package.newItem', { name })), ...k.changed])}</span>
    ),
  },
];

export function ProgramPackage({ promotionId, promotionName }: { promotionId: number; promotionName: string }) {
  const t = useTranslations('admin-promotions');
  const format = useFormat();
  const columns = useMemo(() => columnsFor(t), [t]);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PackagePreview | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const confirm = useConfirm();
  const { toast } = useToast();
  const path = `/promotions/${promotionId}/package`;

  const formOf = (chosen: File) => {
    const form = new FormData();
    form.append('file', chosen);
    return form;
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setErrors([]);
    setBusy('preview');
    try {
      setPreview(await api.post<PackagePreview>(`${path}/preview`, formOf(chosen)));
    } catch (error) {
      setErrors(errorMessagesOf(error, t('package.previewFailed')));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  const apply = async () => {
    if (!file || !preview) return;
    const { added, changed } = preview.totals;
    const ok = await confirm({
      title: t('package.confirmTitle', { name: promotionName }),
      body: t('package.confirmBody', { added, changed }),
      confirmLabel: t('package.apply'),
    });
    if (!ok) return;
    setBusy('apply');
    setErrors([]);
    try {
      const result = await api.post<PackageImportResult>(path, formOf(file));
      toast(result.message);
      setPreview(null);
      setFile(null);
    } catch (error) {
      setErrors(errorMessagesOf(error, t('package.applyFailed')));
    } finally {
      setBusy(null);
    }
  };

  const nothingToDo = preview !== null && preview.totals.added + preview.totals.changed === 0;
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="package-export" className="flex flex-col gap-3 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="package-export" className="text-h2 text-ink">{t('package.export')}</h2>
        <p className="text-sm text-ink-muted">{t('package.exportIntro')}</p>
        <div>
          <a href={`/api${path}`} download className={buttonClasses('secondary')}>{t('package.download')}</a>
        </div>
      </section>

      <section aria-labelledby="package-import" className="flex flex-col gap-3 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="package-import" className="text-h2 text-ink">{t('package.import')}</h2>
        <p className="text-sm text-ink-muted">{t('package.importIntro')}</p>
        <FormErrors messages={errors} />
        <div>
          <input ref={input} id="package-file-input" type="file" accept=".zip,application/zip" className="sr-only" disabled={busy !== null} onChange={(e) => void choose(e.target.files?.[0])} />
          <Button asChild variant="secondary" aria-disabled={busy !== null || undefined}>
            <label htmlFor="package-file-input" className="cursor-pointer">
              <Upload aria-hidden="true" className="size-5" /> {busy === 'preview' ? t('package.reading') : t('package.choose')}
            </label>
          </Button>
        </div>
        <div aria-live="polite">
          {preview ? (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-ink">
                {t.rich('package.summary', {
                  file: file?.name ?? '', promotion: preview.source.promotion, installation: preview.source.installation,
                  exported: format.custom(preview.exported_at, EXPORTED_AT),
                  added: format.number(preview.totals.added), changed: format.number(preview.totals.changed), unchanged: format.number(preview.totals.unchanged),
                  strong: (chunks) => <span className="font-semibold">{chunks}</span>,
                })}
              </p>
              <DataTable caption={t('package.tableCaption')} columns={columns} data={preview.kinds} getRowId={(k) => k.kind} pageSize={20} pagerLabel={t('package.pagerLabel')} />
              {nothingToDo ? <p className="text-sm text-ink-muted">{t('package.nothingToDo')}</p> : null}
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => void apply()} disabled={busy !== null || nothingToDo}>{busy === 'apply' ? t('package.importing') : t('package.apply')}</Button>
                <Button variant="ghost" onClick={() => { setPreview(null); setFile(null); }} disabled={busy !== null}>{t('package.cancel')}</Button>
              </div>
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}

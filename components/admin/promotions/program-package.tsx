'use client';
// /promotion/{id}/package: the promotion's design as a package (docs/packages.md). Export is a download; import is a
// file pick, a preview of what would be added, changed and left unchanged per kind, then Apply. Nothing changes
// before Apply, and Apply asks first.
import { useRef, useState } from 'react';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { PackageImportResult, PackageKindChanges, PackagePreview } from '@/lib/packages/types';
import { Upload } from 'lucide-react';
import { Button, buttonClasses, DataTable, FormErrors, type DataTableColumn } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';

const PREVIEW_FAILED = 'Could not read the package.';
const APPLY_FAILED = 'Could not import the package.';

const names = (list: string[]) => (list.length === 0 ? '—' : list.join(', '));

const columns: DataTableColumn<PackageKindChanges>[] = [
  { id: 'kind', header: 'What', accessorKey: 'label', cell: ({ row: { original: k } }) => <span className="font-semibold text-ink">{k.label}</span> },
  { id: 'added', header: 'Added', accessorFn: (k) => k.added.length, meta: { numeric: true } },
  { id: 'changed', header: 'Changed', accessorFn: (k) => k.changed.length, meta: { numeric: true } },
  { id: 'unchanged', header: 'Unchanged', accessorFn: (k) => k.unchanged.length, meta: { numeric: true } },
  {
    id: 'names', header: 'Added or changed', enableSorting: false, meta: { wide: true },
    cell: ({ row: { original: k } }) => (
      <span className="text-sm text-ink-muted">{names([...k.added.map((n) => `${n} (new)`), ...k.changed])}</span>
    ),
  },
];

export function ProgramPackage({ promotionId, promotionName }: { promotionId: number; promotionName: string }) {
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
      setErrors(errorMessagesOf(error, PREVIEW_FAILED));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  const apply = async () => {
    if (!file || !preview) return;
    const { added, changed } = preview.totals;
    const ok = await confirm({
      title: `Import into ${promotionName}?`,
      body: `${added} item${added === 1 ? '' : 's'} will be added and ${changed} changed. Nothing is deleted.`,
      confirmLabel: 'Apply',
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
      setErrors(errorMessagesOf(error, APPLY_FAILED));
    } finally {
      setBusy(null);
    }
  };

  const nothingToDo = preview !== null && preview.totals.added + preview.totals.changed === 0;
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="package-export" className="flex flex-col gap-3 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="package-export" className="text-h2 text-ink">Export</h2>
        <p className="text-sm text-ink-muted">
          One ZIP with this promotion&apos;s content, activities and quizzes, badges, levels and point thresholds, competitions,
          evaluations, scenes with their tile images, and collections. Participants and their data are never part of it.
        </p>
        <div>
          <a href={`/api${path}`} download className={buttonClasses('secondary')}>Download the package</a>
        </div>
      </section>

      <section aria-labelledby="package-import" className="flex flex-col gap-3 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="package-import" className="text-h2 text-ink">Import</h2>
        <p className="text-sm text-ink-muted">
          Choose a package to see what it would change here. Items with the same name are updated, new ones added; nothing is
          deleted. Nothing changes until you apply.
        </p>
        <FormErrors messages={errors} />
        <div>
          <input ref={input} id="package-file-input" type="file" accept=".zip,application/zip" className="sr-only" disabled={busy !== null} onChange={(e) => void choose(e.target.files?.[0])} />
          <Button asChild variant="secondary" aria-disabled={busy !== null || undefined}>
            <label htmlFor="package-file-input" className="cursor-pointer">
              <Upload aria-hidden="true" className="size-5" /> {busy === 'preview' ? 'Reading the package…' : 'Choose a package'}
            </label>
          </Button>
        </div>
        <div aria-live="polite">
          {preview ? (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-ink">
                <span className="font-semibold">{file?.name}</span>: from {preview.source.promotion} ({preview.source.installation}),
                exported {new Date(preview.exported_at).toLocaleString('en-US')}. {preview.totals.added} to add, {preview.totals.changed} to
                change, {preview.totals.unchanged} unchanged.
              </p>
              <DataTable caption="What the import would change" columns={columns} data={preview.kinds} getRowId={(k) => k.kind} pageSize={20} pagerLabel="Package kinds" />
              {nothingToDo ? <p className="text-sm text-ink-muted">This promotion already matches the package.</p> : null}
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => void apply()} disabled={busy !== null || nothingToDo}>{busy === 'apply' ? 'Importing…' : 'Apply'}</Button>
                <Button variant="ghost" onClick={() => { setPreview(null); setFile(null); }} disabled={busy !== null}>Cancel</Button>
              </div>
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}

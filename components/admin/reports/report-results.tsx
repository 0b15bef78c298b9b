'use client';
// A report's rows: 20 at a time, 20 more when the last row shown scrolls into view (or on the "Show more" button,
// for keyboards and screen readers). A result that reached the 50,000-row cap opens the limit dialog. The rows stay in
// the report's order: sorting the part shown would mislead, so the columns do not sort.
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertDialog, Button, DataTable, type DataTableColumn } from '@/components/ui';
import { REPORT_PAGE_ROWS, REPORT_ROW_LIMIT } from '@/lib/reports/schemas';
import type { ReportCell, ReportResult } from '@/lib/reports/types';
import { floorShownIn } from '@/lib/privacy/types';

export function ReportResults({ result, title }: { result: ReportResult; title: string }) {
  const [shown, setShown] = useState(REPORT_PAGE_ROWS);
  const [limitOpen, setLimitOpen] = useState(result.limited);
  const [lastRow, setLastRow] = useState<HTMLTableRowElement | null>(null);
  const total = result.rows.length;
  const t = useTranslations('admin-reports.results');
  const rows = useMemo(() => result.rows.slice(0, shown), [result.rows, shown]);
  const columns = useMemo<DataTableColumn<ReportCell[]>[]>(() => result.fields.map((f, j) => ({
    id: `field-${j}`, header: f.display_name, enableSorting: false, meta: { className: 'whitespace-nowrap text-ink' },
    cell: ({ row }) => (row.original[j] == null ? '' : String(row.original[j])),
  })), [result.fields]);

  useEffect(() => {
    const node = lastRow;
    if (!node || shown >= total) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown((n) => Math.min(total, n + REPORT_PAGE_ROWS));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [lastRow, shown, total]);

  // The organization's floor, read from the hidden figure itself (docs/privacy.md).
  const floor = result.suppressed > 0 ? floorShownIn(result.rows) : null;
  return (
    <section aria-labelledby="report-results-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="report-results-title" className="text-h2 text-ink">{t('title')}</h2>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('rowCount', { total, showing: total > 0 ? 'true' : 'false', shown: Math.min(shown, total) })}
          {floor !== null ? ` · ${t('floorNote', { floor })}` : ''}
        </p>
      </div>
      {total === 0 ? (
        <p className="rounded-2xl bg-surface-muted px-4 py-6 text-center text-ink-muted">{t('empty')}</p>
      ) : (
        <DataTable
          caption={title}
          scrollLabel={t('tableLabel', { title })}
          stickyHeader
          pager={false}
          columns={columns}
          data={rows}
          rowProps={(row) => ({ className: 'odd:bg-surface even:bg-surface-muted/40', ref: row === rows[rows.length - 1] ? setLastRow : undefined })}
          className="max-h-[32rem] text-sm"
        />
      )}
      {shown < total ? (
        <div>
          <Button type="button" variant="secondary" onClick={() => setShown((n) => Math.min(total, n + REPORT_PAGE_ROWS))}>{t('showMore', { count: REPORT_PAGE_ROWS })}</Button>
        </div>
      ) : null}
      <AlertDialog
        open={limitOpen}
        title={t('limitTitle')}
        body={t('limitBody', { limit: REPORT_ROW_LIMIT })}
        confirmLabel={t('ok')}
        onConfirm={() => setLimitOpen(false)}
        onCancel={() => setLimitOpen(false)}
      />
    </section>
  );
}

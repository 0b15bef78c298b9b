'use client';
// A report's rows: 20 at a time, 20 more when the end of the table scrolls into view (or on the "Show more" button,
// for keyboards and screen readers). A result that reached the 50,000-row cap opens the limit dialog.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertDialog, Button } from '@/components/ui';
import { REPORT_PAGE_ROWS, REPORT_ROW_LIMIT } from '@/lib/reports/schemas';
import type { ReportResult } from '@/lib/reports/types';
import { floorShownIn } from '@/lib/privacy/types';

export function ReportResults({ result, title }: { result: ReportResult; title: string }) {
  const [shown, setShown] = useState(REPORT_PAGE_ROWS);
  const [limitOpen, setLimitOpen] = useState(result.limited);
  const end = useRef<HTMLDivElement>(null);
  const total = result.rows.length;
  const t = useTranslations('admin-reports.results');

  useEffect(() => {
    const node = end.current;
    if (!node || shown >= total) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown((n) => Math.min(total, n + REPORT_PAGE_ROWS));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, total]);

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
        <div className="max-h-[32rem] overflow-auto rounded-2xl border border-line" tabIndex={0} aria-label={t('tableLabel', { title })}>
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-surface-muted">
              <tr>
                {result.fields.map((f) => (
                  <th key={f.name} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap text-ink">{f.display_name}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.slice(0, shown).map((row, i) => (
                <tr key={i} className="border-t border-line odd:bg-surface even:bg-surface-muted/40">
                  {row.map((cell, j) => (
                    <td key={j} className="px-3 py-1.5 whitespace-nowrap text-ink">{cell === null ? '' : String(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div ref={end} aria-hidden="true" className="h-px" />
        </div>
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

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

// My Results is a full-screen dialog over an empty page (components/stats/results-dialog.tsx), so while it streams in
// the screen shows the dialog's frame, out of the page's flow as the dialog is. The group's loading state
// (app/(app)/loading.tsx) is a screen-tall block in the flow: replaced by the dialog, it left the page empty and pulled
// the footer up into view behind the dialog, which a browser counts as a layout shift (Lighthouse: CLS 0.066 in 3 of
// 5 runs; docs/benchmarks.md "Session 23").
export default function ResultsLoading() {
  const t = useTranslations('stats');
  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-canvas text-ink">
      <div className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4 sm:px-6">
          <p className="text-h2">{t('myResults')}</p>
        </div>
      </div>
      <div className="grid flex-1 place-items-center">
        <Spinner label={t('loading')} className="size-10" />
      </div>
    </div>
  );
}

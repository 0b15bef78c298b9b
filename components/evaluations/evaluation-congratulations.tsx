'use client';
// After an evaluation is submitted the user is taken to My Journey and a congratulations dialog shows. The screen
// announces the completion here before it navigates; this dialog, mounted around every signed-in page
// (components/onboarding/session-watchers.tsx), opens once My Journey is showing. The announcement lives in memory
// only, so a reload does not congratulate twice.
import { useSyncExternalStore } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { EVALUATION_DONE_PATH } from '@/lib/evaluations/constants';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { useEvaluationContent } from './evaluation-content';

let completed: string | null = null;
const listeners = new Set<() => void>();
const setCompleted = (name: string | null) => {
  completed = name;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Called by the evaluation screen once the answers are saved, just before it goes to My Journey. */
export const announceEvaluationCompleted = (definitionName: string) => setCompleted(definitionName);

export function EvaluationCongratulations() {
  const t = useTranslations('evaluations');
  const pathname = usePathname();
  const name = useSyncExternalStore(subscribe, () => completed, () => null);
  const waiting = name !== null && pathname.startsWith(EVALUATION_DONE_PATH);
  const { item, settled } = useEvaluationContent('congratulations', waiting);
  const close = () => setCompleted(null);
  return (
    <Dialog
      open={waiting && settled}
      onClose={close}
      title={contentTitle(item?.title_html, t('congratulationsTitle'))}
      description={item?.content_html ? <ContentHtml html={item.content_html} /> : t('congratulationsText', { name: name ?? '' })}
    >
      {/* Continue first: showModal() focuses the first control, and the tab order follows the eye. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={close} className={buttonClasses('primary')}>
          {t('continue')}
        </button>
        <Link href="/results" onClick={close} className={buttonClasses('secondary')}>
          {t('seeResults')}
        </Link>
      </div>
    </Dialog>
  );
}

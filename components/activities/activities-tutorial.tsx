'use client';
// The activities tutorial (shown the first time once the promotion has started and the user has not seen it;
// it opens 100 ms after the screen). Closing it saves has_seen_activities_tutorial, once.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrentUser, useUpdateUserFlags } from '@/lib/query/users';
import { useContent } from '@/lib/query/logging';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { ACTIVITY_TUTORIAL_DELAY_MS } from '@/components/home/constants';
import { useOverlayTurn } from '@/components/shell/overlay-order';

export function ActivitiesTutorial() {
  const t = useTranslations('activities');
  const user = useCurrentUser().data;
  const updateFlags = useUpdateUserFlags();
  const content = useContent('dialogs', 'activities_tutorial');
  const [wants, setOpen] = useState(false);
  // After the cookie card, never over it (components/shell/overlay-order.ts).
  const open = useOverlayTurn('tutorial', wants);
  // Once shown it is not shown again on this page, even before the saved flag comes back.
  const shown = useRef(false);
  const due = !!user && !user.flags.has_seen_activities_tutorial;

  useEffect(() => {
    if (!due || shown.current) return;
    const timer = setTimeout(() => {
      shown.current = true;
      setOpen(true);
    }, ACTIVITY_TUTORIAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [due]);

  const close = () => {
    setOpen(false);
    updateFlags.mutate({ has_seen_activities_tutorial: true });
  };
  const item = content.data?.[0];
  return (
    <Dialog open={open} onClose={close} title={contentTitle(item?.title_html, t('tutorialTitle'))}>
      <ContentHtml
        className="text-ink-muted"
        html={item?.content_html ?? `<p>${t('tutorialFallback')}</p>`}
      />
      <div className="mt-6 flex justify-end">
        <button type="button" autoFocus onClick={close} className={buttonClasses('primary')}>
          {t('gotIt')}
        </button>
      </div>
    </Dialog>
  );
}

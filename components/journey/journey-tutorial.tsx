'use client';
// The My Journey tutorial (its flag is set once, when seen):
// content dialogs.journey_tutorial, shown until the user closes it once (flags.has_seen_journey_tutorial).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { fetchContent } from '@/lib/query/onboarding';
import { useCurrentUser, useUpdateUserFlags } from '@/lib/query/users';
import { useOverlayTurn } from '@/components/shell/overlay-order';

export function JourneyTutorial() {
  const t = useTranslations('journey');
  const { data: user } = useCurrentUser();
  const saveFlags = useUpdateUserFlags();
  const [closed, setClosed] = useState(false);
  const needed = user ? !user.flags.has_seen_journey_tutorial : false;
  const content = useQuery({
    queryKey: ['custom_content', 'dialogs', 'journey_tutorial'],
    queryFn: () => fetchContent('dialogs', 'journey_tutorial'),
    enabled: needed,
    staleTime: 10 * 60_000,
  });
  const item = content.data?.[0];
  // Wait for the content so the dialog opens once, whole; without content there is nothing to teach.
  // After the cookie card, never over it (components/shell/overlay-order.ts).
  const open = useOverlayTurn('tutorial', needed && !closed && item !== undefined);

  const close = () => {
    setClosed(true);
    saveFlags.mutate({ has_seen_journey_tutorial: true });
  };

  return (
    <Dialog open={open} onClose={close} title={contentTitle(item?.title_html, t('tutorialTitle'))}>
      <ContentHtml html={item?.content_html} className="text-ink-muted" />
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={close} className={buttonClasses('primary')} autoFocus>
          {t('gotIt')}
        </button>
      </div>
    </Dialog>
  );
}

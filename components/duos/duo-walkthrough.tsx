'use client';
// The duo walkthrough (social-engagement.md: "Walkthrough steps through content; finishing sets
// has_seen_duo_walkthrough"). The demo data has no duo content category, so the steps are a short built-in
// introduction. Shown once: finishing (or closing it) saves the flag, so it never opens again.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { useOverlayTurn } from '@/components/shell/overlay-order';
import { MAX_DUOS } from '@/lib/duos/constants';
import { useCurrentUser, useUpdateUserFlags } from '@/lib/query/users';

/** The steps' title and body (catalog keys). */
export const DUO_WALKTHROUGH_STEPS = [
  { title: 'walkthroughWelcomeTitle', body: 'walkthroughWelcomeBody' },
  { title: 'walkthroughInviteTitle', body: 'walkthroughInviteBody' },
  { title: 'walkthroughRevealTitle', body: 'walkthroughRevealBody' },
] as const;

export function DuoWalkthrough({ enabled }: { enabled: boolean }) {
  const t = useTranslations('duos');
  const user = useCurrentUser();
  const save = useUpdateUserFlags();
  const [step, setStep] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const seen = user.data?.flags.has_seen_duo_walkthrough ?? true;
  // A tutorial in the interruption queue: after any celebration, never on top of one.
  const open = useOverlayTurn('tutorial', enabled && !seen && !dismissed);
  const finish = () => {
    setDismissed(true);
    save.mutate({ has_seen_duo_walkthrough: true });
  };
  const current = DUO_WALKTHROUGH_STEPS[step]!;
  const last = step === DUO_WALKTHROUGH_STEPS.length - 1;
  return (
    <Dialog open={open} onClose={finish} title={t(current.title)} description={t(current.body, { max: MAX_DUOS })} closeOnBackdrop={false}>
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        {t('stepCount', { step: step + 1, total: DUO_WALKTHROUGH_STEPS.length })}
      </p>
      <DialogActions>
        {step > 0 ? (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            {t('back')}
          </Button>
        ) : (
          <Button variant="ghost" onClick={finish}>
            {t('skip')}
          </Button>
        )}
        <Button onClick={() => (last ? finish() : setStep(step + 1))}>{last ? t('getStarted') : t('next')}</Button>
      </DialogActions>
    </Dialog>
  );
}

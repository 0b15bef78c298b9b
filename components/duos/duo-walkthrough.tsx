'use client';
// The duo walkthrough (social-engagement.md: "Walkthrough steps through content; finishing sets
// has_seen_duo_walkthrough"). The demo data has no duo content category, so the steps are a short built-in
// introduction. Shown once: finishing (or closing it) saves the flag, so it never opens again.
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { useOverlayTurn } from '@/components/shell/overlay-order';
import { useCurrentUser, useUpdateUserFlags } from '@/lib/query/users';

export const DUO_WALKTHROUGH_STEPS = [
  { title: 'Welcome to Duos', body: 'A duo is a small challenge you take on together with a friend: a walk, a recipe swap, a week of compliments.' },
  { title: 'Invite or get paired', body: 'Pick a friend and a challenge and send the invitation, or let Pair Me match you with someone. You can be in up to 2 duos at a time.' },
  { title: 'Watch it come together', body: 'As your duo moves along, its picture is revealed piece by piece. Finish it together to celebrate.' },
] as const;

export function DuoWalkthrough({ enabled }: { enabled: boolean }) {
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
    <Dialog open={open} onClose={finish} title={current.title} description={current.body} closeOnBackdrop={false}>
      <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
        Step {step + 1} of {DUO_WALKTHROUGH_STEPS.length}
      </p>
      <DialogActions>
        {step > 0 ? (
          <Button variant="secondary" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        ) : (
          <Button variant="ghost" onClick={finish}>
            Skip
          </Button>
        )}
        <Button onClick={() => (last ? finish() : setStep(step + 1))}>{last ? 'Get started' : 'Next'}</Button>
      </DialogActions>
    </Dialog>
  );
}

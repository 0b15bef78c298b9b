'use client';
// A pending evaluation sends the user to it once per session, except in prestart; without one, a pending user survey
// does (/survey/{id}; none is pending while the participant is newly registered). The server decides when it may
// come (GET /users/me/onboarding `prompt_path`, `prompt_waits`): not on the walkthrough hold, and not before the
// first logged activity, so the first home visit is left to logging. While it waits, the check is made again on
// each new page (a newcomer's first log on home is followed by the prompt on the next page, once).
import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { fetchOnboardingState } from '@/lib/query/onboarding';
import { PENDING_EVALUATION_SESSION_KEY as SESSION_KEY } from '@/lib/evaluations/constants';

export function PendingEvaluationRedirect() {
  const router = useRouter();
  const pathname = usePathname();
  const exempt = pathname.startsWith('/prestart') || pathname.startsWith('/walkthrough');
  const atEvaluation = pathname.startsWith('/usereval') || pathname.startsWith('/survey');

  useEffect(() => {
    if (exempt) return;
    try {
      if (sessionStorage.getItem(SESSION_KEY)) return;
      // Already at an evaluation (opened from a link): that counts as the one time of this session.
      if (atEvaluation) return sessionStorage.setItem(SESSION_KEY, '1');
    } catch {
      return; // without session storage "once per session" cannot be kept: do not nag on every page
    }
    let cancelled = false;
    fetchOnboardingState()
      .then((state) => {
        if (cancelled || state.prompt_waits) return;
        sessionStorage.setItem(SESSION_KEY, '1');
        if (state.prompt_path) router.push(state.prompt_path);
      })
      .catch(() => {}); // a failed check just means no redirect this time
    return () => {
      cancelled = true;
    };
  }, [exempt, atEvaluation, pathname, router]);

  return null;
}

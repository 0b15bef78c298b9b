'use client';
// A pending evaluation sends the user to it once per session, except in prestart; without one, a pending user survey
// does (/survey/{id}; none is pending while the participant is newly registered).
// Users still held to the walkthrough are left alone (the evaluation page is not on the walkthrough's allowed
// list, so the hold would send them straight back); they are sent once they have been home.
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
        if (cancelled || !state.has_been_home) return;
        sessionStorage.setItem(SESSION_KEY, '1');
        if (state.pending_evaluation_id) router.push(`/usereval/${state.pending_evaluation_id}`);
        else if (state.pending_survey_id) router.push(`/survey/${state.pending_survey_id}`);
      })
      .catch(() => {}); // a failed check just means no redirect this time
    return () => {
      cancelled = true;
    };
  }, [exempt, atEvaluation, router]);

  return null;
}

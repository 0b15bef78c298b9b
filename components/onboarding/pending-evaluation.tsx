'use client';
// A pending evaluation sends the user to it once per session, except in prestart; without one, a pending user survey
// does (/survey/{id}; none is pending while the participant is newly registered). The server decides when it may
// come (GET /users/me/onboarding `prompt_path`, `prompt_waits`, `prompt_offer`): not on the walkthrough hold, and not
// before the first logged activity, so the first home visit is left to logging. While it waits, the check is made
// again on each new page (a newcomer's first log on home is followed by the prompt on the next page, once).
// On day one, and for staff, the prompt is an offer in the interruption queue ("Start now" / "Not now") and never
// takes over the page asked for. Either way the page left is remembered: the evaluation's "Not now" returns there.
import { useEffect, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { fetchOnboardingState } from '@/lib/query/onboarding';
import { PENDING_EVALUATION_RETURN_KEY as RETURN_KEY, PENDING_EVALUATION_SESSION_KEY as SESSION_KEY } from '@/lib/evaluations/constants';

/**
 * The offer made this session and not yet answered, kept in session storage. The shell that holds this component can
 * remount on navigation (/leaderboard redirects to /leaderboard/individual in another layout), and the offer, made
 * once per session, must survive that until "Start now" or "Not now".
 */
const OFFER_KEY = 'renew.pending_evaluation_offer';
const offerListeners = new Set<() => void>();
function subscribeOffer(listener: () => void) {
  offerListeners.add(listener);
  return () => {
    offerListeners.delete(listener);
  };
}
function readOffer(): string | null {
  try {
    return sessionStorage.getItem(OFFER_KEY);
  } catch {
    return null;
  }
}
function writeOffer(path: string | null) {
  try {
    if (path) sessionStorage.setItem(OFFER_KEY, path);
    else sessionStorage.removeItem(OFFER_KEY);
  } catch {
    // no session storage: the offer is not kept across pages
  }
  offerListeners.forEach((listener) => listener());
}
import { buttonClasses } from '@/components/ui/button';
import { useOverlayTurn } from '@/components/shell/overlay-order';
import { InterruptionCard, useModalOpen } from '@/components/shell/interruption-card';

function rememberReturn() {
  try {
    sessionStorage.setItem(RETURN_KEY, `${window.location.pathname}${window.location.search}`);
  } catch {
    // no session storage: "Not now" goes home
  }
}

export function PendingEvaluationRedirect() {
  const router = useRouter();
  const pathname = usePathname();
  const offer = useSyncExternalStore(subscribeOffer, readOffer, () => null);
  const exempt = pathname.startsWith('/prestart') || pathname.startsWith('/walkthrough');
  const atEvaluation = pathname.startsWith('/usereval') || pathname.startsWith('/survey');

  useEffect(() => {
    if (exempt) return;
    try {
      // Already at an evaluation (opened from a link, or the offer taken): that counts as the one time of this session.
      if (atEvaluation) {
        if (readOffer()) writeOffer(null);
        return sessionStorage.setItem(SESSION_KEY, '1');
      }
      if (sessionStorage.getItem(SESSION_KEY)) return;
    } catch {
      return; // without session storage "once per session" cannot be kept: do not nag on every page
    }
    let cancelled = false;
    fetchOnboardingState()
      .then((state) => {
        if (cancelled || state.prompt_waits) return;
        sessionStorage.setItem(SESSION_KEY, '1');
        if (!state.prompt_path) return;
        if (state.prompt_offer) return writeOffer(state.prompt_path);
        rememberReturn();
        router.push(state.prompt_path);
      })
      .catch(() => {}); // a failed check just means no redirect this time
    return () => {
      cancelled = true;
    };
  }, [exempt, atEvaluation, pathname, router]);

  const answer = () => writeOffer(null);
  return offer && !atEvaluation ? <EvaluationOffer path={offer} onAnswer={answer} /> : null;
}

function EvaluationOffer({ path, onAnswer }: { path: string; onAnswer: () => void }) {
  const t = useTranslations('onboarding');
  const modal = useModalOpen();
  const visible = useOverlayTurn('evaluation', !modal);
  if (!visible) return null;
  return (
    <InterruptionCard label={t('evaluationOffer.label')} testId="evaluation-offer">
      <h2 className="font-semibold text-ink">{t('evaluationOffer.title', { kind: path.startsWith('/survey') ? 'survey' : 'evaluation' })}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('evaluationOffer.body')}</p>
      <div className="mt-4 flex gap-3">
        <button type="button" onClick={onAnswer} className={buttonClasses('secondary', 'sm', 'flex-1')}>
          {t('notNow')}
        </button>
        <Link
          href={path}
          onClick={() => {
            rememberReturn();
            onAnswer();
          }}
          className={buttonClasses('primary', 'sm', 'flex-1 no-underline')}
        >
          {t('evaluationOffer.start')}
        </Link>
      </div>
    </InterruptionCard>
  );
}

'use client';
// Idle time-out when the promotion's is_timeout_enabled flag is on: after a while
// without activity a warning counts down from 300 s ('Stay signed in' resumes watching, 0 signs out), and a
// keep-alive gap of 20 minutes or more (the computer slept, the tab was frozen) signs out at once.
// Activity is shared between the user's tabs through localStorage, so a busy tab keeps the quiet ones alive.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { signOutToWelcome } from './sign-out';

/** The warning counts down 300 s. */
export const IDLE_WARNING_SECONDS = 300;
/** A keep-alive gap of 20 minutes or more signs out. */
export const KEEPALIVE_GAP_MS = 20 * 60 * 1000;
/** Quiet time before the warning (ours: the spec leaves it open; with the warning, 20 minutes in all). */
export const IDLE_BEFORE_WARNING_MS = 15 * 60 * 1000;
const TICK_MS = 1000;
const STORAGE_KEY = 'renew.last_activity';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll', 'mousemove'] as const;

function readShared(): number {
  try {
    return Number(localStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeShared(at: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(at));
  } catch {
    // Without storage each tab watches on its own.
  }
}

const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function IdleWatcher() {
  const t = useTranslations('onboarding.idle');
  const queryClient = useQueryClient();
  // Set when the watch starts (an effect): reading the clock during render is not allowed.
  const lastActivity = useRef(0);
  const lastTick = useRef(0);
  const [remaining, setRemaining] = useState<number | null>(null);
  const signingOut = useRef(false);
  const warning = remaining !== null;

  const signOut = useCallback(() => {
    if (signingOut.current) return;
    signingOut.current = true;
    void signOutToWelcome(queryClient);
  }, [queryClient]);

  const stay = useCallback(() => {
    lastActivity.current = Date.now();
    writeShared(lastActivity.current);
    setRemaining(null);
  }, []);

  // Activity resets the clock, but not while the warning is up: then only 'Stay signed in' does.
  useEffect(() => {
    if (warning) return;
    let lastWrite = 0;
    const onActivity = () => {
      const now = Date.now();
      lastActivity.current = now;
      if (now - lastWrite > 5000) {
        lastWrite = now;
        writeShared(now);
      }
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [warning]);

  useEffect(() => {
    lastActivity.current = lastTick.current = Date.now();
    writeShared(lastActivity.current);
    const timer = setInterval(() => {
      const now = Date.now();
      const gap = now - lastTick.current;
      lastTick.current = now;
      if (gap >= KEEPALIVE_GAP_MS) return signOut();
      const idleFor = now - Math.max(lastActivity.current, readShared());
      if (idleFor < IDLE_BEFORE_WARNING_MS) {
        setRemaining(null); // another tab was active: this one's warning goes away too
        return;
      }
      const left = IDLE_WARNING_SECONDS - Math.floor((idleFor - IDLE_BEFORE_WARNING_MS) / 1000);
      if (left <= 0) return signOut();
      setRemaining(left);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [signOut]);

  return (
    <Dialog
      open={warning}
      onClose={stay}
      closeOnBackdrop={false}
      alert
      size="sm"
      title={t('title')}
      description={t.rich('description', {
        time: formatCountdown(remaining ?? IDLE_WARNING_SECONDS),
        // role=timer is not announced on every tick (its live region is off by default).
        timer: (chunks) => (
          <strong role="timer" className="font-semibold text-ink tabular-nums">
            {chunks}
          </strong>
        ),
      })}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={signOut} className={buttonClasses('secondary')}>
          {t('signOut')}
        </button>
        <button type="button" autoFocus onClick={stay} className={buttonClasses('primary')}>
          {t('stay')}
        </button>
      </div>
    </Dialog>
  );
}

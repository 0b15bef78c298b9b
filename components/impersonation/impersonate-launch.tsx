'use client';
// The window an administrator's "Impersonate" opens (/users/impersonate?impersonate_id=): it asks for a one-time
// ticket, says whose view opens where, waits the spec's 3 s (or "Open now"), then goes to the promotion's site.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { ImpersonationLaunch } from '@/lib/impersonation/constants';
import { Button } from '@/components/ui';

type State = { kind: 'starting' } | { kind: 'ready'; launch: ImpersonationLaunch } | { kind: 'failed'; messages: string[] };

export function ImpersonateLaunch({ userId }: { userId: number }) {
  const t = useTranslations('impersonation');
  const [state, setState] = useState<State>({ kind: 'starting' });
  const started = useRef(false);

  useEffect(() => {
    // One ticket per window, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    api.post<ImpersonationLaunch>(`/users/${userId}/impersonate`)
      .then((launch) => setState({ kind: 'ready', launch }))
      .catch((error: unknown) => setState({ kind: 'failed', messages: errorMessagesOf(error) }));
  }, [userId]);

  useEffect(() => {
    if (state.kind !== 'ready') return;
    const timer = window.setTimeout(() => window.location.assign(state.launch.url), state.launch.redirect_after_ms);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state.kind === 'failed') {
    return (
      <div role="alert" className="space-y-2">
        {state.messages.map((m) => <p key={m} className="font-semibold text-danger">{m}</p>)}
        <p className="text-ink-muted">{t('closeWindow')}</p>
      </div>
    );
  }
  if (state.kind === 'starting') return <p role="status" className="text-ink-muted">{t('preparing')}</p>;
  const { launch } = state;
  return (
    <div className="space-y-4">
      <p role="status" className="text-lg text-ink">
        {t.rich('opening', {
          promotion: launch.promotion_name,
          name: launch.name,
          seconds: Math.round(launch.redirect_after_ms / 1000),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p className="text-ink-muted">
        {t('recorded', { minutes: launch.expires_in_minutes })}
      </p>
      <Button onClick={() => window.location.assign(launch.url)}>{t('openNow')}</Button>
    </div>
  );
}

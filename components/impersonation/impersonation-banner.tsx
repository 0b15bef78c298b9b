'use client';
// The banner on every page of an impersonation session: whose view this is, and Stop (docs/impersonation.md).
// Stop ends the session on the server, then closes the window the dashboard opened, or returns to the participants
// tab: on this host when the administrator's own session is here (a coordinator), else on the dashboard host.
import { useState } from 'react';
import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { api, errorMessagesOf } from '@/lib/api-client';
import { Button } from '@/components/ui/button';

const PARTICIPANTS_TAB = '/coordinator/dashboard/participants';

export function ImpersonationBanner({ name, expiresAt, dashboardUrl, promotionId }: { name: string; expiresAt: number; dashboardUrl: string; promotionId: number }) {
  const t = useTranslations('impersonation');
  const format = useFormat();
  const [stopping, setStopping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = format.time(expiresAt);

  async function stop() {
    setStopping(true);
    setError(null);
    try {
      await api.post('/impersonation/stop', undefined, { redirectOnUnauthorized: false });
      if (window.opener) window.close();
      const ownSessionHere = await api.get('/users/me', { redirectOnUnauthorized: false }).then(() => true, () => false);
      window.location.assign(ownSessionHere ? PARTICIPANTS_TAB : `${dashboardUrl}${PARTICIPANTS_TAB}?promotion_id=${promotionId}`);
    } catch (e) {
      setError(errorMessagesOf(e)[0] ?? null);
      setStopping(false);
    }
  }

  return (
    <div role="region" aria-label={t('bannerLabel')} className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-ink px-4 py-2 text-sm text-canvas hc:bg-canvas hc:text-ink">
      <Eye aria-hidden className="size-4" />
      <p>
        {t.rich('banner', { name, until, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <Button size="sm" variant="secondary" onClick={stop} disabled={stopping}>{stopping ? t('stopping') : t('stop')}</Button>
      {error ? <p role="alert" className="basis-full text-center">{error}</p> : null}
    </div>
  );
}

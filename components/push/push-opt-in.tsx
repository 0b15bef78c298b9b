'use client';
// Settings → notifications on this device: a participant turns web push on (the browser asks for permission only
// after this tap, never on its own — a gentle first day asks for nothing, docs/participant-experience.md) or off.
// On: subscribe with the server's VAPID key through the service worker, then POST /api/push_notifications/device.
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import { Button } from '@/components/ui';

type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';
const DEVICE_KEY = 'renew.push_device';

function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `web-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration()) ?? navigator.serviceWorker.register('/sw.js');
}

/** What this browser allows, and whether it is subscribed already. */
async function currentState(): Promise<State> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  try {
    const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
    return subscription ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

export function PushOptIn() {
  const t = useTranslations('pushPrompt');
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    void currentState().then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy(true);
    setError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const { public_key } = await api.get<{ public_key: string }>('/push_notifications/device');
      const reg = await registration();
      await navigator.serviceWorker.ready;
      const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) });
      await api.post('/push_notifications/device', { uuid: deviceId(), platform: 'web', subscription: subscription.toJSON() });
      setState('on');
    } catch (e) {
      setError(errorMessagesOf(e, t('couldNotTurnOn'))[0]);
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    setError(null);
    try {
      const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
      if (subscription) {
        await api.delete('/push_notifications/device', { body: { endpoint: subscription.endpoint, uuid: deviceId() } });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch (e) {
      setError(errorMessagesOf(e, t('couldNotTurnOff'))[0]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto mt-6 w-full max-w-2xl rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">{t('title')}</h2>
      <p className="mt-1 text-ink-muted" aria-live="polite">{t(state)}</p>
      {error ? <p role="alert" className="mt-2 text-danger">{error}</p> : null}
      {state === 'off' ? <Button type="button" className="mt-4" loading={busy} onClick={() => void turnOn()}>{t('turnOn')}</Button> : null}
      {state === 'on' ? <Button type="button" variant="secondary" className="mt-4" loading={busy} onClick={() => void turnOff()}>{t('turnOff')}</Button> : null}
    </section>
  );
}

'use client';
// Toasts on sonner (3000 ms; error toasts stay until dismissed). One <Toaster> lives in the root layout; anything
// calls notify() / notifyError(). Each toast is a status (or, for errors, an alert) so screen readers announce it.
// sonner (~12 KiB gzip) loads with the first toast, not with every page (docs/benchmarks.md "First-load
// JavaScript"). When its code cannot load (offline before the first toast: the offline logging queue says so in a
// toast), the same cards show in a plain list of ours, with the same timers.
import { useSyncExternalStore } from 'react';
import Link from 'next/link';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from './cn';

export type ToastKind = 'success' | 'info' | 'error';
export const TOAST_MS = 3000;

type Sonner = typeof import('sonner');

/**
 * What a toast may add to its text: where a click on it goes (the thing itself), a picture (a badge's art), and a
 * quoted line under the text (the first words of the comment or message a notification is about).
 */
export interface ToastExtras {
  href?: string | null;
  imageUrl?: string | null;
  quote?: string | null;
}

interface PlainToast extends ToastExtras {
  id: number;
  message: string;
  kind: ToastKind;
}

interface ToasterState {
  sonner: Sonner | null;
  /** Toasts shown without sonner, newest first. */
  plain: PlainToast[];
}

let state: ToasterState = { sonner: null, plain: [] };
const SERVER_STATE: ToasterState = { sonner: null, plain: [] };
const listeners = new Set<() => void>();
let loading: Promise<Sonner | null> | null = null;
let nextPlainId = 1;

function update(next: Partial<ToasterState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner's module, once; a failed load is tried again with the next toast. */
function loadSonner(): Promise<Sonner | null> {
  loading ??= import('sonner').then(
    (module) => {
      update({ sonner: module });
      return module;
    },
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}

function showWithSonner(sonner: Sonner, message: string, kind: ToastKind, duration: number, extras: ToastExtras) {
  // sonner keeps a toast made before its <Toaster> subscribed and shows it once it does.
  sonner.toast.custom((id) => <ToastCard message={message} kind={kind} {...extras} onDismiss={() => sonner.toast.dismiss(id)} />, { duration });
}

function dismissPlain(id: number) {
  update({ plain: state.plain.filter((toast) => toast.id !== id) });
}

function showPlain(message: string, kind: ToastKind, duration: number, extras: ToastExtras) {
  const id = nextPlainId++;
  update({ plain: [{ id, message, kind, ...extras }, ...state.plain].slice(0, 5) });
  if (Number.isFinite(duration)) window.setTimeout(() => dismissPlain(id), duration);
}

export function notify(message: string, options: { kind?: ToastKind; durationMs?: number } & ToastExtras = {}) {
  const kind = options.kind ?? 'success';
  const duration = kind === 'error' ? Infinity : (options.durationMs ?? TOAST_MS);
  const extras: ToastExtras = { href: options.href, imageUrl: options.imageUrl, quote: options.quote };
  if (state.sonner) return showWithSonner(state.sonner, message, kind, duration, extras);
  // Toasts asked for while sonner loads wait on the same promise, so they keep their order.
  void loadSonner().then((sonner) => (sonner ? showWithSonner(sonner, message, kind, duration, extras) : showPlain(message, kind, duration, extras)));
}

export function Toaster() {
  const t = useTranslations('ui.toaster');
  const { sonner, plain } = useSyncExternalStore(subscribe, () => state, () => SERVER_STATE);
  return (
    <>
      {sonner ? (
        <sonner.Toaster position="top-right" offset={{ top: 80, right: 24 }} mobileOffset={{ top: 80 }} expand visibleToasts={5} containerAriaLabel={t('label')} />
      ) : null}
      {plain.length ? (
        <section aria-label={t('label')} className="fixed inset-x-4 top-20 z-[999] flex flex-col items-center gap-3 sm:inset-x-auto sm:end-6 sm:items-end">
          {plain.map((toast) => (
            <ToastCard key={toast.id} message={toast.message} kind={toast.kind} href={toast.href} imageUrl={toast.imageUrl} quote={toast.quote} onDismiss={() => dismissPlain(toast.id)} />
          ))}
        </section>
      ) : null}
    </>
  );
}

function ToastCard({ message, kind, href, imageUrl, quote, onDismiss }: { message: string; kind: ToastKind; onDismiss: () => void } & ToastExtras) {
  const t = useTranslations('ui.toaster');
  const tone = kind === 'error' ? 'bg-danger text-on-brand' : kind === 'success' ? 'bg-brand-strong text-on-brand' : 'bg-ink text-canvas';
  return (
    <div className={cn('flex w-[calc(100vw-2rem)] max-w-sm items-center gap-3 rounded-2xl px-4 py-3 shadow-card sm:w-sm hc:border hc:border-line', tone)}>
      {imageUrl ? <img src={imageUrl} alt="" className="size-10 shrink-0 rounded-xl bg-surface object-contain" /> : null}
      <p role={kind === 'error' ? 'alert' : 'status'} className="flex-1 text-sm font-medium">
        {/* The whole text is the link: a click on the toast goes to the thing it tells of. */}
        {href ? (
          <Link href={href} onClick={onDismiss} className="text-inherit underline decoration-1 underline-offset-2 hover:decoration-2">
            {message}
          </Link>
        ) : (
          message
        )}
        {quote ? <span className="mt-0.5 block font-normal break-words opacity-90">“{quote}”</span> : null}
      </p>
      <button type="button" onClick={onDismiss} className="-m-1 rounded-full p-1 hover:bg-white/15" aria-label={t('dismiss')}>
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

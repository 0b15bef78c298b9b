'use client';
// A thread's messages (role="log", announced politely): grouped by sender and minute under one 'MMM DD, hh:mm a'
// time, the caller's own on the right, 'created' rows as "{name} started the conversation", photos that open large.
// It opens at the newest message and follows new ones while the reader is at the bottom; older pages load above
// ("Load earlier messages", or scrolling to the top) without moving what the reader is looking at.
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/components/ui/cn';
import type { Message } from '@/lib/messaging/types';
import { isPending } from '@/lib/query/messages';
import { groupThread, hasImage, initialsOfName, messageTime, type ThreadRow } from './format';

export interface MessageLogProps {
  /** Changes when another conversation opens: the log starts again at the bottom. */
  threadKey: string;
  label: string;
  messages: readonly Message[];
  meId: number | undefined;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** Shown when there is no message (a draft). */
  empty?: ReactNode;
}

/** How near the bottom (px) still counts as "at the newest message". */
const BOTTOM_SLACK = 64;

export function MessageLog({ threadKey, label, messages, meId, hasEarlier, loadingEarlier, onLoadEarlier, empty }: MessageLogProps) {
  const t = useTranslations('messages');
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const shown = useRef<{ key: string; first: number | undefined; last: number | undefined }>({ key: '', first: undefined, last: undefined });
  const [photo, setPhoto] = useState<{ url: string; alt: string } | null>(null);
  const rows = groupThread(messages);
  const firstId = messages[0]?.id;
  const last = messages.at(-1);

  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  const loadEarlier = () => {
    const el = scroller.current;
    if (!el || loadingEarlier || !hasEarlier) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    onLoadEarlier();
  };

  // Before paint: a new thread opens at its newest message; an older page keeps the reader's place; a new message
  // scrolls into view when the reader was at the bottom or wrote it.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = shown.current;
    shown.current = { key: threadKey, first: firstId, last: last?.id };
    if (before.key !== threadKey) {
      anchor.current = null;
      atBottom.current = true;
      toBottom();
      return;
    }
    if (anchor.current && firstId !== before.first) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    }
    if (last && last.id !== before.last && (atBottom.current || isPending(last) || last.user_id === meId)) toBottom();
  }, [threadKey, firstId, last, meId]);

  // Scrolling near the top reads the next older page (the button does the same for keyboards and screen readers).
  const loadEarlierRef = useRef(loadEarlier);
  useEffect(() => {
    loadEarlierRef.current = loadEarlier;
  });
  useEffect(() => {
    const el = scroller.current;
    const target = sentinel.current;
    if (!el || !target || !hasEarlier) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting && el.scrollHeight > el.clientHeight) loadEarlierRef.current();
      },
      { root: el, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasEarlier, threadKey]);

  // A phone's keyboard or a turned screen resizes the log: the newest message stays in view.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
  };

  // Photos change the height when they arrive: stay at the bottom if the reader was there.
  const onMediaLoad = useCallback(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, []);

  return (
    // The log is the scrolling region itself, focusable so that a keyboard can scroll it (arrows, Page Up).
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={label}
      aria-busy={loadingEarlier || undefined}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-canvas px-3 py-4 sm:px-5"
    >
      {hasEarlier ? (
        <div ref={sentinel} className="mb-4 flex justify-center">
          <Button variant="secondary" size="sm" onClick={loadEarlier} loading={loadingEarlier}>
            {t('loadEarlier')}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? empty : null}
      <ol className="flex flex-col gap-4">
        {rows.map((row) => (
          <MessageRow key={row.key} row={row} mine={row.kind === 'group' && row.userId === meId} onPhoto={setPhoto} onMediaLoad={onMediaLoad} />
        ))}
      </ol>
      <Dialog open={photo !== null} onClose={() => setPhoto(null)} title={photo?.alt ?? t('photo')}>
        {photo ? <img src={photo.url} alt={photo.alt} className="mx-auto max-h-[70dvh] w-auto rounded-2xl object-contain" /> : null}
      </Dialog>
    </div>
  );
}

interface MessageRowProps {
  row: ThreadRow;
  mine: boolean;
  onPhoto: (photo: { url: string; alt: string }) => void;
  onMediaLoad: () => void;
}

// A long thread re-renders only the groups that changed (the last one, mostly).
const MessageRow = memo(function MessageRow({ row, mine, onPhoto, onMediaLoad }: MessageRowProps) {
  const t = useTranslations('messages');
  const format = useFormat();
  if (row.kind === 'created') {
    const time = messageTime(row.message.created_at_milliseconds, format);
    return (
      <li className="text-center text-sm text-ink-muted">
        {t.rich('startedConversation', { name: row.message.user_name, b: (chunks) => <span className="font-semibold text-ink">{chunks}</span> })}
        <span className="block text-xs">
          <time dateTime={row.message.created_at}>{time}</time>
        </span>
      </li>
    );
  }
  const time = messageTime(row.messages[0].created_at_milliseconds, format);
  return (
    <li className={cn('flex gap-2', mine ? 'flex-row-reverse' : 'flex-row')}>
      {mine ? null : <Avatar src={row.userImage} initials={initialsOfName(row.userName)} className="mt-5 size-8" />}
      <div className={cn('flex max-w-[85%] min-w-0 flex-col gap-1 sm:max-w-[70%]', mine ? 'items-end' : 'items-start')}>
        <p className="px-1 text-xs text-ink-muted">
          {mine ? <span className="sr-only">{t('youSr')}</span> : <span className="font-semibold text-ink">{row.userName} · </span>}
          <time dateTime={row.messages[0].created_at}>{time}</time>
        </p>
        {row.messages.map((message) => {
          const alt = mine ? t('photoFromYou') : t('photoFrom', { name: row.userName });
          return (
            <div key={message.id} className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start', isPending(message) && 'opacity-70')}>
              {hasImage(message) ? (
                <button
                  type="button"
                  onClick={() => onPhoto({ url: message.image.url, alt })}
                  className="overflow-hidden rounded-3xl border border-line bg-surface"
                  aria-label={mine ? t('enlargePhotoYours') : t('enlargePhoto', { name: row.userName })}
                >
                  <img src={message.image.url} alt={alt} onLoad={onMediaLoad} className="max-h-64 w-auto object-contain" />
                </button>
              ) : null}
              {message.content ? (
                <p
                  className={cn(
                    'rounded-3xl px-4 py-2.5 break-words whitespace-pre-wrap hc:border hc:border-line',
                    mine ? 'rounded-br-lg bg-brand text-on-brand' : 'rounded-bl-lg bg-surface text-ink shadow-card',
                  )}
                >
                  {message.content}
                </p>
              ) : null}
              {isPending(message) ? <span className="sr-only">{t('sending')}</span> : null}
            </div>
          );
        })}
      </div>
    </li>
  );
}, sameRow);

function sameRow(a: MessageRowProps, b: MessageRowProps): boolean {
  if (a.mine !== b.mine || a.onPhoto !== b.onPhoto || a.onMediaLoad !== b.onMediaLoad || a.row.kind !== b.row.kind) return false;
  if (a.row.kind === 'created' || b.row.kind === 'created') return a.row.key === b.row.key;
  const x = a.row.messages;
  const y = b.row.messages;
  return x.length === y.length && x.every((m, i) => m === y[i]);
}

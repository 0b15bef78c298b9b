'use client';
// The caller's conversations, most recent first: picture, name, the last message, how long ago, a dot and bold text
// while it has unseen messages, a muted mark. A navigation list of buttons; the open one is aria-current.
import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { BellOff, MessageCircle, SquarePen } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { LoadError } from '@/components/feedback/load-states';
import { RelativeTime } from '@/components/wall/relative-time';
import type { Conversation } from '@/lib/messaging/types';
import { ConversationAvatar } from './conversation-avatar';
import { previewOf } from './format';

export interface ConversationListProps {
  conversations: Conversation[] | undefined;
  error: unknown;
  onRetry: () => void;
  meId: number | undefined;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onNewMessage: () => void;
  newMessageRef?: Ref<HTMLButtonElement>;
}

export function ConversationList({ conversations, error, onRetry, meId, selectedId, onSelect, onNewMessage, newMessageRef }: ConversationListProps) {
  const t = useTranslations('messages');
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h1 className="text-h2 text-ink">{t('title')}</h1>
        <Button ref={newMessageRef} size="sm" onClick={onNewMessage}>
          <SquarePen className="size-4" aria-hidden="true" />
          {t('newMessage')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {error ? (
          <div className="p-4">
            <LoadError title={t('conversationsLoadError')} error={error} onRetry={onRetry} />
          </div>
        ) : !conversations ? (
          <ListSkeleton />
        ) : conversations.length === 0 ? (
          <div className="p-4">
            <EmptyState
              icon={MessageCircle}
              title={t('noConversations')}
              action={
                <Button variant="secondary" onClick={onNewMessage}>
                  {t('startConversation')}
                </Button>
              }
            >
              <p className="mt-1 text-sm">{t('emptyBody')}</p>
            </EmptyState>
          </div>
        ) : (
          <nav aria-label={t('conversationsNav')}>
            <ul className="flex flex-col p-2">
              {conversations.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationItem conversation={conversation} meId={meId} current={conversation.id === selectedId} onSelect={onSelect} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

function ConversationItem({ conversation, meId, current, onSelect }: { conversation: Conversation; meId: number | undefined; current: boolean; onSelect: (id: number) => void }) {
  const t = useTranslations('messages');
  const unseen = conversation.unseen && !current;
  const last = conversation.current_messages.at(-1);
  const when = conversation.last_message_at ?? last?.created_at ?? null;
  return (
    <button
      type="button"
      data-conversation-id={conversation.id}
      onClick={() => onSelect(conversation.id)}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'flex w-full items-center gap-3 rounded-2xl px-3 py-3 text-left hover:bg-surface-muted',
        'aria-[current=true]:bg-brand-soft aria-[current=true]:hc:outline aria-[current=true]:hc:outline-2 aria-[current=true]:hc:outline-brand',
      )}
    >
      <ConversationAvatar people={conversation.members} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-ink', unseen ? 'font-bold' : 'font-semibold')}>{conversation.conversation_name}</span>
          {when ? <RelativeTime iso={when} className={cn('shrink-0 text-xs', unseen ? 'font-bold text-ink' : 'text-ink-muted')} /> : null}
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-sm', unseen ? 'font-semibold text-ink' : 'text-ink-muted')}>{previewOf(conversation, meId, t)}</span>
          {conversation.muted ? (
            <>
              <BellOff className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
              <span className="sr-only">{t('mutedSr')}</span>
            </>
          ) : null}
          {unseen ? (
            <>
              <span className="size-2.5 shrink-0 rounded-full bg-brand hc:size-3" aria-hidden="true" />
              <span className="sr-only">{t('unreadSr')}</span>
            </>
          ) : null}
        </span>
      </span>
    </button>
  );
}

function ListSkeleton() {
  const t = useTranslations('messages');
  return (
    <div role="status" className="flex flex-col gap-1 p-2">
      <span className="sr-only">{t('loadingConversations')}</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="size-11 rounded-full!" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

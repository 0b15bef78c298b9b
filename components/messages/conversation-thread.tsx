'use client';
// One open conversation (header, messages, composer), and a draft: the people chosen for a conversation that does
// not exist yet, whose first message creates it (social-engagement.md: "a new conversation is saved first and then
// becomes current").
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import type { Conversation } from '@/lib/messaging/types';
import { refreshNewest, threadMessages, useRenameConversation, useSendMessage, useStartConversation, useThread, type Author } from '@/lib/query/messages';
import { ConversationActions } from './conversation-actions';
import type { Person } from './friend-picker-dialog';
import { MessageComposer, type ComposerHandle } from './message-composer';
import { MessageLog } from './message-log';
import { ThreadHeader } from './thread-header';
import { namesOf } from './format';

/** Where focus goes when a conversation is opened: the box on wide screens, the name on phones (no keyboard popping up). */
function useFocusOnOpen(key: string, focus: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const composer = useRef<ComposerHandle>(null);
  useEffect(() => {
    if (!focus) return;
    if (window.matchMedia('(min-width: 768px)').matches) composer.current?.focus();
    else heading.current?.focus();
  }, [key, focus]);
  return { heading, composer };
}

function subtitleOf(conversation: Conversation, t: ReturnType<typeof useTranslations<'messages'>>): string | undefined {
  const count = conversation.members.length + 1;
  if (conversation.conversation_type === 't') return t('subtitleTeam', { count });
  if (conversation.conversation_type === 'g') return t('subtitleGroup', { count });
  return undefined;
}

export interface ConversationThreadProps {
  conversation: Conversation;
  me: Author | null;
  focusOnOpen: boolean;
  onBack: () => void;
  onStartGroupDraft: (people: Person[]) => void;
  onCleared: () => void;
}

export function ConversationThread({ conversation, me, focusOnOpen, onBack, onStartGroupDraft, onCleared }: ConversationThreadProps) {
  const t = useTranslations('messages');
  const thread = useThread(conversation.id);
  const queryClient = useQueryClient();
  // A thread kept from an earlier visit may have missed messages sent while this screen was closed.
  useEffect(() => {
    void refreshNewest(queryClient, conversation.id).catch(() => undefined);
  }, [queryClient, conversation.id]);
  const send = useSendMessage(conversation, me ?? { id: 0, full_name: '', image: null });
  const rename = useRenameConversation(conversation.id);
  const { errorToast } = useToast();
  const { heading, composer } = useFocusOnOpen(String(conversation.id), focusOnOpen);
  const messages = threadMessages(thread.data);
  const isGroup = conversation.conversation_type === 'g';

  return (
    <section aria-labelledby={`conversation-${conversation.id}-name`} className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader
        title={conversation.conversation_name}
        subtitle={subtitleOf(conversation, t)}
        people={conversation.members}
        onBack={onBack}
        headingRef={heading}
        headingId={`conversation-${conversation.id}-name`}
        currentName={conversation.name}
        onRename={
          isGroup
            ? (name) =>
                rename.mutateAsync(name).catch((error: unknown) => {
                  errorToast(errorMessagesOf(error).join(' '));
                  throw error;
                })
            : undefined
        }
      >
        {(startRename) => (
          <ConversationActions conversation={conversation} onStartGroupDraft={onStartGroupDraft} onCleared={onCleared} onRename={isGroup ? startRename : undefined} />
        )}
      </ThreadHeader>
      {thread.isError && !thread.data ? (
        <div className="flex-1 p-4">
          <LoadError title={t('threadLoadError')} error={thread.error} onRetry={() => void thread.refetch()} />
        </div>
      ) : thread.isPending ? (
        <ThreadSkeleton />
      ) : (
        <MessageLog
          threadKey={String(conversation.id)}
          label={t('messagesWith', { name: conversation.conversation_name })}
          messages={messages}
          meId={me?.id}
          hasEarlier={thread.hasNextPage}
          loadingEarlier={thread.isFetchingNextPage}
          onLoadEarlier={() => void thread.fetchNextPage()}
          empty={<p className="py-10 text-center text-ink-muted">{t('sayHello')}</p>}
        />
      )}
      <MessageComposer ref={composer} recipientName={conversation.conversation_name} onSend={(input) => send.mutateAsync(input)} />
    </section>
  );
}

export interface DraftThreadProps {
  people: Person[];
  me: Author | null;
  onBack: () => void;
  onCreated: (conversation: Conversation) => void;
}

export function DraftThread({ people, me, onBack, onCreated }: DraftThreadProps) {
  const t = useTranslations('messages');
  const start = useStartConversation();
  const names = namesOf(people.map((p) => p.full_name), t);
  const key = people.map((p) => p.id).join(',');
  const { heading, composer } = useFocusOnOpen(key, true);
  return (
    <section aria-labelledby="draft-conversation-name" className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader
        title={names}
        subtitle={people.length > 1 ? t('subtitleNewGroup', { count: people.length + 1 }) : t('subtitleNewConversation')}
        people={people}
        onBack={onBack}
        headingRef={heading}
        headingId="draft-conversation-name"
      />
      <MessageLog
        threadKey={`draft-${key}`}
        label={t('messagesWith', { name: names })}
        messages={[]}
        meId={me?.id}
        hasEarlier={false}
        loadingEarlier={false}
        onLoadEarlier={() => undefined}
        empty={
          <p className="py-10 text-center text-ink-muted">
            {people.length > 1 ? t('firstMessageGroup') : t('firstMessageOne', { name: names })}
          </p>
        }
      />
      <MessageComposer
        ref={composer}
        recipientName={names}
        onSend={async (input) => onCreated(await start.mutateAsync({ ...input, members: people.map((p) => p.id) }))}
      />
    </section>
  );
}

function ThreadSkeleton() {
  const t = useTranslations('messages');
  return (
    <div role="status" className="flex min-h-0 flex-1 flex-col justify-end gap-4 bg-canvas p-5">
      <span className="sr-only">{t('loadingMessages')}</span>
      <Skeleton className="h-12 w-2/3 rounded-3xl" />
      <Skeleton className="ms-auto h-10 w-1/2 rounded-3xl" />
      <Skeleton className="h-16 w-3/5 rounded-3xl" />
      <Skeleton className="ms-auto h-10 w-2/5 rounded-3xl" />
    </div>
  );
}

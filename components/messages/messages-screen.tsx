'use client';
// /messages?conversation={id} | ?recipient={userId} (social-engagement.md "Messaging"): the conversation list and
// the open thread, side by side on wide screens and one at a time on phones. The URL follows the selection
// (history.replaceState: no server round trip); ?recipient opens that person's conversation, or a draft to them.
// Live: conversationAlert refreshes what changed; a message to the open thread is marked seen at once.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MessageCircle, SquarePen } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import type { Conversation } from '@/lib/messaging/types';
import { useCurrentUser } from '@/lib/query/users';
import { useTaggableFriends } from '@/lib/query/wall';
import { dropConversation, messagingKeys, patchConversation, refreshNewest, useConversations, useMarkSeen, type Author } from '@/lib/query/messages';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime';
import { useRealtimeReconnect } from '@/lib/realtime/use-realtime-reconnect';
import { ConversationList } from './conversation-list';
import { ConversationThread, DraftThread } from './conversation-thread';
import { FriendPickerDialog, type Person } from './friend-picker-dialog';

const idOf = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** Keeps the address in step with what is shown, without a navigation. */
function showInUrl(query: { conversation?: number; recipient?: number } = {}) {
  const params = new URLSearchParams();
  if (query.conversation) params.set('conversation', String(query.conversation));
  if (query.recipient) params.set('recipient', String(query.recipient));
  const search = params.toString();
  window.history.replaceState(null, '', `/messages${search ? `?${search}` : ''}`);
}

const individualWith = (list: Conversation[] | undefined, userId: number) =>
  list?.find((c) => c.conversation_type === 'i' && c.members.some((m) => m.user_id === userId));

export function MessagesScreen() {
  const t = useTranslations('messages');
  const params = useSearchParams();
  const conversationId = idOf(params.get('conversation'));
  const recipientId = conversationId === null ? idOf(params.get('recipient')) : null;
  const queryClient = useQueryClient();
  const conversations = useConversations();
  const friends = useTaggableFriends(recipientId !== null);
  const { data: user } = useCurrentUser();
  const { mutateAsync: markSeen } = useMarkSeen();
  const [groupDraft, setGroupDraft] = useState<Person[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const returnFocusTo = useRef<number | 'new' | null>(null);
  const newMessageButton = useRef<HTMLButtonElement>(null);

  const me: Author | null = user ? { id: user.id, full_name: user.profile.full_name, image: user.profile.image.url } : null;
  const list = conversations.data;
  const selected = conversationId === null ? null : (list?.find((c) => c.id === conversationId) ?? null);

  // ?recipient: their existing conversation if there is one, else a draft to them (friends only).
  const recipientConversation = recipientId === null ? undefined : individualWith(list, recipientId);
  const recipientFriend = recipientId === null ? undefined : friends.data?.find((f) => f.id === recipientId);
  useEffect(() => {
    if (recipientConversation) showInUrl({ conversation: recipientConversation.id });
  }, [recipientConversation]);
  const draft = conversationId !== null ? null : recipientId !== null ? (recipientFriend && list && !recipientConversation ? [recipientFriend] : null) : groupDraft;
  const recipientUnknown = recipientId !== null && friends.isSuccess && list !== undefined && !recipientConversation && !recipientFriend;

  // Opening a conversation clears its unseen mark (a seen call), once per opening.
  const seenFor = useRef<number | null>(null);
  const selectedId = selected?.id ?? null;
  useEffect(() => {
    if (selectedId === seenFor.current) return;
    seenFor.current = selectedId;
    if (selectedId !== null) void markSeen(selectedId).catch(() => undefined);
  }, [selectedId, markSeen]);

  // Back on the list (phones), focus returns to where the reader came from.
  const showingThread = conversationId !== null || recipientId !== null || groupDraft !== null;
  useEffect(() => {
    if (showingThread || returnFocusTo.current === null) return;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target === 'new') newMessageButton.current?.focus();
    else document.querySelector<HTMLElement>(`[data-conversation-id="${target}"]`)?.focus();
  }, [showingThread]);

  const open = (id: number) => {
    setGroupDraft(null);
    setFocusOnOpen(true);
    showInUrl({ conversation: id });
  };
  const startDraft = (people: Person[]) => {
    setFocusOnOpen(true);
    const [only] = people;
    const existing = people.length === 1 ? individualWith(list, only.id) : undefined;
    if (existing) return open(existing.id);
    if (people.length === 1) {
      setGroupDraft(null);
      showInUrl({ recipient: only.id });
    } else {
      setGroupDraft(people);
      showInUrl();
    }
  };
  const back = () => {
    returnFocusTo.current = conversationId ?? 'new';
    setGroupDraft(null);
    showInUrl();
  };
  const cleared = () => {
    setGroupDraft(null);
    showInUrl();
  };

  useRealtimeEvent('conversationAlert', (alert) => {
    const id = alert.conversation_id;
    void queryClient.invalidateQueries({ queryKey: messagingKeys.headerCounts });
    if (alert.type === 'remove_conversation') {
      if (id === undefined) return;
      // The spec: a removed conversation drops out; if it was open, nothing is selected any more.
      dropConversation(queryClient, id);
      if (id === conversationId) cleared();
      return;
    }
    if (alert.type === 'message' && id !== undefined) {
      const reading = id === selectedId && document.visibilityState === 'visible';
      if (!reading) patchConversation(queryClient, id, (c) => ({ ...c, unseen: true }));
      void (async () => {
        try {
          await refreshNewest(queryClient, id);
          if (reading) await markSeen(id);
        } finally {
          void queryClient.invalidateQueries({ queryKey: messagingKeys.list });
        }
      })();
      return;
    }
    // action / conversation: members, names or a new conversation; the list is read again.
    void queryClient.invalidateQueries({ queryKey: messagingKeys.list });
    if (id !== undefined && id === selectedId) void refreshNewest(queryClient, id).catch(() => undefined);
  });

  // Whatever arrived while the socket was away.
  useRealtimeReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.list });
    if (selectedId !== null) void refreshNewest(queryClient, selectedId).catch(() => undefined);
  });

  let thread: ReactNode;
  if (selected) {
    thread = (
      <ConversationThread
        key={selected.id}
        conversation={selected}
        me={me}
        focusOnOpen={focusOnOpen}
        onBack={back}
        onStartGroupDraft={startDraft}
        onCleared={cleared}
      />
    );
  } else if (draft) {
    thread = <DraftThread key={draft.map((p) => p.id).join(',')} people={draft} me={me} onBack={back} onCreated={(c) => open(c.id)} />;
  } else if (conversationId !== null && list) {
    thread = <Unavailable onBack={back} text={t('unavailable')} />;
  } else if (recipientUnknown) {
    thread = <Unavailable onBack={back} text={t('friendsOnly')} />;
  } else if (showingThread) {
    thread = <div role="status" className="sr-only">{t('loading')}</div>;
  } else {
    thread = (
      <div className="grid flex-1 place-items-center p-6">
        <EmptyState
          icon={MessageCircle}
          title={t('chooseConversation')}
          className="max-w-sm"
          action={
            <Button variant="secondary" onClick={() => setPicking(true)}>
              <SquarePen className="size-4" aria-hidden="true" />
              {t('newMessage')}
            </Button>
          }
        >
          <p className="mt-1 text-sm">{t('chooseBody')}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[28rem] w-full max-w-6xl md:px-6 md:py-6">
      <div className="flex w-full overflow-hidden bg-surface md:rounded-3xl md:border md:border-line md:shadow-card">
        <div className={cn('min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 md:border-e md:border-line lg:w-96', showingThread ? 'hidden' : 'flex')}>
          <ConversationList
            conversations={list}
            error={conversations.isError && !list ? conversations.error : null}
            onRetry={() => void conversations.refetch()}
            meId={me?.id}
            selectedId={conversationId}
            onSelect={open}
            onNewMessage={() => setPicking(true)}
            newMessageRef={newMessageButton}
          />
        </div>
        <div className={cn('min-h-0 min-w-0 flex-1 flex-col md:flex', showingThread ? 'flex' : 'hidden')}>{thread}</div>
      </div>
      <FriendPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        title={t('newMessage')}
        description={t('pickerDescription')}
        confirmLabel={t('startConfirm')}
        onDone={(people) => {
          setPicking(false);
          startDraft(people);
        }}
      />
    </div>
  );
}

function Unavailable({ text, onBack }: { text: string; onBack: () => void }) {
  const t = useTranslations('messages');
  return (
    <div className="grid flex-1 place-items-center p-6">
      <EmptyState title={text} className="max-w-sm" action={<Button variant="secondary" onClick={onBack}>{t('backToConversations')}</Button>} />
    </div>
  );
}

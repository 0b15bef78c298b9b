'use client';
// Client calls of messaging (social-engagement.md "Messaging"): the caller's conversations, one thread paged upward
// 50 messages at a time, sending (optimistic, the conversation moves to the top), starting a conversation, seen,
// members, rename, mute and leave. Writes patch the cached list and thread instead of refetching them, so a long
// thread never reloads every page it has shown; only its newest page is read again when something arrives.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Conversation, ConversationList, Message, MessagePage, ThreadPage } from '@/lib/messaging/types';

/** How many messages one page of a thread holds (the "Load earlier messages" step). */
export const THREAD_PAGE_SIZE = 50;

export const messagingKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  thread: (id: number) => ['conversations', 'thread', id] as const,
  /** The header's counts (lib/query/header-counts.ts): the unread messages count changes when a thread is seen or sent to. */
  headerCounts: ['header-counts'] as const,
};

/** Pages newest first: pages[0] ends at the newest message, each next page ends just before the previous one. */
export type ThreadPages = InfiniteData<ThreadPage, number | null>;

/** A message the server has not confirmed yet (negative id): shown dimmed, replaced by the answer. */
export const isPending = (message: Message) => message.id < 0;

/** GET /users/me/conversations?include=last: every conversation of the caller, most recent first. */
export function useConversations() {
  return useQuery({
    queryKey: messagingKeys.list,
    queryFn: ({ signal }) =>
      api.get<ConversationList>('/users/me/conversations', { query: { include: 'last', page_size: 0 }, signal }).then((list) => list.data),
  });
}

/** GET /conversations/{id}/messages?before=…: the thread, newest page first; fetchNextPage reads older messages. */
export function useThread(id: number | null) {
  return useInfiniteQuery({
    queryKey: messagingKeys.thread(id ?? 0),
    enabled: id !== null,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagePage>(`/conversations/${id}/messages`, {
        query: { before: pageParam ?? undefined, page_size: THREAD_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.meta.has_more_messages && last.data.length > 0 ? last.data[0].id : undefined),
    // Live events and writes keep an open thread current (refreshNewest); refetching would re-read every page shown.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The thread oldest first, as it is shown. */
export function threadMessages(data: InfiniteData<ThreadPage, unknown> | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.data);
}

function byTime(a: Message, b: Message): number {
  return a.created_at_milliseconds - b.created_at_milliseconds || a.id - b.id;
}

/** Merges the newest page into the cached thread; a gap (more new messages than a page) starts the thread afresh. */
function mergeNewest(data: ThreadPages | undefined, fresh: ThreadPage): ThreadPages {
  if (!data || data.pages.length === 0) return { pages: [fresh], pageParams: [null] };
  const [newest, ...older] = data.pages;
  const confirmed = newest.data.filter((m) => !isPending(m));
  const lastKnown = confirmed.at(-1);
  if (lastKnown && fresh.meta.has_more_messages && fresh.data.length > 0 && fresh.data[0].id > lastKnown.id) {
    return { pages: [fresh], pageParams: [null] };
  }
  const byId = new Map<number, Message>();
  for (const m of [...confirmed, ...fresh.data]) byId.set(m.id, m);
  // The sender's own tab hears its message's alert too, and its refetch can land before the send's answer: a message
  // that just arrived stands for the pending one it confirms (same author and text, one for one), which would
  // otherwise show twice until the answer replaces it.
  const known = new Set(confirmed.map((m) => m.id));
  const arrived = fresh.data.filter((m) => !known.has(m.id));
  const pending = newest.data.filter(isPending).filter((p) => {
    const match = arrived.findIndex((m) => m.user_id === p.user_id && m.content === p.content);
    if (match < 0) return true;
    arrived.splice(match, 1);
    return false;
  });
  const merged = [...[...byId.values()].sort(byTime), ...pending];
  return { ...data, pages: [{ data: merged, meta: newest.meta }, ...older] };
}

/** Reads the newest page of a thread again and merges it in (a live message, a reconnect). */
export async function refreshNewest(queryClient: QueryClient, id: number): Promise<void> {
  if (!queryClient.getQueryData(messagingKeys.thread(id))) return;
  const fresh = await api.get<MessagePage>(`/conversations/${id}/messages`, { query: { page_size: THREAD_PAGE_SIZE } });
  queryClient.setQueryData<ThreadPages>(messagingKeys.thread(id), (data) => mergeNewest(data, fresh));
}

function patchList(queryClient: QueryClient, update: (list: Conversation[]) => Conversation[]) {
  queryClient.setQueryData<Conversation[]>(messagingKeys.list, (list) => (list ? update(list) : list));
}

export function patchConversation(queryClient: QueryClient, id: number, update: (c: Conversation) => Conversation) {
  patchList(queryClient, (list) => list.map((c) => (c.id === id ? update(c) : c)));
}

/** Puts the conversation first with `message` as its last one (the spec: sending moves the conversation to the top). */
function moveToTop(queryClient: QueryClient, conversation: Conversation, message: Message) {
  patchList(queryClient, (list) => {
    const current = list.find((c) => c.id === conversation.id) ?? conversation;
    const updated: Conversation = { ...current, current_messages: [message], last_message_at: message.created_at };
    return [updated, ...list.filter((c) => c.id !== conversation.id)];
  });
}

/** Drops a conversation from the list (left, or a remove_conversation alert). */
export function dropConversation(queryClient: QueryClient, id: number) {
  patchList(queryClient, (list) => list.filter((c) => c.id !== id));
  queryClient.removeQueries({ queryKey: messagingKeys.thread(id) });
}

const refreshCounts = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: messagingKeys.headerCounts });

export interface NewMessage {
  content: string;
  image: string | null;
}

export interface Author {
  id: number;
  full_name: string;
  image: string | null;
}

let nextTempId = -1;

/** POST /conversations/{id}/messages: the message shows at once (pending), the answer replaces it; a failure removes it. */
export function useSendMessage(conversation: Conversation, author: Author) {
  const queryClient = useQueryClient();
  const key = messagingKeys.thread(conversation.id);
  return useMutation({
    mutationFn: (input: NewMessage) => api.post<Message>(`/conversations/${conversation.id}/messages`, withImage(input)),
    onMutate: (input) => {
      const now = Date.now();
      const pending: Message = {
        id: nextTempId--,
        conversation_id: conversation.id,
        content: input.content,
        image: { url: input.image },
        action: 'message',
        user_id: author.id,
        user_name: author.full_name,
        user_image: author.image,
        created_at: new Date(now).toISOString(),
        created_at_milliseconds: now,
      };
      queryClient.setQueryData<ThreadPages>(key, (data) => {
        if (!data) return data;
        const [newest, ...older] = data.pages;
        return { ...data, pages: [{ ...newest, data: [...newest.data, pending] }, ...older] };
      });
      return { pendingId: pending.id };
    },
    onSuccess: (message, _input, context) => {
      queryClient.setQueryData<ThreadPages>(key, (data) => {
        if (!data) return data;
        const [newest, ...older] = data.pages;
        const rest = newest.data.filter((m) => m.id !== context.pendingId && m.id !== message.id);
        return { ...data, pages: [{ ...newest, data: [...rest, message].sort((a, b) => (isPending(a) ? 1 : isPending(b) ? -1 : byTime(a, b))) }, ...older] };
      });
      moveToTop(queryClient, conversation, message);
      refreshCounts(queryClient);
    },
    onError: (_error, _input, context) => {
      if (!context) return;
      queryClient.setQueryData<ThreadPages>(key, (data) => {
        if (!data) return data;
        const [newest, ...older] = data.pages;
        return { ...data, pages: [{ ...newest, data: newest.data.filter((m) => m.id !== context.pendingId) }, ...older] };
      });
    },
  });
}

function withImage({ content, image }: NewMessage) {
  return image ? { content, image } : { content };
}

/**
 * POST /conversations {content, image?, members}: the first message of a draft creates the conversation (or reuses
 * the individual one with that person); it goes first in the list and its thread is seeded with that message.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewMessage & { members: number[] }) => api.post<Conversation>('/conversations', { ...withImage(input), members: input.members }),
    onSuccess: (conversation) => {
      patchList(queryClient, (list) => [conversation, ...list.filter((c) => c.id !== conversation.id)]);
      if (!queryClient.getQueryData(messagingKeys.thread(conversation.id))) {
        queryClient.setQueryData<ThreadPages>(messagingKeys.thread(conversation.id), {
          pages: [{ data: conversation.current_messages, meta: { has_more_messages: conversation.has_more_messages } }],
          pageParams: [null],
        });
      }
      void refreshNewest(queryClient, conversation.id);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.list });
      refreshCounts(queryClient);
    },
  });
}

/** POST /conversations/{id}/seen: opening a conversation clears its unseen mark (and the menu's count). */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<unknown>(`/conversations/${id}/seen`),
    onMutate: (id) => patchConversation(queryClient, id, (c) => ({ ...c, unseen: false })),
    onSettled: () => refreshCounts(queryClient),
  });
}

function replaceConversation(queryClient: QueryClient, conversation: Conversation) {
  // The answer's current_messages may be empty or the whole page: keep the list's last message.
  patchConversation(queryClient, conversation.id, (old) => ({ ...conversation, current_messages: old.current_messages, unseen: old.unseen }));
}

/** POST /conversations/{id}/users {operation, members}: add people to a group, or remove them. */
export function useChangeMembers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { operation: 'add' | 'remove'; members: number[] }) => api.post<Conversation>(`/conversations/${id}/users`, input),
    onSuccess: (conversation) => {
      replaceConversation(queryClient, conversation);
      void refreshNewest(queryClient, id);
    },
  });
}

/** PUT /conversations/{id} {name}: a group's name. */
export function useRenameConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.put<Conversation>(`/conversations/${id}`, { name }),
    onSuccess: (conversation) => replaceConversation(queryClient, conversation),
  });
}

/** PUT /users/me/conversation_volume {mute, conversation_ids}: a muted conversation leaves the unread count. */
export function useMuteConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mute: boolean) => api.put<unknown>('/users/me/conversation_volume', { mute, conversation_ids: [id] }),
    onSuccess: (_answer, mute) => {
      patchConversation(queryClient, id, (c) => ({ ...c, muted: mute }));
      refreshCounts(queryClient);
    },
  });
}

/** DELETE /conversations/{id}: leave it; it drops out of the list. */
export function useLeaveConversation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(`/conversations/${id}`),
    onSuccess: () => {
      dropConversation(queryClient, id);
      refreshCounts(queryClient);
    },
  });
}

'use client';
// What can be done with an open conversation (social-engagement.md "Messaging"): its members (add people; remove
// them from a group), mute with a NO / YES question, and leave ('Leave Conversation?'). Adding someone to an
// individual conversation starts a new group draft with both people instead; team conversations follow the team,
// so nobody is added, removed or leaves there.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Avatar } from '@/components/ui/avatar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { BellOff, Ellipsis, LogOut, Pencil, UserMinus, UserPlus, Users } from '@/components/ui/icons';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import type { Conversation } from '@/lib/messaging/types';
import { useChangeMembers, useLeaveConversation, useMuteConversation } from '@/lib/query/messages';
import { FriendPickerDialog, type Person } from './friend-picker-dialog';
import { initialsOfName } from './format';

export interface ConversationActionsProps {
  conversation: Conversation;
  /** Individual conversation + people: a group draft with the other person and them. */
  onStartGroupDraft: (people: Person[]) => void;
  /** The conversation is no longer the current one (left, or down to one other member). */
  onCleared: () => void;
  /** Groups: opens the name field in the header. */
  onRename?: () => void;
}

export function ConversationActions({ conversation, onStartGroupDraft, onCleared, onRename }: ConversationActionsProps) {
  const t = useTranslations('messages');
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const members = useChangeMembers(conversation.id);
  const mute = useMuteConversation(conversation.id);
  const leave = useLeaveConversation(conversation.id);
  const [adding, setAdding] = useState(false);
  const [membersOpen, setMembersOpen] = useState(false);
  const isTeam = conversation.conversation_type === 't';
  const isGroup = conversation.conversation_type === 'g';
  const fail = (error: unknown) => errorToast(errorMessagesOf(error).join(' '));

  const add = (people: Person[]) => {
    if (!isGroup) {
      setAdding(false);
      onStartGroupDraft([...conversation.members.map((m) => ({ id: m.user_id, full_name: m.full_name, image: m.image })), ...people]);
      return;
    }
    members.mutate(
      { operation: 'add', members: people.map((p) => p.id) },
      { onSuccess: () => setAdding(false), onError: fail },
    );
  };

  const remove = async (member: Conversation['members'][number]) => {
    setMembersOpen(false);
    const yes = await confirm({
      title: t('removeMemberTitle', { name: member.full_name }),
      body: t('removeMemberBody'),
      confirmLabel: t('removeConfirm'),
      tone: 'danger',
    });
    if (!yes) return;
    members.mutate(
      { operation: 'remove', members: [member.user_id] },
      {
        onSuccess: (updated) => {
          toast(t('memberRemoved', { name: member.full_name }));
          // The spec: removing members until one is left clears the current conversation.
          if (updated.members.length <= 1) onCleared();
        },
        onError: fail,
      },
    );
  };

  const toggleMute = async () => {
    const muting = !conversation.muted;
    const yes = await confirm({
      title: muting ? t('muteTitle') : t('unmuteTitle'),
      body: muting ? t('muteBody') : t('unmuteBody'),
      cancelLabel: t('muteNo'),
      confirmLabel: t('muteYes'),
    });
    if (yes) mute.mutate(muting, { onSuccess: () => toast(muting ? t('muted') : t('unmuted')), onError: fail });
  };

  const leaveIt = async () => {
    const yes = await confirm({ title: t('leaveTitle'), body: t('leaveBody'), confirmLabel: t('leaveConfirm'), tone: 'danger' });
    if (yes) leave.mutate(undefined, { onSuccess: onCleared, onError: fail });
  };

  return (
    <>
      <Popover open={membersOpen} onOpenChange={setMembersOpen}>
        <PopoverTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('membersCount', { count: conversation.members.length + 1 })}>
            <Users className="size-5" aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-label={t('members')} align="end" className="w-72 p-3">
          <p className="px-1 text-xs font-semibold tracking-wider text-ink-muted uppercase">{t('members')}</p>
          <ul className="mt-2 flex max-h-72 flex-col gap-1 overflow-y-auto">
            <li className="flex items-center gap-3 px-1 py-1 text-ink-muted">{t('you')}</li>
            {conversation.members.map((member) => (
              <li key={member.user_id} className="flex min-h-11 items-center gap-3 px-1">
                <Avatar src={member.image.url} initials={initialsOfName(member.full_name)} className="size-8" />
                <span className="min-w-0 flex-1 truncate">{member.full_name}</span>
                {isGroup ? (
                  <Button variant="ghost" size="icon" className="size-9" aria-label={t('removeMember', { name: member.full_name })} onClick={() => void remove(member)}>
                    <UserMinus className="size-4" aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {isTeam ? null : (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3 w-full"
              onClick={() => {
                setMembersOpen(false);
                setAdding(true);
              }}
            >
              <UserPlus className="size-4" aria-hidden="true" />
              {t('addPeople')}
            </Button>
          )}
        </PopoverContent>
      </Popover>
      <Menu>
        <MenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t('conversationOptions')}>
            <Ellipsis className="size-5" aria-hidden="true" />
          </Button>
        </MenuTrigger>
        <MenuContent>
          {onRename ? (
            <MenuItem onSelect={onRename}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('renameGroup')}
            </MenuItem>
          ) : null}
          <MenuItem onSelect={() => void toggleMute()}>
            <BellOff className="size-4" aria-hidden="true" />
            {conversation.muted ? t('unmuteConversation') : t('muteConversation')}
          </MenuItem>
          {isTeam ? null : (
            <MenuItem tone="danger" onSelect={() => void leaveIt()}>
              <LogOut className="size-4" aria-hidden="true" />
              {t('leaveConversation')}
            </MenuItem>
          )}
        </MenuContent>
      </Menu>
      <FriendPickerDialog
        open={adding}
        onClose={() => setAdding(false)}
        title={t('addPeople')}
        description={isGroup ? t('addToGroupDescription') : t('newGroupDescription')}
        confirmLabel={isGroup ? t('addConfirm') : t('startGroup')}
        excludeIds={conversation.members.map((m) => m.user_id)}
        onDone={add}
        busy={members.isPending}
      />
    </>
  );
}

'use client';
// The composer's tag dialog: the user's friends (GET /friendships?status=A), each with a checkbox; Done keeps the
// choice. At most MAX_TAGGED_USERS people.
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-states';
import { FriendChecklist, usePickedPeople } from '@/components/friends/friend-checklist';
import { useTaggableFriends } from '@/lib/query/wall';
import { MAX_TAGGED_USERS } from '@/lib/wall/constants';
import type { TaggableFriend } from '@/lib/wall/types';

export type Friendee = TaggableFriend['friendee'];

export interface TagFriendsDialogProps {
  open: boolean;
  onClose: () => void;
  chosen: Friendee[];
  onDone: (chosen: Friendee[]) => void;
  friendsLabel: string;
}

export function TagFriendsDialog({ open, onClose, chosen, onDone, friendsLabel }: TagFriendsDialogProps) {
  const t = useTranslations('wall');
  const friends = useTaggableFriends(open);
  const friendsLower = friendsLabel.toLowerCase();
  // The dialog opens with the composer's current choice.
  const { picked, toggle } = usePickedPeople<Friendee>(open, () => chosen);

  return (
    <Dialog open={open} onClose={onClose} title={t('tagFriends', { friends: friendsLower })} description={t('tagDialogDescription', { max: MAX_TAGGED_USERS })}>
      {friends.isPending ? <Spinner label={t('loadingFriends')} /> : null}
      {friends.isError ? <LoadError title={t('friendsLoadError')} error={friends.error} onRetry={() => void friends.refetch()} /> : null}
      {friends.data && friends.data.length === 0 ? <p className="text-ink-muted">{t('noFriendsToTag', { friends: friendsLower })}</p> : null}
      {friends.data && friends.data.length > 0 ? (
        <FriendChecklist
          people={friends.data}
          picked={picked}
          onToggle={toggle}
          listLabel={friendsLabel}
          searchLabel={t('findAFriend')}
          showSearch={friends.data.length > 8}
          max={MAX_TAGGED_USERS}
        />
      ) : null}
      <div className="mt-6">
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => onDone([...picked.values()])}>{t('done')}</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

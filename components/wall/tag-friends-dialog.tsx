'use client';
// The composer's tag dialog: the user's friends (GET /friendships?status=A), each with a checkbox; Done keeps the
// choice. At most MAX_TAGGED_USERS people.
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
  const friends = useTaggableFriends(open);
  // The dialog opens with the composer's current choice.
  const { picked, toggle } = usePickedPeople<Friendee>(open, () => chosen);

  return (
    <Dialog open={open} onClose={onClose} title={`Tag ${friendsLabel.toLowerCase()}`} description={`Choose up to ${MAX_TAGGED_USERS} people this post is with.`}>
      {friends.isPending ? <Spinner label="Loading your friends…" /> : null}
      {friends.isError ? <LoadError title="Your friends could not be loaded." error={friends.error} onRetry={() => void friends.refetch()} /> : null}
      {friends.data && friends.data.length === 0 ? <p className="text-ink-muted">You have no {friendsLabel.toLowerCase()} to tag yet.</p> : null}
      {friends.data && friends.data.length > 0 ? (
        <FriendChecklist
          people={friends.data}
          picked={picked}
          onToggle={toggle}
          listLabel={friendsLabel}
          searchLabel="Find a friend"
          showSearch={friends.data.length > 8}
          max={MAX_TAGGED_USERS}
        />
      ) : null}
      <div className="mt-6">
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onDone([...picked.values()])}>Done</Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

'use client';
// The composer's tag dialog: the user's friends (GET /friendships?status=A), each with a checkbox; Done keeps the
// choice. At most MAX_TAGGED_USERS people.
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { Label } from '@/components/ui/label';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-states';
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
  const [picked, setPicked] = useState<Map<number, Friendee>>(() => new Map(chosen.map((f) => [f.id, f])));
  const [filter, setFilter] = useState('');
  const searchId = useId();
  // The dialog opens with the composer's current choice.
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) {
      setPicked(new Map(chosen.map((f) => [f.id, f])));
      setFilter('');
    }
  }

  const list: (TaggableFriend & { key: number })[] = (friends.data ?? [])
    .filter((f) => f.full_name.toLowerCase().includes(filter.trim().toLowerCase()))
    .map((friendee) => ({ key: friendee.id, friendee, is_tagged: picked.has(friendee.id) }));
  const full = picked.size >= MAX_TAGGED_USERS;

  const toggle = (friendee: Friendee, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(friendee.id, friendee);
      else next.delete(friendee.id);
      return next;
    });

  return (
    <Dialog open={open} onClose={onClose} title={`Tag ${friendsLabel.toLowerCase()}`} description={`Choose up to ${MAX_TAGGED_USERS} people this post is with.`}>
      {friends.isPending ? <Spinner label="Loading your friends…" /> : null}
      {friends.isError ? <LoadError title="Your friends could not be loaded." error={friends.error} onRetry={() => void friends.refetch()} /> : null}
      {friends.data && friends.data.length === 0 ? <p className="text-ink-muted">You have no {friendsLabel.toLowerCase()} to tag yet.</p> : null}
      {friends.data && friends.data.length > 0 ? (
        <div className="flex flex-col gap-3">
          {friends.data.length > 8 ? (
            <div>
              <Label htmlFor={searchId}>Find a friend</Label>
              <Input id={searchId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className="mt-2" />
            </div>
          ) : null}
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label={friendsLabel}>
            {list.map(({ key, friendee, is_tagged }) => {
              const id = `tag-friend-${key}`;
              const [first = '', last = ''] = friendee.full_name.split(' ');
              return (
                <li key={key} className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-surface-muted">
                  <Checkbox id={id} checked={is_tagged} disabled={!is_tagged && full} onCheckedChange={(c) => toggle(friendee, c === true)} />
                  <Avatar src={friendee.image.url} initials={initialsOf(first, last, friendee.full_name)} className="size-8" />
                  <Label htmlFor={id} className="flex-1 cursor-pointer font-normal">
                    {friendee.full_name}
                  </Label>
                </li>
              );
            })}
          </ul>
        </div>
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

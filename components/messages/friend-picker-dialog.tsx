'use client';
// Choosing people to message among the caller's friends (GET /friendships?status=A&page_size=0; the server lets
// only friends be added): a search box, a checkbox per friend, and the dialog's answer. One friend makes an
// individual conversation, several a group (the screen decides).
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Avatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-states';
import { useTaggableFriends } from '@/lib/query/wall';
import { initialsOfName } from './format';

export interface Person {
  id: number;
  full_name: string;
  image: { url: string | null };
}

export interface FriendPickerDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  confirmLabel: string;
  /** People already in the conversation: not offered. */
  excludeIds?: readonly number[];
  onDone: (people: Person[]) => void;
  busy?: boolean;
}

export function FriendPickerDialog({ open, onClose, title, description, confirmLabel, excludeIds = [], onDone, busy = false }: FriendPickerDialogProps) {
  const friends = useTaggableFriends(open);
  const [picked, setPicked] = useState<Map<number, Person>>(new Map());
  const [filter, setFilter] = useState('');
  const searchId = useId();
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) {
      setPicked(new Map());
      setFilter('');
    }
  }

  const needle = filter.trim().toLowerCase();
  const offered = (friends.data ?? []).filter((f) => !excludeIds.includes(f.id));
  const shown = offered.filter((f) => f.full_name.toLowerCase().includes(needle));
  const toggle = (person: Person, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(person.id, person);
      else next.delete(person.id);
      return next;
    });

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {friends.isPending ? <Spinner label="Loading your friends…" /> : null}
      {friends.isError ? <LoadError title="Your friends could not be loaded." error={friends.error} onRetry={() => void friends.refetch()} /> : null}
      {friends.data && offered.length === 0 ? (
        <p className="text-ink-muted">
          {friends.data.length === 0 ? 'You can message your friends. Add some friends first.' : 'All your friends are already here.'}
        </p>
      ) : null}
      {offered.length > 0 ? (
        <div className="flex flex-col gap-3">
          <div>
            <Label htmlFor={searchId}>Search your friends</Label>
            <Input id={searchId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className="mt-2" autoComplete="off" />
          </div>
          <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label="Friends">
            {shown.map((friend) => {
              const id = `${searchId}-friend-${friend.id}`;
              return (
                <li key={friend.id} className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-surface-muted">
                  <Checkbox id={id} checked={picked.has(friend.id)} onCheckedChange={(c) => toggle(friend, c === true)} />
                  <Avatar src={friend.image.url} initials={initialsOfName(friend.full_name)} className="size-8" />
                  <Label htmlFor={id} className="flex-1 cursor-pointer py-1.5 font-normal">
                    {friend.full_name}
                  </Label>
                </li>
              );
            })}
          </ul>
          {shown.length === 0 ? <p className="text-sm text-ink-muted">No friend matches “{filter.trim()}”.</p> : null}
          <p className="text-sm text-ink-muted" aria-live="polite">
            {picked.size === 0 ? 'Nobody chosen yet.' : `${picked.size} chosen: ${[...picked.values()].map((p) => p.full_name).join(', ')}.`}
          </p>
        </div>
      ) : null}
      <div className="mt-6">
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onDone([...picked.values()])} disabled={picked.size === 0} loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

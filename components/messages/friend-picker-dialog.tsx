'use client';
// Choosing people to message among the caller's friends (GET /friendships?status=A&page_size=0; the server lets
// only friends be added): a search box, a checkbox per friend, and the dialog's answer. One friend makes an
// individual conversation, several a group (the screen decides).
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/feedback/load-states';
import { FriendChecklist, usePickedPeople, type PickablePerson } from '@/components/friends/friend-checklist';
import { useTaggableFriends } from '@/lib/query/wall';

export type Person = PickablePerson;

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
  const t = useTranslations('messages');
  const friends = useTaggableFriends(open);
  const { picked, toggle } = usePickedPeople<Person>(open, () => []);
  const offered = (friends.data ?? []).filter((f) => !excludeIds.includes(f.id));

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {friends.isPending ? <Spinner label={t('loadingFriends')} /> : null}
      {friends.isError ? <LoadError title={t('friendsLoadError')} error={friends.error} onRetry={() => void friends.refetch()} /> : null}
      {friends.data && offered.length === 0 ? (
        <p className="text-ink-muted">
          {friends.data.length === 0 ? t('noFriends') : t('allHere')}
        </p>
      ) : null}
      {offered.length > 0 ? (
        <div className="flex flex-col gap-3">
          <FriendChecklist people={offered} picked={picked} onToggle={toggle} listLabel={t('friendsList')} searchLabel={t('searchFriends')} />
          <p className="text-sm text-ink-muted" aria-live="polite">
            {picked.size === 0 ? t('nobodyChosen') : t('chosen', { count: picked.size, names: [...picked.values()].map((p) => p.full_name).join(', ') })}
          </p>
        </div>
      ) : null}
      <div className="mt-6">
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => onDone([...picked.values()])} disabled={picked.size === 0} loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

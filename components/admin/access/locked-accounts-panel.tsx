'use client';
// Locked accounts of the promotions the viewer administers (masters: all), each with Unlock (POST /users/{id}/unlock).
import { Button } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useLockedAccounts, useUnlockAccount } from '@/lib/super-users/query';
import { AdminSection } from '@/components/admin/shared/admin-page';

export function LockedAccountsPanel() {
  const locked = useLockedAccounts();
  const unlock = useUnlockAccount();
  const { toast, errorToast } = useToast();
  const run = async (id: number, email: string) => {
    try {
      await unlock.mutateAsync(id);
      toast(`${email} unlocked.`);
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };
  return (
    <AdminSection title="Locked accounts" description="Accounts locked after repeated failed sign-ins in the promotions you administer.">
      {locked.isPending ? <LoadingBlock label="Loading locked accounts" className="py-6" />
        : locked.isError ? <LoadError title="Locked accounts could not be loaded." error={locked.error} onRetry={() => void locked.refetch()} />
        : locked.data.length === 0 ? <p className="text-ink-muted">No account is locked.</p>
        : (
          <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Locked accounts">
            {locked.data.map((u) => (
              <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-ink">{u.name || u.email}</span>{' '}
                  <span className="text-sm text-ink-muted">· {u.email}{u.promotion ? ` · ${u.promotion.name}` : ''}</span>
                </span>
                <Button variant="secondary" size="sm" onClick={() => void run(u.id, u.email)}>Unlock<span className="sr-only"> {u.email}</span></Button>
              </li>
            ))}
          </ul>
        )}
    </AdminSection>
  );
}

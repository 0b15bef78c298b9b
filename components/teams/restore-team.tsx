'use client';
// /artprize/create for a leader whose team is deleted: restore it instead of starting over (PUT /teams/{id}
// {status: 0}; pending, official again at the minimum). Refused with the server's reason, e.g. when another team took
// the name meanwhile.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { RotateCcw } from '@/components/ui/icons';
import { useToast } from '@/components/feedback/toaster';
import { useRestoreTeam } from '@/lib/query/teams';
import { teamErrors } from './team-errors';

export function RestoreTeam({ team }: { team: { id: number; name: string } }) {
  const t = useTranslations('teams');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const restore = useRestoreTeam(team.id);
  const run = async () => {
    try {
      await restore.mutateAsync();
      toast(t('restored', { name: team.name }));
      router.push('/artprize/myteam');
      router.refresh();
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };
  return (
    <section aria-labelledby="restore-team-title" className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-line bg-surface-muted p-5">
      <div className="min-w-0">
        <h2 id="restore-team-title" className="text-h3 text-ink [overflow-wrap:anywhere]">
          {t('deletedTitle', { name: team.name })}
        </h2>
        <p className="text-sm text-ink-muted">{t('restoreBody')}</p>
      </div>
      <Button variant="secondary" onClick={() => void run()} loading={restore.isPending}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('restoreTeam')}
      </Button>
    </section>
  );
}

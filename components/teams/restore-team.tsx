'use client';
// /artprize/create for a leader whose team is deleted: restore it instead of starting over (PUT /teams/{id}
// {status: 0}; pending, official again at the minimum). Refused with the server's reason, e.g. when another team took
// the name meanwhile.
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { RotateCcw } from '@/components/ui/icons';
import { useToast } from '@/components/feedback/toaster';
import { useRestoreTeam } from '@/lib/query/teams';
import { teamErrors } from './ui-messages';

export function RestoreTeam({ team }: { team: { id: number; name: string } }) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const restore = useRestoreTeam(team.id);
  const run = async () => {
    try {
      await restore.mutateAsync();
      toast(`${team.name} is back.`);
      router.push('/artprize/myteam');
      router.refresh();
    } catch (error) {
      errorToast(teamErrors(error)[0]);
    }
  };
  return (
    <section aria-labelledby="restore-team-title" className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-line bg-surface-muted p-5">
      <div className="min-w-0">
        <h2 id="restore-team-title" className="text-h3 text-ink [overflow-wrap:anywhere]">
          You deleted {team.name}
        </h2>
        <p className="text-sm text-ink-muted">Restore it with the members who are still on it, or create a new team below.</p>
      </div>
      <Button variant="secondary" onClick={() => void run()} loading={restore.isPending}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Restore team
      </Button>
    </section>
  );
}

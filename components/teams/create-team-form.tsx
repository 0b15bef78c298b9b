'use client';
// /artprize/create: name a team; the caller leads it. A failure shows 'Oops, ' plus the server's first error in lower
// case, or 'could not save team'; success opens My Team (the route is refreshed so the tabs drop Join and Create).
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormErrors } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TEAM_NAME_MAX } from '@/lib/teams/constants';
import { useCreateTeam } from '@/lib/query/teams';
import { teamSaveError } from './team-errors';

const schemaFor = (t: ReturnType<typeof useTranslations<'teams'>>) =>
  z.object({
    name: z.string().trim().min(1, t('nameRequired')).max(TEAM_NAME_MAX, t('nameTooLong', { max: TEAM_NAME_MAX })),
  });
type Values = z.infer<ReturnType<typeof schemaFor>>;

export function CreateTeamForm({ competitionId, teamSizeMax }: { competitionId: number; teamSizeMax: number }) {
  const t = useTranslations('teams');
  const router = useRouter();
  const create = useCreateTeam();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const schema = useMemo(() => schemaFor(t), [t]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '' } });

  const save = async ({ name }: Values) => {
    setServerErrors([]);
    try {
      await create.mutateAsync({ name, competition_id: competitionId });
      router.push('/artprize/myteam');
      router.refresh();
    } catch (error) {
      setServerErrors([teamSaveError(error, t)]);
    }
  };

  return (
    <section aria-labelledby="create-team-title" className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8">
      <h2 id="create-team-title" className="text-h2 text-ink">
        {t('createTitle')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('createIntro', { count: teamSizeMax - 1 })}</p>
      <Form form={form} onSubmit={save} className="mt-5 flex flex-col gap-5">
        <FormErrors messages={serverErrors} />
        <FormField
          name="name"
          label={t('teamName')}
          render={(field) => <Input autoComplete="off" maxLength={TEAM_NAME_MAX} {...field} />}
        />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('createTeam')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

'use client';
// The team's name; its leader edits it in place (Edit → field, Save / Cancel; Escape cancels). A failed save shows
// 'Oops, ' plus the server's first error in lower case, or 'could not save team', under the field.
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Pencil } from '@/components/ui/icons';
import { TEAM_NAME_MAX } from '@/lib/teams/constants';
import { useUpdateTeam } from '@/lib/query/teams';
import type { Team } from '@/lib/teams/types';
import { teamSaveError } from './team-errors';

const schemaFor = (t: ReturnType<typeof useTranslations<'teams'>>) => z.object({ name: z.string().trim().min(1, t('nameRequired')) });
type Values = z.infer<ReturnType<typeof schemaFor>>;

export function TeamName({ team, canEdit }: { team: Team; canEdit: boolean }) {
  const t = useTranslations('teams');
  const [editing, setEditing] = useState(false);
  const update = useUpdateTeam(team.id);
  const schema = useMemo(() => schemaFor(t), [t]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: team.name } });

  const start = () => {
    form.reset({ name: team.name });
    setEditing(true);
  };
  const save = async ({ name }: Values) => {
    if (name === team.name) return setEditing(false);
    try {
      await update.mutateAsync({ name });
      setEditing(false);
    } catch (failure) {
      form.setError('name', { message: teamSaveError(failure, t) });
    }
  };

  if (!editing) {
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h2 className="min-w-0 text-h2 text-ink [overflow-wrap:anywhere]">{team.name}</h2>
        {canEdit ? (
          <Button variant="ghost" size="icon" onClick={start} aria-label={t('editName')}>
            <Pencil className="size-5" aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <Form form={form} onSubmit={save} onKeyDown={(e) => e.key === 'Escape' && setEditing(false)} className="w-full">
      <FormField
        name="name"
        label={t('teamName')}
        render={(field) => (
          <div className="flex flex-wrap gap-2">
            <Input {...field} maxLength={TEAM_NAME_MAX} autoFocus className="min-w-0 grow basis-56" />
            <Button type="submit" loading={update.isPending}>
              {t('save')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
          </div>
        )}
      />
    </Form>
  );
}

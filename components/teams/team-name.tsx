'use client';
// The team's name; its leader edits it in place (Edit → field, Save / Cancel; Escape cancels). A failed save shows
// 'Oops, ' plus the server's first error in lower case, or 'could not save team', under the field.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pencil } from '@/components/ui/icons';
import { TEAM_NAME_MAX } from '@/lib/teams/constants';
import { useUpdateTeam } from '@/lib/query/teams';
import type { Team } from '@/lib/teams/types';
import { teamSaveError } from './ui-messages';

export function TeamName({ team, canEdit }: { team: Team; canEdit: boolean }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateTeam(team.id);

  const start = () => {
    setName(team.name);
    setError(null);
    setEditing(true);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (!next) return setError('Team name is required.');
    if (next === team.name) return setEditing(false);
    try {
      await update.mutateAsync({ name: next });
      setEditing(false);
    } catch (failure) {
      setError(teamSaveError(failure));
    }
  };

  if (!editing) {
    return (
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h2 className="min-w-0 text-h2 text-ink [overflow-wrap:anywhere]">{team.name}</h2>
        {canEdit ? (
          <Button variant="ghost" size="icon" onClick={start} aria-label="Edit team name">
            <Pencil className="size-5" aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <form onSubmit={save} onKeyDown={(e) => e.key === 'Escape' && setEditing(false)} className="flex w-full flex-col gap-2" noValidate>
      <Label htmlFor={id}>Team name</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={TEAM_NAME_MAX}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 grow basis-56"
        />
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
        <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
      <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
        {error}
      </p>
    </form>
  );
}

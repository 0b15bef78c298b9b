'use client';
// The leader invites: by name (search from 3 characters, 300 ms after typing stops) or by email address.
// Toasts: 'Invite successfully sent!' for a participant, 'Invite sent to {email}.' for an address; a failed email
// invitation shows the generic error toast.
import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { UserPlus } from '@/components/ui/icons';
import { useToast } from '@/components/feedback/toaster';
import { useDebounced } from '@/lib/use-debounced';
import { PersonRow } from '@/components/friends/person-row';
import { TEAM_MEMBER_SEARCH_DEBOUNCE_MS, TEAM_MEMBER_SEARCH_MIN_CHARS } from '@/lib/teams/constants';
import { useInviteToTeam, useTeamMemberSearch } from '@/lib/query/teams';
import type { Team } from '@/lib/teams/types';
import { teamErrors } from './team-errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailSchemaFor = (t: ReturnType<typeof useTranslations<'teams'>>) => z.object({ email: z.string().trim().regex(EMAIL, t('invalidEmail')) });
type EmailValues = z.infer<ReturnType<typeof emailSchemaFor>>;

export function InvitePeople({ team, invitedUserIds }: { team: Team; invitedUserIds: Set<number> }) {
  const t = useTranslations('teams');
  const searchId = useId();
  const { toast, errorToast } = useToast();
  const invite = useInviteToTeam(team.id);
  const [text, setText] = useState('');
  const emailSchema = useMemo(() => emailSchemaFor(t), [t]);
  const emailForm = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const query = useDebounced(text.trim(), TEAM_MEMBER_SEARCH_DEBOUNCE_MS);
  const enabled = query.length >= TEAM_MEMBER_SEARCH_MIN_CHARS;
  const results = useTeamMemberSearch(query, enabled);
  const memberIds = new Set((team.team_members ?? []).map((m) => m.user_id));
  const people = enabled ? (results.data ?? []).filter((p) => !memberIds.has(p.id)) : [];
  const settled = enabled && !results.isFetching && results.isSuccess;

  const inviteUser = async (userId: number) => {
    try {
      await invite.mutateAsync({ user_id: userId });
      toast(t('inviteSent'));
    } catch (error) {
      errorToast(teamErrors(error, t)[0]);
    }
  };
  const inviteEmail = async ({ email: address }: EmailValues) => {
    try {
      await invite.mutateAsync({ email: address });
      toast(t('inviteSentTo', { email: address }));
      emailForm.reset({ email: '' });
    } catch {
      errorToast(t('genericErrorToast'));
    }
  };

  if (team.is_full) {
    return <p className="rounded-2xl bg-surface-muted px-4 py-3 text-ink">{t('teamFull')}</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      <div role="search" className="flex flex-col gap-1.5">
        <Label htmlFor={searchId}>{t('inviteByName')}</Label>
        <SearchInput id={searchId} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('searchPeople')} autoComplete="off" />
        {text.trim().length > 0 && text.trim().length < TEAM_MEMBER_SEARCH_MIN_CHARS ? (
          <p className="text-sm text-ink-muted">{t('typeAtLeast', { min: TEAM_MEMBER_SEARCH_MIN_CHARS })}</p>
        ) : null}
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {enabled && results.isError ? <p role="alert" className="text-danger">{teamErrors(results.error, t).join(' ')}</p> : null}
        {people.length > 0 ? (
          <ul aria-label={t('peopleFound')} className="flex flex-col gap-2">
            {people.map((person) => {
              const invited = invitedUserIds.has(person.id);
              return (
                <PersonRow
                  key={person.id}
                  person={person}
                  actions={
                    <Button size="sm" onClick={() => void inviteUser(person.id)} disabled={invited || invite.isPending} aria-label={invited ? t('isInvitedLabel', { name: person.full_name }) : t('inviteLabel', { name: person.full_name })}>
                      <UserPlus className="size-4" aria-hidden="true" />
                      {invited ? t('invited') : t('invite')}
                    </Button>
                  }
                />
              );
            })}
          </ul>
        ) : null}
        {settled && people.length === 0 ? <p className="text-ink-muted">{t('nobodyFound', { query })}</p> : null}
      </div>
      <Form form={emailForm} onSubmit={inviteEmail}>
        <FormField
          name="email"
          label={t('inviteByEmail')}
          render={(field) => (
            <div className="flex flex-wrap gap-2">
              <Input type="email" placeholder={t('emailPlaceholder')} autoComplete="off" className="min-w-0 grow basis-56" {...field} />
              <Button type="submit" variant="secondary" loading={invite.isPending}>
                {t('sendInvite')}
              </Button>
            </div>
          )}
        />
      </Form>
    </div>
  );
}

'use client';
// Settings → Account & Role (Masters): the account's facts and, for another account, its role. Saved through
// PUT /users/{id}/settings {role}; 'Saved!' for 3 s, or 'Could not save changes.' with the server's reason.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Form, FormErrors } from '@/components/ui/form';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { errorMessagesOf } from '@/lib/api-client';
import { useSaveSettings, useSettings, type SettingsOwnerId } from '@/lib/query/settings';
import { ROLES } from '@/lib/roles';
import type { UserSettings } from '@/lib/settings/types';
import { SAVED_MESSAGE_MS } from '@/lib/settings/constants';
import { useFormat } from '@/lib/i18n/use-format';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import { useLeaveGuard } from './leave-guard';

const schema = z.object({ role: z.enum(ROLES) });
type Values = z.infer<typeof schema>;

export function AccountRoleForm({ userId }: { userId: SettingsOwnerId }) {
  const t = useTranslations('settings');
  const settings = useSettings(userId);
  if (settings.isPending) return <LoadingBlock label={t('account.loading')} />;
  if (settings.isError) return <LoadError title={M.userNotFound} error={settings.error} onRetry={() => void settings.refetch()} />;
  return <AccountRoleFields userId={userId} s={settings.data} />;
}

function AccountRoleFields({ userId, s }: { userId: SettingsOwnerId; s: UserSettings }) {
  const t = useTranslations('settings');
  const format = useFormat();
  // The same medium date and short time as before, in the reader's language and the promotion's time zone.
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : t('account.never'));
  const id = useId();
  const save = useSaveSettings(userId);
  const form = useForm<Values>({ resolver: zodResolver(schema), values: { role: s.role } });
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const dirty = form.formState.isDirty;
  useLeaveGuard(dirty);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saved]);
  const editable = userId !== 'me';

  const submit = async ({ role }: Values) => {
    setErrors([]);
    try {
      await save.mutateAsync({ role });
      form.reset({ role });
      setSaved(true);
    } catch (error) {
      setErrors([M.couldNotSave, ...errorMessagesOf(error).filter((m) => m !== M.couldNotSave)]);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <h2 id={`${id}-title`} className="text-h2 text-ink">{t('account.title')}</h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-ink">{t('account.name')}</dt>
          <dd className="text-ink-muted">{`${s.profile.first_name} ${s.profile.last_name}`.trim() || '—'}</dd>
          <dt className="font-semibold text-ink">{t('account.email')}</dt>
          <dd className="break-all text-ink-muted">{s.email}</dd>
          <dt className="font-semibold text-ink">{t('account.promotion')}</dt>
          <dd className="text-ink-muted">{s.promotion_id ?? t('account.noPromotion')}</dd>
          <dt className="font-semibold text-ink">{t('account.created')}</dt>
          <dd className="text-ink-muted">{when(s.created_at)}</dd>
          <dt className="font-semibold text-ink">{t('account.lastSignIn')}</dt>
          <dd className="text-ink-muted">{when(s.last_sign_in_at)}</dd>
        </dl>
        <FormField
          name="role"
          id={`${id}-role`}
          label={t('account.role')}
          description={editable ? undefined : t('account.ownRole')}
          render={(field) => (
            <Select {...field} disabled={!editable}>
              {ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
            </Select>
          )}
        />
      </section>
      <FormErrors messages={errors} />
      {editable ? (
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={save.isPending} disabled={!dirty} className="min-w-32">{t('save')}</Button>
          <p role="status" className="font-semibold text-success empty:hidden">{saved ? t('saved') : ''}</p>
        </div>
      ) : null}
    </Form>
  );
}

'use client';
// /organization/{id|new}/create|edit: name, reseller, the password policy with a live preview, account lockouts,
// autocomplete and single sign-on. New organizations start from the §9 defaults; after saving a new one the key is
// shown once, then the user goes to the promotions filtered by it. The wskey is never in the form: it is generated
// on create and rotated on demand.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormErrors, FormField, Input, Select, Switch, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { errorMessagesOf } from '@/lib/api-client';
import { ORGANIZATION_MESSAGES as M } from '@/lib/organizations/messages';
import { NEW_ORGANIZATION_DEFAULTS, organizationInputSchema, type OrganizationInput, type OrganizationValues } from '@/lib/organizations/schemas';
import { useAllResellers, useRotateWskey, useSaveOrganization } from '@/lib/organizations/query';
import type { Organization, OrganizationWithKey } from '@/lib/organizations/types';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { PasswordPreview } from './password-preview';
import { WskeyDialog } from './wskey-dialog';
import { MfaSection } from './mfa-section';

export function valuesOf(o: Organization): OrganizationValues {
  return {
    name: o.name, reseller_id: o.reseller_id,
    password_min_length: o.password_min_length, password_max_length: o.password_max_length,
    password_min_letters: o.password_min_letters, password_min_numbers: o.password_min_numbers, password_min_symbols: o.password_min_symbols,
    password_regular_expression_string: o.password_regular_expression_string, password_help_message: o.password_help_message,
    flags: o.flags, is_sso_enabled: o.is_sso_enabled, sso_label: o.sso_label, sso_login_url: o.sso_login_url, sso_redirect: o.sso_redirect,
    is_staywell: o.is_staywell, privacy_floor: o.privacy_floor, retention_days: o.retention_days,
  };
}

interface Props {
  organization: Organization | null;
  isMaster: boolean;
  /** ?reseller_id of the new-organization link. */
  defaultResellerId?: number | null;
}

const numberInput = (field: { value: unknown; onChange: (v: unknown) => void; onBlur: () => void; name: string; ref: React.Ref<HTMLInputElement> }) => (
  <Input type="number" inputMode="numeric" min={0} max={128} name={field.name} ref={field.ref} onBlur={field.onBlur} className="w-28"
    value={field.value === undefined || field.value === null || Number.isNaN(field.value) ? '' : String(field.value)}
    onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))} />
);

export function OrganizationForm({ organization, isMaster, defaultResellerId = null }: Props) {
  const t = useTranslations('admin-organizations.form');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [shownKey, setShownKey] = useState<{ key: string; then: string | null } | null>(null);
  const save = useSaveOrganization(organization?.id ?? null);
  const rotate = useRotateWskey(organization?.id ?? 0);
  const resellers = useAllResellers(isMaster);
  const form = useForm<OrganizationInput, unknown, OrganizationValues>({
    resolver: zodResolver(organizationInputSchema),
    defaultValues: organization ? valuesOf(organization) : { ...NEW_ORGANIZATION_DEFAULTS, reseller_id: defaultResellerId },
  });
  const watched = useWatch({ control: form.control }) as OrganizationInput;
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  const policy = {
    password_min_length: num(watched.password_min_length, 0), password_max_length: num(watched.password_max_length, 0),
    password_min_letters: num(watched.password_min_letters, 0), password_min_numbers: num(watched.password_min_numbers, 0),
    password_min_symbols: num(watched.password_min_symbols, 0),
    password_regular_expression_string: watched.password_regular_expression_string || null, password_help_message: watched.password_help_message || null,
  };

  const submit = async (values: OrganizationValues) => {
    setServerErrors([]);
    try {
      const saved = await save.mutateAsync(values);
      toast(t('saved'));
      if (!organization) setShownKey({ key: (saved as OrganizationWithKey).wskey, then: `/promotions?org_id=${saved.id}` });
      else form.reset(valuesOf(saved));
    } catch (error) {
      errorToast(M.saveFailed);
      setServerErrors(errorMessagesOf(error, M.saveFailed));
    }
  };

  const rotateKey = async () => {
    const ok = await confirm({ title: t('rotateTitle'), body: t('rotateBody'), confirmLabel: t('generateNewKey') });
    if (!ok) return;
    try {
      const result = await rotate.mutateAsync();
      setShownKey({ key: result.wskey, then: null });
    } catch (error) {
      errorToast(errorMessagesOf(error, M.saveFailed)[0]);
    }
  };

  const closeKey = () => {
    const then = shownKey?.then;
    setShownKey(null);
    if (then) router.push(then);
  };

  return (
    <>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-6">
        <FormErrors messages={serverErrors} />
        <AdminSection title={t('organization')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField name="name" label={t('name')} render={(field) => <Input autoComplete="organization" {...field} />} />
            {isMaster ? (
              <FormField name="reseller_id" label={t('reseller')} render={(field) => (
                <Select name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ? String(field.value) : ''}
                  onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}>
                  <option value="">{t('noReseller')}</option>
                  {(resellers.data ?? []).map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
                </Select>
              )} />
            ) : null}
          </div>
        </AdminSection>

        <AdminSection title={t('passwordRules')} description={t('passwordRulesHelp')}>
          <div className="grid gap-5 sm:grid-cols-3 lg:grid-cols-5">
            <FormField name="password_min_length" label={t('minLength')} render={numberInput} />
            <FormField name="password_max_length" label={t('maxLength')} render={numberInput} />
            <FormField name="password_min_letters" label={t('minLetters')} render={numberInput} />
            <FormField name="password_min_numbers" label={t('minNumbers')} render={numberInput} />
            <FormField name="password_min_symbols" label={t('minSymbols')} render={numberInput} />
          </div>
          <div className="mt-5 grid gap-5 lg:grid-cols-2">
            <div className="flex flex-col gap-5">
              <FormField name="password_regular_expression_string" label={t('regularExpression')} description={t('regularExpressionHelp')}
                render={(field) => <Input {...field} value={field.value ?? ''} className="font-mono" spellCheck={false} autoComplete="off" />} />
              <FormField name="password_help_message" label={t('helpMessage')} description={t('helpMessageHelp')}
                render={(field) => <Textarea rows={2} {...field} value={field.value ?? ''} />} />
            </div>
            <PasswordPreview policy={policy} />
          </div>
        </AdminSection>

        <AdminSection title={t('privacy')} description={t('privacyHelp')}>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <FormField name="privacy_floor" label={t('privacyFloor')} description={t('privacyFloorHelp')}
              render={(field) => (
                <Input type="number" inputMode="numeric" min={3} max={100} name={field.name} ref={field.ref} onBlur={field.onBlur} className="w-28"
                  value={field.value === undefined || field.value === null || Number.isNaN(field.value) ? '' : String(field.value)}
                  onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))} />
              )} />
            <FormField name="retention_days" label={t('retentionDays')} description={t('retentionDaysHelp')}
              render={(field) => (
                <Input type="number" inputMode="numeric" min={1} max={3650} name={field.name} ref={field.ref} onBlur={field.onBlur} className="w-28"
                  value={field.value === undefined || field.value === null || Number.isNaN(field.value) ? '' : String(field.value)}
                  onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))} />
              )} />
          </div>
        </AdminSection>

        <AdminSection title={t('signIn')}>
          <div className="flex flex-col gap-4">
            <FormField name="flags.enable_account_lockouts" label={t('lockouts')} layout="inline"
              render={({ value, onChange, ...field }) => <Switch {...field} checked={value === true} onCheckedChange={onChange} />} />
            <FormField name="flags.allow_autocomplete" label={t('autocomplete')} layout="inline"
              render={({ value, onChange, ...field }) => <Switch {...field} checked={value === true} onCheckedChange={onChange} />} />
          </div>
        </AdminSection>

        <MfaSection organizationId={organization?.id ?? null} isMaster={isMaster} />
        <AdminSection title={t('singleSignOn')}>
          <div className="flex flex-col gap-5">
            <FormField name="is_sso_enabled" label={t('ssoEnabled')} layout="inline"
              render={({ value, onChange, ...field }) => <Switch {...field} checked={value === true} onCheckedChange={onChange} />} />
            <div className="grid gap-5 sm:grid-cols-3">
              <FormField name="sso_label" label={t('ssoLabel')} description={t('ssoLabelHelp')} render={(field) => <Input {...field} value={field.value ?? ''} />} />
              <FormField name="sso_login_url" label={t('ssoLoginUrl')} description={t('ssoLoginUrlHelp')} render={(field) => <Input type="url" {...field} value={field.value ?? ''} />} />
              <FormField name="sso_redirect" label={t('ssoRedirect')} description={t('ssoRedirectHelp')} render={(field) => <Input type="url" {...field} value={field.value ?? ''} />} />
            </div>
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{t('key')}</p>
                <p className="text-sm text-ink-muted">
                  {organization
                    ? organization.has_wskey ? t.rich('keySet', { mask: (chunks) => <span aria-label={t('keyHidden')}>{chunks}</span> }) : t('noKey')
                    : t('keyOnSave')}
                </p>
              </div>
              {organization ? <Button type="button" variant="secondary" onClick={() => void rotateKey()} loading={rotate.isPending}>{t('generateNewKey')}</Button> : null}
            </div>
          </div>
        </AdminSection>

        <div className="flex flex-wrap justify-end gap-3">
          <Button asChild variant="ghost"><Link href="/organizations">{t('cancel')}</Link></Button>
          <Button type="submit" loading={form.formState.isSubmitting}>{organization ? t('saveChanges') : t('create')}</Button>
        </div>
      </Form>
      <WskeyDialog wskey={shownKey?.key ?? null} onClose={closeKey} continueLabel={shownKey?.then ? t('continueToPromotions') : t('done')} />
    </>
  );
}

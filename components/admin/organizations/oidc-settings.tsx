'use client';
// The organization form's OpenID Connect section (docs/sso.md): the provider's issuer, client ID and write-only secret,
// the claims mapped to the SSO identifier, email and names, the redirect URIs to register at the provider, and Test —
// discovery now, then a real sign-in at the provider in a new window, whose result appears here.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormErrors, FormField, Input, PasswordInput } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { AdminSection } from '@/components/admin/shared/admin-page';
import { errorMessagesOf } from '@/lib/api-client';
import { oidcSettingsSchema, type OidcSettingsInput, type OidcSettingsValues } from '@/lib/sso/schemas';
import { SSO_MESSAGES as M } from '@/lib/sso/messages';
import { useOidcSettings, useSaveOidcSettings, useStartSsoTest } from '@/lib/sso/query';
import type { OidcSettings } from '@/lib/sso/types';
import { OidcTestResult } from './oidc-test-result';

const valuesOf = (s: OidcSettings): OidcSettingsInput => ({
  issuer: s.issuer, client_id: s.client_id, client_secret: '', clear_client_secret: false, scopes: s.scopes,
  identifier_claim: s.identifier_claim, email_claim: s.email_claim, first_name_claim: s.first_name_claim, last_name_claim: s.last_name_claim,
});

export function OidcSettingsSection({ organizationId }: { organizationId: number }) {
  const t = useTranslations('admin-organizations.oidc');
  const settings = useOidcSettings(organizationId);
  return (
    <AdminSection title={t('title')} description={t('description')}>
      {settings.isPending ? <LoadingBlock label={t('loading')} />
        : settings.isError ? <LoadError title={M.settingsNotFound} error={settings.error} onRetry={() => void settings.refetch()} />
        : <OidcSettingsForm key={settings.dataUpdatedAt} organizationId={organizationId} settings={settings.data} />}
    </AdminSection>
  );
}

function OidcSettingsForm({ organizationId, settings }: { organizationId: number; settings: OidcSettings }) {
  const t = useTranslations('admin-organizations.oidc');
  const { toast, errorToast } = useToast();
  const save = useSaveOidcSettings(organizationId);
  const startTest = useStartSsoTest(organizationId);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [testErrors, setTestErrors] = useState<string[]>([]);
  const [run, setRun] = useState<{ id: string; url: string; issuer: string } | null>(null);
  const form = useForm<OidcSettingsInput, unknown, OidcSettingsValues>({ resolver: zodResolver(oidcSettingsSchema), defaultValues: valuesOf(settings) });

  const submit = async (values: OidcSettingsValues) => {
    setServerErrors([]);
    try {
      await save.mutateAsync(values);
      toast(t('saved'));
    } catch (error) {
      errorToast(M.settingsNotFound);
      setServerErrors(errorMessagesOf(error));
    }
  };

  const test = form.handleSubmit(async (values) => {
    setTestErrors([]);
    setRun(null);
    // Opened now, inside the click, so no popup blocker stops it; it goes to the provider once discovery succeeded.
    const popup = window.open('about:blank', 'renew-sso-test');
    try {
      const started = await startTest.mutateAsync(values);
      setRun({ id: started.id, url: started.authorization_url ?? '', issuer: started.discovery?.issuer ?? values.issuer });
      if (popup && started.authorization_url) popup.location.href = started.authorization_url;
    } catch (error) {
      popup?.close();
      setTestErrors(errorMessagesOf(error, M.failedTest));
    }
  });

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-5">
      <FormErrors messages={serverErrors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="issuer" label={t('issuer')} description={t('issuerHelp')}
          render={(field) => <Input type="url" spellCheck={false} autoComplete="off" {...field} value={field.value ?? ''} />} />
        <FormField name="client_id" label={t('clientId')} render={(field) => <Input spellCheck={false} autoComplete="off" {...field} value={field.value ?? ''} />} />
        <FormField name="client_secret" label={t('clientSecret')}
          description={settings.has_client_secret ? t('secretStored') : t('secretNew')}
          render={(field) => <PasswordInput autoComplete="new-password" placeholder={settings.has_client_secret ? '••••••••' : ''} {...field} value={field.value ?? ''} />} />
        <FormField name="scopes" label={t('scopes')} description={t('scopesHelp')}
          render={(field) => <Input spellCheck={false} {...field} value={field.value ?? ''} />} />
      </div>
      <fieldset className="rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold text-ink">{t('claims')}</legend>
        <p className="mb-4 text-sm text-ink-muted">{t('claimsHelp')}</p>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <FormField name="identifier_claim" label={t('ssoIdentifier')} render={(field) => <Input spellCheck={false} {...field} value={field.value ?? ''} />} />
          <FormField name="email_claim" label={t('email')} render={(field) => <Input spellCheck={false} {...field} value={field.value ?? ''} />} />
          <FormField name="first_name_claim" label={t('firstName')} render={(field) => <Input spellCheck={false} {...field} value={field.value ?? ''} />} />
          <FormField name="last_name_claim" label={t('lastName')} render={(field) => <Input spellCheck={false} {...field} value={field.value ?? ''} />} />
        </div>
      </fieldset>
      <div className="rounded-xl bg-surface-muted p-4 text-sm">
        <p className="font-semibold text-ink">{t('redirectUris')}</p>
        <ul className="mt-2 flex flex-col gap-1 font-mono break-all text-ink-muted">
          {settings.redirect_uris.map((uri) => <li key={uri}>{uri}</li>)}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={() => void test()} loading={startTest.isPending}>{t('test')}</Button>
        <Button type="submit" loading={save.isPending}>{t('save')}</Button>
      </div>
      <FormErrors messages={testErrors} />
      {run ? <OidcTestResult organizationId={organizationId} testId={run.id} authorizationUrl={run.url} issuer={run.issuer} /> : null}
    </Form>
  );
}

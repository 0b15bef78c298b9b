'use client';
// /reseller/{id}/create|edit: a reseller is its name; its counts show on edit.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormErrors, FormField, Input } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useReseller, useSaveReseller } from '@/lib/organizations/query';
import { resellerInputSchema, type Reseller, type ResellerInput } from '@/lib/resellers/types';
import { AdminPage, AdminSection } from '@/components/admin/shared/admin-page';

export function ResellerEditor({ id }: { id: number | null }) {
  const t = useTranslations('admin-organizations.resellerForm');
  const query = useReseller(id);
  const title = id === null ? t('newTitle') : query.data ? t('editTitle', { name: query.data.name }) : t('editFallbackTitle');
  return (
    <AdminPage title={title}>
      {id !== null && query.isPending ? <LoadingBlock label={t('loading')} />
        : id !== null && query.isError ? <LoadError title={t('notFound')} error={query.error} onRetry={() => void query.refetch()} />
        : <ResellerForm reseller={query.data ?? null} />}
    </AdminPage>
  );
}

function ResellerForm({ reseller }: { reseller: Reseller | null }) {
  const t = useTranslations('admin-organizations.resellerForm');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const save = useSaveReseller(reseller?.id ?? null);
  const form = useForm<ResellerInput>({ resolver: zodResolver(resellerInputSchema), defaultValues: { name: reseller?.name ?? '' } });
  const submit = async ({ name }: ResellerInput) => {
    setServerErrors([]);
    try {
      await save.mutateAsync(name);
      toast(t('saved'));
      router.push('/resellers');
    } catch (error) {
      errorToast(t('saveFailed'));
      setServerErrors(errorMessagesOf(error, t('saveFailed')));
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6">
      <FormErrors messages={serverErrors} />
      <AdminSection title={t('section')} description={reseller ? t('counts', { organizations: reseller.organizations_count, promotions: reseller.promotions_count }) : undefined}>
        <FormField name="name" label={t('name')} render={(field) => <Input autoComplete="organization" {...field} className="max-w-md" />} />
        {reseller ? <p className="mt-4"><Link href={`/organizations?reseller_id=${reseller.id}`} className="font-semibold text-brand-strong">{t('seeOrganizations')}</Link></p> : null}
      </AdminSection>
      <div className="flex justify-end gap-3">
        <Button asChild variant="ghost"><Link href="/resellers">{t('cancel')}</Link></Button>
        <Button type="submit" loading={form.formState.isSubmitting}>{reseller ? t('saveChanges') : t('create')}</Button>
      </div>
    </Form>
  );
}

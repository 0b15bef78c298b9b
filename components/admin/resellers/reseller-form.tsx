'use client';
// /reseller/{id}/create|edit: a reseller is its name; its counts show on edit.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormErrors, FormField, Input } from '@/components/ui';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { errorMessagesOf } from '@/lib/api-client';
import { useReseller, useSaveReseller } from '@/lib/organizations/query';
import { RESELLER_MESSAGES as M, resellerInputSchema, type Reseller, type ResellerInput } from '@/lib/resellers/types';
import { AdminPage, AdminSection } from '@/components/admin/shared/admin-page';

export function ResellerEditor({ id }: { id: number | null }) {
  const query = useReseller(id);
  const title = id === null ? 'New reseller' : query.data ? `Edit ${query.data.name}` : 'Edit reseller';
  return (
    <AdminPage title={title}>
      {id !== null && query.isPending ? <LoadingBlock label="Loading reseller" />
        : id !== null && query.isError ? <LoadError title={M.notFound} error={query.error} onRetry={() => void query.refetch()} />
        : <ResellerForm reseller={query.data ?? null} />}
    </AdminPage>
  );
}

function ResellerForm({ reseller }: { reseller: Reseller | null }) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const save = useSaveReseller(reseller?.id ?? null);
  const form = useForm<ResellerInput>({ resolver: zodResolver(resellerInputSchema), defaultValues: { name: reseller?.name ?? '' } });
  const submit = async ({ name }: ResellerInput) => {
    setServerErrors([]);
    try {
      await save.mutateAsync(name);
      toast('Reseller saved.');
      router.push('/resellers');
    } catch (error) {
      errorToast(M.saveFailed);
      setServerErrors(errorMessagesOf(error, M.saveFailed));
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6">
      <FormErrors messages={serverErrors} />
      <AdminSection title="Reseller" description={reseller ? `${reseller.organizations_count} organizations, ${reseller.promotions_count} promotions.` : undefined}>
        <FormField name="name" label="Name" render={(field) => <Input autoComplete="organization" {...field} className="max-w-md" />} />
        {reseller ? <p className="mt-4"><Link href={`/organizations?reseller_id=${reseller.id}`} className="font-semibold text-brand-strong">See its organizations</Link></p> : null}
      </AdminSection>
      <div className="flex justify-end gap-3">
        <Button asChild variant="ghost"><Link href="/resellers">Cancel</Link></Button>
        <Button type="submit" loading={form.formState.isSubmitting}>{reseller ? 'Save changes' : 'Create reseller'}</Button>
      </div>
    </Form>
  );
}

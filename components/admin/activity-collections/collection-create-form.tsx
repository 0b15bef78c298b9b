'use client';
// /activitycollections/create: a name and its owner (the library, or one promotion). Then on to its editor.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { api } from '@/lib/api-client';
import type { z } from 'zod';
import { collectionWriteSchema } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { ActivityCollectionDetail } from '@/lib/program-design/types';
import { Button, Form, FormField, Input, Select } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { checkedResolver, firstServerError, INVALID_FORM } from '../activities/form-helpers';

type Values = { name: string; owner: string };
type CollectionWrite = z.output<typeof collectionWriteSchema>;
// The owner picker's '' is the library (promotion_id null); the API's schema says the rest.
const resolver = checkedResolver<Values, typeof collectionWriteSchema>(collectionWriteSchema, ({ name, owner }) => ({ name, promotion_id: owner ? Number(owner) : null }));

export function CollectionCreateForm({ promotions }: { promotions: { id: number; name: string }[] }) {
  const t = useTranslations('admin-collections');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const form = useForm<Values, unknown, CollectionWrite>({ resolver, defaultValues: { name: '', owner: '' } });

  const save = async (values: CollectionWrite) => {
    try {
      const made = await api.post<ActivityCollectionDetail>('/aaoi_collections', values);
      toast(t('activities.created', { name: made.name }));
      router.push(`/activitycollections/edit/${made.id}`);
    } catch (error) {
      errorToast(firstServerError(error, M.saveCollection));
    }
  };

  return (
    <Form form={form} onSubmit={save} onInvalidSubmit={() => errorToast(INVALID_FORM)} className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <FormField name="name" label={t('name')} render={(field) => <Input maxLength={120} {...field} />} />
      <FormField
        name="owner"
        label={t('activities.programLabel')}
        description={t('activities.programHelp')}
        render={(field) => (
          <Select {...field}>
            <option value="">{t('activities.theLibrary')}</option>
            {promotions.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </Select>
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting}>{t('activities.createCollection')}</Button>
      </div>
    </Form>
  );
}

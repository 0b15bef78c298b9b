'use client';
// /activitycollections/create: a name and its owner (the library, or one promotion). Then on to its editor.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api-client';
import { collectionWriteSchema } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { ActivityCollectionDetail } from '@/lib/program-design/types';
import { Button, Field, Input, Select } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { fieldErrorsOf, firstServerError, INVALID_FORM, type FieldErrors } from '../activities/form-helpers';

export function CollectionCreateForm({ promotions }: { promotions: { id: number; name: string }[] }) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [name, setName] = useState('');
  const [owner, setOwner] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = collectionWriteSchema.safeParse({ name, promotion_id: owner ? Number(owner) : null });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      errorToast(INVALID_FORM);
      return;
    }
    setSaving(true);
    try {
      const made = await api.post<ActivityCollectionDetail>('/aaoi_collections', parsed.data);
      toast(`${made.name} created.`);
      router.push(`/activitycollections/edit/${made.id}`);
    } catch (error) {
      errorToast(firstServerError(error, M.saveCollection));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void save(e)} className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <Field label="Name" error={errors.name}>
        <Input name="name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label="Program" description="A program's own collection lists that program's activities; a library collection is copied into programs.">
        <Select value={owner} onChange={(e) => setOwner(e.target.value)}>
          <option value="">The library</option>
          {promotions.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
        </Select>
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>Create collection</Button>
      </div>
    </form>
  );
}

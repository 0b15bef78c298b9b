'use client';
// /promotion/{id}/locations/settings: the name of each level of the location tree (location_labels, up to three),
// saved by a partial update of the promotion ('Save Failed!' as the other label screens).
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { api, errorMessagesOf } from '@/lib/api-client';
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';
import { Button, Field, FormErrors, Input } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';

const SAVE_FAILED = 'Save Failed!';

export function LocationLabelsForm({ promotionId, labels }: { promotionId: number; labels: string[] }) {
  const [values, setValues] = useState(() => Array.from({ length: LOCATION_LEVELS }, (_, i) => labels[i] ?? ''));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { toast, errorToast } = useToast();
  const router = useRouter();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const list = values.map((v) => v.trim());
    const used = list.slice(0, list.findIndex((v) => v === '') === -1 ? list.length : list.findIndex((v) => v === ''));
    if (used.length === 0) return setErrors(['At least one location label.']);
    if (list.slice(used.length).some((v) => v !== '')) return setErrors(['Name the levels from the top: a level cannot be left blank above a named one.']);
    setSaving(true);
    try {
      await api.put(`/promotions/${promotionId}`, { location_labels: used });
      setErrors([]);
      toast('Location labels saved.');
      router.refresh();
    } catch (error) {
      setErrors(errorMessagesOf(error, SAVE_FAILED));
      errorToast(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate aria-label="Location labels" className="flex max-w-xl flex-col gap-4 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <p className="text-ink-muted">What each level of the tree is called, from the top: Region, Office, Floor… Filters and the user table use these names.</p>
      <FormErrors messages={errors} />
      {values.map((value, i) => (
        <Field key={i} label={`Level ${i + 1}`} aside={i === 0 ? undefined : '(optional)'}>
          <Input value={value} maxLength={40} onChange={(e) => setValues((list) => list.map((v, j) => (j === i ? e.target.value : v)))} />
        </Field>
      ))}
      <div><Button type="submit" loading={saving}>Save</Button></div>
    </form>
  );
}

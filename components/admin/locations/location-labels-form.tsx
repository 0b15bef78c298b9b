'use client';
// /promotion/{id}/locations/settings: the name of each level of the location tree (location_labels, up to three),
// saved by a partial update of the promotion ('Save Failed!' as the other label screens).
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { api, errorMessagesOf } from '@/lib/api-client';
import { LOCATION_LEVELS } from '@/lib/leaderboards/constants';
import { Button, Form, FormErrors, FormField, Input } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';

// The levels in use are the named ones from the top; the two rules are about the list as a whole, so they show above
// the fields (path 'labels') rather than under one of them.
const schemaOf = (messages: { atLeastOne: string; fromTheTop: string }) => z.object({ labels: z.array(z.string()) }).transform(({ labels }, ctx) => {
  const list = labels.map((v) => v.trim());
  const blank = list.findIndex((v) => v === '');
  const used = blank === -1 ? list : list.slice(0, blank);
  if (used.length === 0) ctx.addIssue({ code: 'custom', path: ['labels'], message: messages.atLeastOne });
  else if (list.slice(used.length).some((v) => v !== ''))
    ctx.addIssue({ code: 'custom', path: ['labels'], message: messages.fromTheTop });
  return { used };
});
type Values = z.input<ReturnType<typeof schemaOf>>;
type Output = z.output<ReturnType<typeof schemaOf>>;

export function LocationLabelsForm({ promotionId, labels }: { promotionId: number; labels: string[] }) {
  const t = useTranslations('admin-locations.labels');
  const schema = useMemo(() => schemaOf({ atLeastOne: t('atLeastOne'), fromTheTop: t('fromTheTop') }), [t]);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { labels: Array.from({ length: LOCATION_LEVELS }, (_, i) => labels[i] ?? '') },
  });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { toast, errorToast } = useToast();
  const router = useRouter();

  const save = async ({ used }: Output) => {
    try {
      await api.put(`/promotions/${promotionId}`, { location_labels: used });
      setServerErrors([]);
      toast(t('saved'));
      router.refresh();
    } catch (error) {
      setServerErrors(errorMessagesOf(error, t('saveFailed')));
      errorToast(t('saveFailed'));
    }
  };

  const listError = form.formState.errors.labels?.message;
  return (
    <Form form={form} onSubmit={save} onInvalidSubmit={() => setServerErrors([])} aria-label={t('formLabel')} className="flex max-w-xl flex-col gap-4 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      <p className="text-ink-muted">{t('intro')}</p>
      <FormErrors messages={listError ? [listError] : serverErrors} />
      {Array.from({ length: LOCATION_LEVELS }, (_, i) => (
        <FormField key={i} name={`labels.${i}`} label={t('level', { number: i + 1 })} aside={i === 0 ? undefined : t('optional')} render={(field) => <Input maxLength={40} {...field} />} />
      ))}
      <div><Button type="submit" loading={form.formState.isSubmitting}>{t('save')}</Button></div>
    </Form>
  );
}

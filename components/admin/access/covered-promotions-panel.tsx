'use client';
// A super coordinator's covered promotions (administration.md §6: added and removed in dashboard settings). A master
// picks the super coordinator and adds or removes promotions; a super coordinator sees its own list.
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Form, FormField, Label, Select } from '@/components/ui';
import { EmptyState, LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { errorMessagesOf } from '@/lib/api-client';
import { useChangeCoverage, useCoveredPromotions, useGroupedPromotions, useSuperCoordinators } from '@/lib/super-users/query';
import { AdminSection } from '@/components/admin/shared/admin-page';

export function CoveredPromotionsPanel({ viewer }: { viewer: { id: number; role: string } }) {
  const t = useTranslations('admin-access.covered');
  const isMaster = viewer.role === 'Master';
  const superCoordinators = useSuperCoordinators(isMaster);
  const [chosen, setChosen] = useState<number | null>(null);
  const userId = isMaster ? (chosen ?? superCoordinators.data?.[0]?.id ?? null) : viewer.id;
  return (
    <AdminSection title={t('title')} description={isMaster ? t('descriptionMaster') : t('descriptionOwn')}>
      {isMaster ? (
        superCoordinators.isPending ? <LoadingBlock label={t('loadingSuperCoordinators')} className="py-6" />
          : superCoordinators.isError ? <LoadError title={t('superCoordinatorsFailed')} error={superCoordinators.error} />
          : superCoordinators.data.length === 0 ? <EmptyState title={t('noSuperCoordinators')} />
          : (
            <div className="mb-4 flex flex-col gap-1">
              <Label htmlFor="sc-choice">{t('superCoordinator')}</Label>
              <Select id="sc-choice" value={userId ?? ''} onChange={(e) => setChosen(Number(e.target.value))} className="max-w-md">
                {superCoordinators.data.map((sc) => <option key={sc.id} value={sc.id}>{sc.name || sc.email} ({sc.email})</option>)}
              </Select>
            </div>
          )
      ) : null}
      {userId !== null ? <CoveredList userId={userId} editable={isMaster} /> : null}
    </AdminSection>
  );
}

// Add stays disabled until a promotion is chosen, so the schema has nothing to refuse.
const addSchema = z.object({ promotion: z.string() });
type AddValues = z.infer<typeof addSchema>;

function CoveredList({ userId, editable }: { userId: number; editable: boolean }) {
  const t = useTranslations('admin-access.covered');
  const covered = useCoveredPromotions(userId);
  const all = useGroupedPromotions(editable);
  const change = useChangeCoverage(userId);
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const form = useForm<AddValues>({ resolver: zodResolver(addSchema), defaultValues: { promotion: '' } });
  const adding = useWatch({ control: form.control, name: 'promotion' });
  const coveredIds = new Set((covered.data ?? []).map((p) => p.id));

  const run = async (promotionId: number, add: boolean, name: string) => {
    if (!add && !(await confirm({ title: t('removeTitle', { name }), body: t('removeBody'), confirmLabel: t('remove'), tone: 'danger' }))) return;
    try {
      await change.mutateAsync({ promotionId, add });
      toast(add ? t('added', { name }) : t('removed', { name }));
      form.reset({ promotion: '' });
    } catch (error) {
      errorToast(errorMessagesOf(error)[0]);
    }
  };

  if (covered.isPending) return <LoadingBlock label={t('loading')} className="py-6" />;
  if (covered.isError) return <LoadError title={t('loadFailed')} error={covered.error} onRetry={() => void covered.refetch()} />;
  const candidates = (all.data ?? []).map((g) => ({ ...g, promotions: g.promotions.filter((p) => !coveredIds.has(p.id)) })).filter((g) => g.promotions.length);
  return (
    <div className="flex flex-col gap-4">
      {covered.data.length === 0 ? <p className="text-ink-muted">{t('empty')}</p> : (
        <ul className="divide-y divide-line rounded-xl border border-line" aria-label={t('title')}>
          {covered.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span><span className="font-semibold text-ink">{p.name}</span> <span className="text-sm text-ink-muted">· {p.organization_name} · {p.subdomain}</span></span>
              {editable ? <Button variant="ghost" size="sm" onClick={() => void run(p.id, false, p.name)}>{t.rich('removeButton', { name: p.name, sr: (chunks: ReactNode) => <span className="sr-only">{chunks}</span> })}</Button> : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <Form form={form} className="flex flex-wrap items-end gap-3" onSubmit={async ({ promotion }) => {
          const p = candidates.flatMap((g) => g.promotions).find((c) => c.id === Number(promotion));
          if (p) await run(p.id, true, p.name);
        }}>
          <FormField
            name="promotion"
            id="cover-add"
            label={t('addLabel')}
            render={(field) => (
              <Select {...field} className="w-72 max-w-full">
                <option value="">{t('choose')}</option>
                {candidates.map((g) => (
                  <optgroup key={g.organization.id} label={g.organization.name}>
                    {g.promotions.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                  </optgroup>
                ))}
              </Select>
            )}
          />
          <Button type="submit" variant="secondary" disabled={!adding} loading={change.isPending}>{t('add')}</Button>
        </Form>
      ) : null}
    </div>
  );
}

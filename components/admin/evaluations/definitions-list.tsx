'use client';
// /promotion/{id}/evaluations-definitions: the promotion's evaluation definitions with their schedule, the questions
// they ask and how many evaluations were submitted; delete asks first (the submitted evaluations go with it).
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { api, errorMessagesOf } from '@/lib/api-client';
import { EVALUATION_ADMIN_MESSAGES as M, type AdminEvaluationDefinition } from '@/lib/evaluations/admin';
import { Button, EmptyState, Pencil, Trash2 } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { scheduleText } from './schedule-text';

export function DefinitionsList({ promotionId, definitions }: { promotionId: number; definitions: AdminEvaluationDefinition[] }) {
  const t = useTranslations('admin-evaluations');
  const format = useFormat();
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  const [rows, setRows] = useState(definitions);
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const base = `/promotion/${promotionId}/evaluations-definitions`;

  const remove = async (d: AdminEvaluationDefinition) => {
    const ok = await confirm({ title: t('deleteDefinitionTitle'), body: t('deleteDefinitionBody', { name: d.name }), confirmLabel: t('delete'), tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/evaluation_definitions/${d.id}`);
      setRows((list) => list.filter((r) => r.id !== d.id));
      toast(t('deleted', { name: d.name }));
    } catch (error) {
      errorToast(errorMessagesOf(error, M.save)[0]);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="secondary"><Link href={`${base}/custom_prompts`}>{t('customPrompts')}</Link></Button>
        <Button asChild variant="secondary"><Link href={`/promotion/${promotionId}/emotional_fitness_survey`}>{t('flourishingSurvey')}</Link></Button>
        <Button asChild><Link href={`${base}/new`}>{t('newDefinition')}</Link></Button>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('noDefinitions')}><p className="mt-1">{t('noDefinitionsBody')}</p></EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {rows.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 rounded-3xl bg-surface p-5 shadow-card hc:border hc:border-line">
              <h2 className="text-h3 text-ink">{d.name}</h2>
              <p className="text-ink">{scheduleText(d, t, format)}</p>
              <p className="text-sm text-ink-muted">
                {t('definitionCounts', { questions: d.questions.length, submitted: d.evaluations_count })}
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                <Button asChild variant="secondary" size="sm">
                  <Link href={`${base}/${d.id}/edit`}><Pencil className="size-4" aria-hidden="true" /> {t.rich('edit', { name: d.name, sr })}</Link>
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => void remove(d)}>
                  <Trash2 className="size-4" aria-hidden="true" /> {t.rich('deleteButton', { name: d.name, sr })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

'use client';
// /usereval/{id} (the participant evaluation screen, by definition id): the
// definition's name and message, then its questions — or why there is nothing to answer (not found, already done,
// not open today).
import { useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { errorMessagesOf } from '@/lib/api-client';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { EVALUATION_DONE_PATH } from '@/lib/evaluations/constants';
import { EVALUATION_MESSAGES as M } from '@/lib/evaluations/messages';
import { useEvaluationDefinition } from '@/lib/query/evaluations';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ContentHtml } from '@/components/ui/content-html';
import { useEvaluationContent } from './evaluation-content';
import { EvaluationForm } from './evaluation-form';

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">{children}</div>;
}

function Notice({ tone = 'info', children }: { tone?: 'info' | 'error'; children: ReactNode }) {
  const t = useTranslations('evaluations');
  const look = tone === 'error' ? 'border-danger/30 bg-danger-soft text-danger' : 'border-line bg-surface text-ink';
  return (
    <div role={tone === 'error' ? 'alert' : undefined} className={`flex flex-col items-start gap-4 rounded-3xl border p-6 ${look}`}>
      {children}
      <Link href={EVALUATION_DONE_PATH} className={buttonClasses('secondary', 'sm')}>
        {t('goToJourney')}
      </Link>
    </div>
  );
}

export function EvaluationScreen({ id }: { id: number }) {
  const t = useTranslations('evaluations');
  const errorText = useErrorText();
  const definition = useEvaluationDefinition(id);
  const intro = useEvaluationContent('intro');
  // Prefetched, so that the dialog on My Journey opens at once.
  useEvaluationContent('congratulations');
  // Once saved, the refreshed definition reads "completed"; the form stays to show 'Saved!' until it leaves.
  const [saved, setSaved] = useState(false);

  if (definition.isPending) {
    return (
      <Frame>
        <div className="grid place-items-center py-16">
          <Spinner label={t('loading')} />
        </div>
      </Frame>
    );
  }
  if (definition.isError) {
    return (
      <Frame>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('title')}</h1>
        <Notice tone="error">
          <p className="font-semibold">{errorMessagesOf(definition.error, M.notFound).map(errorText).join(' ')}</p>
        </Notice>
      </Frame>
    );
  }

  const d = definition.data;
  const answerable = saved || (d.is_active && !d.is_completed);
  return (
    <Frame>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">{d.name}</h1>
        {d.message ? <p className="text-lg leading-relaxed text-ink-muted">{d.message}</p> : null}
        {answerable && intro.item?.content_html ? <ContentHtml html={intro.item.content_html} className="text-sm text-ink-muted" /> : null}
      </header>
      {answerable ? (
        <section aria-label={d.name} className="rounded-3xl bg-surface p-6 shadow-card sm:p-10 hc:border hc:border-line">
          <EvaluationForm definition={d} onSaved={() => setSaved(true)} />
        </section>
      ) : (
        <Notice>
          <p>{errorText(d.is_completed ? M.alreadyCompleted : M.notOpen)}</p>
        </Notice>
      )}
    </Frame>
  );
}

// /survey/{id}: a user survey (the Flourishing Scale and others), answered 1-7 once; the session's pending-survey
// redirect opens it (components/onboarding/pending-evaluation.tsx).
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { NotFound } from '@/server/platform/errors';
import { surveyFor } from '@/server/surveys/participant';
import { pageIdOf } from '@/server/competitions/admin';
import { EVALUATION_DONE_PATH } from '@/lib/evaluations/constants';
import { buttonClasses } from '@/components/ui';
import { SurveyForm } from '@/components/surveys/survey-form';
import { PrivateToThePerson } from '@/components/privacy/private-to-the-person';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('surveys');
  return { title: t('title') };
}

export default async function SurveyPage({ params }: { params: Promise<{ id: string }> }) {
  const { user, promotion, impersonation } = await requireSignedInPage();
  const t = await getTranslations('surveys');
  if (impersonation) return <PrivateToThePerson what={t('privateWhat')} />;
  const id = pageIdOf((await params).id);
  if (!id || !promotion || user.promotion_id !== promotion.id) notFound();
  const survey = await surveyFor(user.id, promotion, id).catch((error: unknown) => {
    if (error instanceof NotFound) notFound();
    throw error;
  });
  const answerable = survey.is_open && !survey.is_completed;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{survey.name}</h1>
        {survey.message ? <p className="text-lg leading-relaxed text-ink-muted">{survey.message}</p> : null}
        {answerable ? <p className="text-sm text-ink-muted">{t('scaleHint')}</p> : null}
      </header>
      {answerable ? <SurveyForm survey={survey} /> : (
        <div className="flex flex-col items-start gap-4 rounded-3xl border border-line bg-surface p-6 text-ink">
          <p>{survey.is_completed ? t('alreadyCompleted') : t('notOpen')}</p>
          <Link href={EVALUATION_DONE_PATH} className={buttonClasses('secondary', 'sm')}>{t('goToJourney')}</Link>
        </div>
      )}
    </div>
  );
}

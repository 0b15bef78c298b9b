'use client';
// The quiz of an activity on its detail screen: the question, whether it is answered, and the way into the dialog.
// A correct answer on record counts as correct.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Activity } from '@/lib/activities/types';
import { useQuizAnswers } from '@/lib/query/logging';
import { buttonClasses } from '@/components/ui/button';
import { QuizDialog } from './quiz-dialog';
import { CircleHelp } from '@/components/ui/icons';

export function QuizSection({ activity, triviaPoints }: { activity: Activity; triviaPoints: number | null }) {
  const t = useTranslations('quiz');
  const answers = useQuizAnswers(activity.id, activity.has_quiz);
  const [open, setOpen] = useState(false);
  if (!activity.has_quiz || !activity.question) return null;
  const correct = answers.data?.find((a) => a.is_correct) ?? null;
  return (
    <section aria-labelledby="quiz-title" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6" data-testid="quiz-section">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-2xl bg-sharp-soft text-sharp" aria-hidden="true">
          <CircleHelp className="size-6" strokeWidth={1.8} aria-hidden="true" />
        </span>
        <h2 id="quiz-title" className="text-lg font-semibold text-ink">
          {t('title')}
        </h2>
      </div>
      <p className="mt-3 text-ink">{activity.question}</p>
      {correct ? (
        <p className="mt-3 rounded-2xl bg-success-soft px-4 py-2.5 font-medium text-success" data-testid="quiz-answered">
          {t('answered', { answer: activity.answers[correct.answer_idx] ?? '—' })}
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">
          {t('hint', { hasPoints: String(Boolean(triviaPoints)), points: triviaPoints ?? 0, locked: String(!activity.available), week: activity.week_available })}
        </p>
      )}
      <button type="button" onClick={() => setOpen(true)} className={buttonClasses(correct ? 'secondary' : 'primary', 'md', 'mt-4 w-full sm:w-auto')}>
        {correct ? t('reviewQuiz') : t('answerQuiz')}
      </button>
      <QuizDialog open={open} onClose={() => setOpen(false)} activityId={activity.id} question={activity.question} answers={activity.answers} correctAnswer={correct} />
    </section>
  );
}

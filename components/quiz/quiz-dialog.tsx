'use client';
// The trivia dialog: choose an answer, check it with
// POST /api/user_quiz_answers/{activity_id}; 'Correct!' (with the server's points message) or 'Try again.' (another
// answer may be tried). A 406 shows the server's message and does not mark the answer wrong; any other failure counts
// as a wrong answer. An existing correct answer opens as correct.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { useAnswerQuiz } from '@/lib/query/logging';
import type { QuizAnswer } from '@/lib/logging/types';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';

// The chosen answer's index, as the radio's value.
const quizSchema = z.object({ answer: z.string().min(1) });
type QuizValues = z.infer<typeof quizSchema>;
const asValue = (index: number | null | undefined) => (index === null || index === undefined ? '' : String(index));

type Outcome = { kind: 'correct'; message: string; detail: string | null } | { kind: 'wrong'; message: string } | { kind: 'refused'; message: string };

export interface QuizDialogProps {
  open: boolean;
  onClose: () => void;
  activityId: number;
  question: string;
  answers: string[];
  /** The participant's correct answer, when there is one. */
  correctAnswer: QuizAnswer | null;
}

export function QuizDialog({ open, onClose, activityId, question, answers, correctAnswer }: QuizDialogProps) {
  const t = useTranslations('quiz');
  const answer = useAnswerQuiz(activityId);
  const form = useForm<QuizValues>({ resolver: zodResolver(quizSchema), defaultValues: { answer: asValue(correctAnswer?.answer_idx) } });
  const chosen = useWatch({ control: form.control, name: 'answer' });
  const selected = chosen === '' ? null : Number(chosen);
  const [wrong, setWrong] = useState<number[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(correctAnswer ? { kind: 'correct', message: t('correct'), detail: null } : null);

  // Each opening starts from what the server knows; a refetch while open must not wipe the result on screen.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) {
      form.reset({ answer: asValue(correctAnswer?.answer_idx) });
      setWrong([]);
      setOutcome(correctAnswer ? { kind: 'correct', message: t('correct'), detail: null } : null);
    }
    wasOpen.current = open;
  }, [open, correctAnswer, form, t]);

  const solved = outcome?.kind === 'correct';
  const check = ({ answer: value }: QuizValues) => {
    const selected = Number(value);
    if (solved) return;
    answer.mutate(selected, {
      onSuccess: (result) => {
        if (result.correct) setOutcome({ kind: 'correct', message: result.message || t('correct'), detail: result.points_message });
        else {
          setWrong((list) => [...list, selected]);
          setOutcome({ kind: 'wrong', message: result.message || t('tryAgain') });
        }
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 406) {
          setOutcome({ kind: 'refused', message: error.errors[0] ?? t('notAvailable') });
          return;
        }
        setWrong((list) => [...list, selected]);
        setOutcome({ kind: 'wrong', message: t('tryAgain') });
      },
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={question}>
      <Form form={form} onSubmit={check} data-testid="quiz-dialog">
        <fieldset disabled={solved}>
          <legend className="sr-only">{t('answers')}</legend>
          <ul className="flex flex-col gap-2">
            {answers.map((text, i) => {
              const isCorrect = solved && selected === i;
              const isWrong = wrong.includes(i) && !isCorrect;
              return (
                <li key={i}>
                  <label
                    className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-2.5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                      isCorrect
                        ? 'border-success bg-success-soft text-ink'
                        : isWrong
                          ? 'border-danger/60 bg-danger-soft text-ink'
                          : selected === i
                            ? 'border-brand bg-brand-softer'
                            : 'border-line hover:border-line-strong'
                    }`}
                  >
                    <input
                      type="radio"
                      value={String(i)}
                      {...form.register('answer', { onChange: () => outcome?.kind !== 'correct' && setOutcome(null) })}
                      className="size-5 shrink-0 accent-brand focus-visible:outline-none"
                    />
                    <span className="flex-1">{text}</span>
                    {isCorrect ? <span className="text-sm font-semibold text-success">{t('correctMark')}</span> : null}
                    {isWrong ? <span className="text-sm font-semibold text-danger">{t('notQuite')}</span> : null}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div role="status" aria-live="polite" className="mt-4 min-h-6" data-testid="quiz-result">
          {outcome ? (
            <div
              className={`rounded-2xl px-4 py-3 ${
                outcome.kind === 'correct' ? 'bg-success-soft text-success' : outcome.kind === 'wrong' ? 'bg-danger-soft text-danger' : 'bg-surface-muted text-ink'
              }`}
            >
              <p className="font-semibold">{outcome.message}</p>
              {outcome.kind === 'correct' && outcome.detail ? <p className="mt-1 text-ink">{outcome.detail}</p> : null}
            </div>
          ) : null}
        </div>
        <div className="mt-6">
          <DialogActions>
            <Button variant={solved ? 'primary' : 'secondary'} onClick={onClose}>
              {solved ? t('done') : t('close')}
            </Button>
            {solved ? null : (
              <Button type="submit" disabled={selected === null || wrong.includes(selected) || answer.isPending}>
                {answer.isPending ? t('checking') : t('checkAnswer')}
              </Button>
            )}
          </DialogActions>
        </div>
      </Form>
    </Dialog>
  );
}

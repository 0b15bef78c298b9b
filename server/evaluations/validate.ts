// Server-side answer checks of a submitted evaluation (empty, null or undefined is missing; an unticked box is 'N'),
// with the same rules the forms apply (lib/evaluations/answers.ts). The problems are sentences naming the question, all
// reported together.
import { answerProblem, isAnswerable, normalizeAnswer, type AnswerProblemKind, type AnswerValue } from '@/lib/evaluations/answers';
import { EVALUATION_MESSAGES as M } from '@/lib/evaluations/messages';
import type { EvaluationQuestion } from '@/lib/evaluations/types';

export type StoredAnswers = Record<string, string | null>;

const LABEL_LENGTH = 120;
const labelOf = (q: EvaluationQuestion) => (q.prompt.length > LABEL_LENGTH ? `${q.prompt.slice(0, LABEL_LENGTH - 1)}…` : q.prompt);

const MESSAGE: Record<AnswerProblemKind, (label: string) => string> = {
  required: M.required,
  not_an_option: M.notAnOption,
  not_a_whole_number: M.notAWholeNumber,
  too_long: M.tooLong,
};

/**
 * Checks `answers` against the questions asked. Names that are not an asked question are refused; every asked
 * question gets a stored answer ('N' for an unticked box, null for a blank optional one).
 */
export function checkAnswers(questions: EvaluationQuestion[], answers: Record<string, AnswerValue>): { problems: string[]; answers: StoredAnswers } {
  const asked = questions.filter(isAnswerable);
  const names = new Set(asked.map((q) => q.name));
  const problems = Object.keys(answers).filter((name) => !names.has(name)).map(M.unknownQuestion);
  const stored: StoredAnswers = {};
  for (const question of asked) {
    const value = answers[question.name];
    const problem = answerProblem(question, value);
    if (problem) problems.push(MESSAGE[problem](labelOf(question)));
    else stored[question.name] = normalizeAnswer(question, value);
  }
  return { problems, answers: stored };
}

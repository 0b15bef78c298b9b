// The form side of evaluation answers, shared by the /usereval screen and the registration form: field keys,
// empty values, the field messages of the shared rules (lib/evaluations/answers.ts) and the request's answers.
import { answerProblem, isAnswerable, normalizeAnswer, type AnswerProblemKind, type AnswerValue } from '@/lib/evaluations/answers';
import { EVALUATION_MESSAGES as M } from '@/lib/evaluations/messages';
import type { EvaluationQuestion } from '@/lib/evaluations/types';

/** A checkbox holds a boolean, every other control its text. */
export type AnswerFormValues = Record<string, string | boolean>;

/** Field key of a question: names are free text (dots would split a form path), ids are not. */
export const answerKey = (question: { id: number }) => `q${question.id}`;

export function emptyAnswers(questions: EvaluationQuestion[]): AnswerFormValues {
  return Object.fromEntries(questions.filter(isAnswerable).map((q) => [answerKey(q), q.type_of_prompt === 'CHECKBOX' ? false : '']));
}

function fieldMessage(question: EvaluationQuestion, kind: AnswerProblemKind): string {
  if (kind === 'required') return question.type_of_prompt === 'CHECKBOX' ? M.fieldRequiredCheckbox : M.fieldRequired;
  if (kind === 'not_an_option') return M.fieldNotAnOption;
  if (kind === 'not_a_whole_number') return M.fieldNotAWholeNumber;
  return M.fieldTooLong;
}

/** Field key → message, for the questions whose answers break a rule (in question order). */
export function answerErrors(questions: EvaluationQuestion[], valueOf: (question: EvaluationQuestion) => AnswerValue): Array<[string, string]> {
  const errors: Array<[string, string]> = [];
  for (const question of questions) {
    const problem = answerProblem(question, valueOf(question));
    if (problem) errors.push([answerKey(question), fieldMessage(question, problem)]);
  }
  return errors;
}

/** The request's answers, keyed by question name ('Y'/'N' for checkboxes, null for a blank optional answer). */
export function answersByName(questions: EvaluationQuestion[], values: AnswerFormValues): Record<string, string | null> {
  return Object.fromEntries(questions.filter(isAnswerable).map((q) => [q.name, normalizeAnswer(q, values[answerKey(q)])]));
}

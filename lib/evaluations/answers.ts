// The answer rules both the forms and the API apply: the required-field
// validator, checkbox answers 'Y'/'N', a DROPDOWN answer is one of its options, an integer answer is whole.
import { CHECKBOX_NO, CHECKBOX_YES, MAX_ANSWER_LENGTH, type DataType, type PromptType } from './constants';

export type AnswerValue = string | number | boolean | null | undefined;

interface AnswerRule {
  type_of_prompt: PromptType;
  data_type: DataType;
  options: string[];
  required: boolean;
}

export type AnswerProblemKind = 'required' | 'not_an_option' | 'not_a_whole_number' | 'too_long';

/** HEADER items title a section and take no answer. */
export const isAnswerable = (question: { type_of_prompt: PromptType }) => question.type_of_prompt !== 'HEADER';

/** Checkbox answers default to 'N' unless 'Y' (a ticked box, true or 1 read as 'Y' too). */
export function checkboxAnswer(value: AnswerValue): typeof CHECKBOX_YES | typeof CHECKBOX_NO {
  return value === CHECKBOX_YES || value === true || value === 1 || value === '1' ? CHECKBOX_YES : CHECKBOX_NO;
}

/** Required-field validator: empty, null, undefined are invalid; a checkbox also when false, 0 or 'N'. */
export function isMissingAnswer(value: AnswerValue, type: PromptType): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string' && value.trim() === '') return true;
  // false, 0 and 'N' — and anything else that is not a tick, since the answer is 'N' unless 'Y'.
  if (type === 'CHECKBOX') return checkboxAnswer(value) === CHECKBOX_NO;
  return false;
}

/** What is stored: 'Y'/'N' for checkboxes, trimmed text, null for a blank optional answer. */
export function normalizeAnswer(question: AnswerRule, value: AnswerValue): string | null {
  if (question.type_of_prompt === 'CHECKBOX') return checkboxAnswer(value);
  if (value === undefined || value === null || typeof value === 'boolean') return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

const WHOLE_NUMBER = /^-?\d+$/;

/** The first rule an answer breaks, or null. */
export function answerProblem(question: AnswerRule, value: AnswerValue): AnswerProblemKind | null {
  if (!isAnswerable(question)) return null;
  if (isMissingAnswer(value, question.type_of_prompt)) return question.required ? 'required' : null;
  const answer = normalizeAnswer(question, value);
  if (answer === null || question.type_of_prompt === 'CHECKBOX') return null;
  if (answer.length > MAX_ANSWER_LENGTH) return 'too_long';
  if (question.type_of_prompt === 'DROPDOWN' && question.options.length > 0 && !question.options.includes(answer)) return 'not_an_option';
  if (question.data_type === 'integer' && !WHOLE_NUMBER.test(answer)) return 'not_a_whole_number';
  return null;
}

/** Integer-only inputs reject decimals: what an integer field may hold while typing. */
export const isPartialWholeNumber = (text: string) => /^-?\d*$/.test(text);

/** The registration questions asked for a chosen location: untagged ones, and tagged ones listed for it. */
export function questionsAt<Q extends { location_ids: number[] | null }>(questions: Q[], locationId: number | null | undefined): Q[] {
  return questions.filter((q) => q.location_ids === null || (locationId != null && q.location_ids.includes(locationId)));
}

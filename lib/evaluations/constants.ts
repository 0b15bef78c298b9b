// Names and numbers of evaluations.

/** The question types custom prompts and built-in questions share (CHECK in the migration). HEADER asks nothing. */
export const PROMPT_TYPES = ['CHECKBOX', 'DROPDOWN', 'TEXTBOX', 'TEXTAREA', 'HEADER'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

export const DATA_TYPES = ['string', 'integer', 'text'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Checkbox answers default to 'N' unless 'Y'. */
export const CHECKBOX_YES = 'Y';
export const CHECKBOX_NO = 'N';

/** Longest text answer we store (ours; a TEXTAREA answer is a few sentences). */
export const MAX_ANSWER_LENGTH = 5000;

/** A new evaluation's save redirects after 1 s. */
export const EVALUATION_SAVED_REDIRECT_MS = 1000;

/** After submit the user is taken to My Journey (/my is its child route, served at /journey/my). */
export const EVALUATION_DONE_PATH = '/journey/my';

/** sessionStorage key: a pending evaluation sends the user to it once per session. */
export const PENDING_EVALUATION_SESSION_KEY = 'renew.pending_evaluation_sent';

/** Content category 'evaluation': the screen's intro and the congratulations dialog. */
export const EVALUATION_CONTENT = { category: 'evaluation', intro: 'intro', congratulations: 'congratulations' } as const;

/** Serialized eval_definitionable_type: definitions belong to a promotion (docs/domain-model.md "Polymorphic pairs"). */
export const EVAL_DEFINITIONABLE_TYPE = 'Promotion';

/** sessionStorage key: the page a pending evaluation's prompt left, where its "Not now" returns. */
export const PENDING_EVALUATION_RETURN_KEY = 'renew.pending_evaluation_return';

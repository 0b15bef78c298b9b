// The JSON of evaluation definitions and their questions. lib/ may not import server/, so the shapes are written out
// here; the serializers in server/evaluations/serialize.ts are typed against them.
import type { DataType, PromptType } from './constants';

export interface EvaluationQuestion {
  id: number;
  /** Key of the answer in Evaluation.answers; custom prompts are named CustomPrompt_{id}. */
  name: string;
  /** The text shown: the question's own prompt, else its custom prompt's. */
  prompt: string;
  type_of_prompt: PromptType;
  data_type: DataType;
  /** DROPDOWN choices. */
  options: string[];
  location_tag: string | null;
  custom_prompt: { id: number; prompt: string; short_label: string | null } | null;
  custom_promptable_id: number | null;
  is_active: boolean;
  profile_only: boolean;
  display_question: boolean;
  /** The question's flags.required or its custom prompt's custom_prompt_evaluation flags.required. */
  required: boolean;
  flags: { is_visible_in_profile: boolean; required: boolean };
}

/** An evaluation definition's own columns, as both the participant's and the master's answers carry them. */
export interface EvaluationDefinitionFields {
  id: number;
  name: string;
  message: string | null;
  days_from_start: string | null;
  start_date: string | null;
  end_date: string | null;
  eval_definitionable_type: string;
  eval_definitionable_id: number;
  /** Comma-separated question names; custom prompts are written CustomPrompt_{id}. */
  visible_questions: string;
  location_questions: string;
}

export interface EvaluationDefinition extends EvaluationDefinitionFields {
  /** Open today: the pending evaluation is the first active definition not yet completed. */
  is_active: boolean;
  /** The signed-in user has submitted it (completed_evaluation_definition_ids). */
  is_completed: boolean;
  /** The questions this user is asked, in order; HEADER items are section titles. */
  questions: EvaluationQuestion[];
}

/** A registration question; `location_ids` lists where a location-tagged one is asked (null: everywhere). */
export interface RegistrationQuestion extends EvaluationQuestion {
  location_ids: number[] | null;
}

/** GET /promotions/{id}/registration_questions (docs/onboarding.md). */
export interface RegistrationQuestions {
  evaluation_definition: { id: number; name: string; message: string | null } | null;
  questions: RegistrationQuestion[];
}

/** POST /evaluations answers 201 with the stored evaluation. */
export interface StoredEvaluation {
  id: number;
  evaluation_definition_id: number;
  week_number: number | null;
  answers: Record<string, string | null>;
  created_at: string;
}

// The registration form's validation: the shared request schema (lib/onboarding/schemas.ts), with the cross-field
// rules both sides check (registrationProblems) attached to the field they are about, and empty optional
// answers read as "not given". The form's values have the request's shape, so error paths are field names.
import { z } from 'zod';
import { registrationBodySchema, registrationProblems, type RegistrationInput } from '@/lib/onboarding/schemas';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import type { PasswordPolicy } from '@/lib/password-policy';
import { questionsAt } from '@/lib/evaluations/answers';
import type { RegistrationQuestion } from '@/lib/evaluations/types';
import { answerErrors, answersByName, type AnswerFormValues } from '@/components/evaluations/answer-form';

export interface RegistrationFormValues {
  email: string;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
  profile: {
    first_name: string;
    last_name: string;
    gender: string;
    birthday: string;
    phone: string;
    address: { street: string; city: string; state: string; zip: string };
    time_zone: string;
  };
  location_id: number | null;
  opted_in_individual_leaderboard: boolean;
  /** The initial evaluation's registration questions, by answerKey. */
  answers: AnswerFormValues;
}

export interface RegistrationRules {
  policy: PasswordPolicy;
  locationRequired: boolean;
  /** Which optional profile fields the promotion shows; the others are not sent. */
  show: { gender: boolean; birthday: boolean; phone: boolean; address: boolean; timeZone: boolean };
  /** The initial evaluation's registration questions (GET /promotions/{id}/registration_questions). */
  questions: RegistrationQuestion[];
}

const blankToUndefined = (value: string | undefined) => (value && value.trim() ? value : undefined);

/** The request body for POST /users, without the eligibility link (added by the screen). */
export function toRequestBody(values: RegistrationFormValues, rules: RegistrationRules) {
  const { profile, show } = { profile: values.profile, show: rules.show };
  const address = profile.address;
  const hasAddress = Object.values(address).some((part) => part.trim());
  return {
    email: values.email,
    email_confirmation: values.email_confirmation,
    password: values.password,
    password_confirmation: values.password_confirmation,
    profile: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      gender: show.gender ? blankToUndefined(profile.gender) : undefined,
      birthday: show.birthday ? blankToUndefined(profile.birthday) : undefined,
      phone: show.phone ? blankToUndefined(profile.phone) : undefined,
      address: show.address && hasAddress ? address : undefined,
      time_zone: show.timeZone ? blankToUndefined(profile.time_zone) : undefined,
    },
    location_id: values.location_id ?? undefined,
    opted_in_individual_leaderboard: values.opted_in_individual_leaderboard,
    // Only the questions asked at the chosen location (a tagged one may have been answered, then left behind).
    evaluation: rules.questions.length ? { answers: answersByName(questionsAt(rules.questions, values.location_id), values.answers) } : undefined,
  };
}

/** Where each cross-field problem shows: the retyped email, the retyped password, or the password itself. */
function pathOf(message: string): string[] {
  if (message === M.emailsDoNotMatch) return ['email_confirmation'];
  if (message === M.passwordsDoNotMatch) return ['password_confirmation'];
  return ['password'];
}

/** The form's own texts (the screen's catalog): the retyped fields' "required". */
export interface RegistrationFormTexts {
  retypeEmail: string;
  retypePassword: string;
}

export function registrationFormSchema(rules: RegistrationRules, texts: RegistrationFormTexts): z.ZodType<RegistrationInput, RegistrationFormValues> {
  // preprocess() types its input as unknown; the form's values are what it receives.
  const schema = z.preprocess(
    (values) => toRequestBody(values as RegistrationFormValues, rules),
    registrationBodySchema.superRefine((body, ctx) => {
      const problems = registrationProblems(body, rules.policy);
      // The retyped fields only complain once something was typed into them; "required" says enough before.
      for (const message of problems) {
        const path = pathOf(message);
        if (path[0] === 'email_confirmation' && !body.email_confirmation) continue;
        if (path[0] === 'password_confirmation' && !body.password_confirmation) continue;
        ctx.addIssue({ code: 'custom', message, path });
      }
      if (!body.email_confirmation) ctx.addIssue({ code: 'custom', message: texts.retypeEmail, path: ['email_confirmation'] });
      if (!body.password_confirmation) ctx.addIssue({ code: 'custom', message: texts.retypePassword, path: ['password_confirmation'] });
      if (rules.locationRequired && !body.location_id) ctx.addIssue({ code: 'custom', message: M.locationRequired, path: ['location_id'] });
      // The initial evaluation's questions, under their form fields (empty, null or undefined is missing; a checkbox
      // also when false, 0 or 'N').
      const answers = body.evaluation ?? {};
      for (const [key, message] of answerErrors(questionsAt(rules.questions, body.location_id), (q) => answers[q.name])) {
        ctx.addIssue({ code: 'custom', message, path: ['answers', key] });
      }
    }),
  );
  return schema as unknown as z.ZodType<RegistrationInput, RegistrationFormValues>;
}

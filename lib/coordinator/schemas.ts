// Inputs of the coordinator dashboard's calls, shared by the route handlers and the forms.
import { z } from 'zod';
import { COORDINATOR_MESSAGES as M } from './messages';
import { SETTINGS_MESSAGES } from '@/lib/settings/messages';
import { idSchema } from '@/lib/schemas';
import { USER_TABLE_MAX_PAGE_SIZE, USER_TABLE_PAGE_SIZE, USER_TABLE_SORTS } from './constants';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);

export const locationQuerySchema = z.object({ location_id: id.optional() });

export const participantsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  sort: z.enum(USER_TABLE_SORTS).default('last_name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  /** Opaque keyset cursor from the previous page's meta.next_cursor (the screen's infinite scroll: fastest). */
  cursor: z.string().max(400).optional(),
  /** The list contract's numbered page (1 = first); not together with a cursor. */
  page: z.coerce.number().int().positive().max(100_000).optional(),
  /** 0 = all records, up to USER_TABLE_ALL_CAP (then meta.next_cursor continues). */
  page_size: z.coerce.number().int().min(0).max(USER_TABLE_MAX_PAGE_SIZE).default(USER_TABLE_PAGE_SIZE),
  location_id: id.optional(),
});
export type ParticipantsQuery = z.infer<typeof participantsQuerySchema>;

export const promotionUserParamsSchema = z.object({ id, userId: id });
/**
 * PUT /promotions/{id}/participants/{userId}: what a coordinator may change of a participant — the names and the
 * location (one within their reach), with the settings form's messages. Nothing else: email, password and role stay
 * master-only (/settings/dashboard), so any other key is refused.
 */
const nameField = (required: string, tooLong: string) => z.string({ message: required }).trim().min(1, required).max(60, tooLong);
export const participantEditSchema = z
  .object({
    first_name: nameField(SETTINGS_MESSAGES.firstNameRequired, M.firstNameTooLong).optional(),
    last_name: nameField(SETTINGS_MESSAGES.lastNameRequired, M.lastNameTooLong).optional(),
    location_id: idSchema('location_id', SETTINGS_MESSAGES.invalidLocation).optional(),
  })
  .strict()
  .refine((v) => v.first_name !== undefined || v.last_name !== undefined || v.location_id !== undefined, SETTINGS_MESSAGES.noChanges);
export type ParticipantEditInput = z.infer<typeof participantEditSchema>;
/** The coordinator's edit form: the same name rules; the location as the select's value ('' when there is none). */
export const participantEditFormSchema = z.object({
  first_name: nameField(SETTINGS_MESSAGES.firstNameRequired, M.firstNameTooLong),
  last_name: nameField(SETTINGS_MESSAGES.lastNameRequired, M.lastNameTooLong),
  location_id: z.string(),
});
export type ParticipantEditFormValues = z.infer<typeof participantEditFormSchema>;

export const promotionTeamParamsSchema = z.object({ id, teamId: id });
export const promotionTeamMemberParamsSchema = z.object({ id, teamId: id, userId: id });
export const promotionPostParamsSchema = z.object({ id, postId: id });

/** Notification: a non-empty message (administration.md §5). */
export const notificationSchema = z.object({
  message: z.preprocess((v) => v ?? '', z.string().trim().max(1000, M.messageTooLong).pipe(z.string().min(1, M.messageNeeded))),
});

/** POST /send_mail: to a friend (one participant) or a team, or 'all' of them; the message is required. */
export const sendMailSchema = z.object({
  email_type: z.enum(['friend', 'team']),
  recipient_id: z.union([z.literal('all'), id]),
  message: z.preprocess((v) => v ?? '', z.string().trim().max(5000, M.longMessageTooLong).pipe(z.string().min(1, M.includeMessage))),
});
export type SendMailInput = z.infer<typeof sendMailSchema>;

export const teamsQuerySchema = z.object({
  inc_deleted: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional(),
  q: z.string().trim().max(100).optional(),
});

// Route params of the team calls (bodies and queries: lib/teams/schemas.ts).
import { z } from 'zod';
import { idSchema } from '@/lib/schemas';

export const teamIdParamSchema = z.object({ id: idSchema('Team id') });
export const teamMemberParamSchema = z.object({ id: idSchema('Team id'), userId: idSchema('User id') });
export const teamInviteParamSchema = z.object({ id: idSchema('Team id'), inviteId: idSchema('Invite id') });
export const userInvitesParamSchema = z.object({ id: z.union([z.literal('me'), idSchema('User id')]) });
export const userInviteParamSchema = z.object({ id: z.union([z.literal('me'), idSchema('User id')]), inviteId: idSchema('Invite id') });

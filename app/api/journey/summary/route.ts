import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { journeySummary } from '@/server/journal/queries';

// GET /journey/summary: the My Journey header — completed scenes and duos, reflections and points.
export const GET = route({ response: responses.journeySummarySchema, scope: 'participant', action: 'journey.read' }, async ({ user, promotion }) => journeySummary(user.id, promotion.id));

// Route input of the activity catalogue; the shapes live in lib/activities/schemas.ts so the client shares them.
export { activitiesQuerySchema, bookmarkSchema } from '@/lib/activities/schemas';
export { idParamSchema } from '@/lib/schemas';

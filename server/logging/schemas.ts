// Route input of the daily loop; the shapes live in lib/logging/schemas.ts so the client shares them.
export { idParamSchema } from '@/lib/schemas';
export {
  loggingQuerySchema, logBodySchema, userActivitiesQuerySchema, createUserActivitySchema,
  updateUserActivitySchema, checkAnswerSchema, quizAnswersQuerySchema, quizAnswerParamSchema, quizAnswerBodySchema,
  entriesQuerySchema, updateEntrySchema,
} from '@/lib/logging/schemas';

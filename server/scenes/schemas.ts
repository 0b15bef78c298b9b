// Route input of user scenes; shared shapes live in lib/logging/schemas.ts.
export { idParamSchema, userSceneUpdateSchema } from '@/lib/logging/schemas';

// Route input of user scenes; shared shapes live in lib/logging/schemas.ts.
export { idParamSchema } from '@/lib/schemas';
export { userSceneUpdateSchema } from '@/lib/logging/schemas';

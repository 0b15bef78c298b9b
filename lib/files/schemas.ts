// Request shapes of the upload API that are not multipart.
import { z } from 'zod';
import { FILE_MESSAGES as M } from './messages';

/** PUT /api/files/blur: the served path or URL of an uploaded file (…/api/files/{key}), or the bare key. */
export const blurBodySchema = z.object({
  image_path: z.string({ message: M.imagePathRequired }).trim().min(1, M.imagePathRequired).max(2048, M.imagePathTooLong),
});
export type BlurBody = z.infer<typeof blurBodySchema>;

/** GET /files/{key}. */
export const fileKeyParamSchema = z.object({ key: z.string() });

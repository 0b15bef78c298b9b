// Request shapes of the upload API that are not multipart.
import { z } from 'zod';

/** PUT /api/files/blur: the served path or URL of an uploaded file (…/api/files/{key}), or the bare key. */
export const blurBodySchema = z.object({
  image_path: z.string({ message: 'image_path is required' }).trim().min(1, 'image_path is required').max(2048, 'image_path is too long'),
});
export type BlurBody = z.infer<typeof blurBodySchema>;

/** GET /files/{key}. */
export const fileKeyParamSchema = z.object({ key: z.string() });

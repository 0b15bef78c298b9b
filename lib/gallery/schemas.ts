// Inputs of /api/gallery_images{path} (lib/gallery/types.ts has the answers).
import { z } from 'zod';
import { idSchema, queryBoolean } from '@/lib/schemas';
import { GALLERY_MESSAGES, GALLERY_NAME_PATTERN } from './types';

/** The catch-all's segments (Next passes them decoded; the server checks each: server/gallery/paths.ts). */
export const galleryParams = z.object({ path: z.union([z.string(), z.array(z.string())]).optional() });
export const galleryQuery = z.object({ promotion_id: idSchema('promotion_id', GALLERY_MESSAGES.promotionNotFound), deleted: queryBoolean.optional() });
export const galleryUndelete = z.object({ deleted: z.literal(false, { message: GALLERY_MESSAGES.undeleteOnly }) });

/** The name of a folder to open (and upload into): one segment, checked as server/gallery/paths.ts checks each. */
export const galleryFolderSchema = z.object({ name: z.string().trim().regex(GALLERY_NAME_PATTERN).refine((name) => !name.includes('..')) });

// POST /scenes/tiles — one tile image as a multipart form (file): checked by content, re-encoded and stored like any
// upload; 201 {url, content_type, width, height, byte_size}. The scene form puts the url in tile_urls.
import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { uploadFormOf } from '@/server/http/multipart';
import { uploadSceneTile } from '@/server/gallery/store';

export const POST = route({ response: responses.storedImageSchema, scope: 'dashboard', action: 'scenes.manage', status: 201 }, ({ request, user }) => uploadSceneTile(uploadFormOf(request), user.id));

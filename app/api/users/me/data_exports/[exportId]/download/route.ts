import { route } from '@/server/http/route';
import { readExportFile } from '@/server/my-data/exports';
import { exportIdParamSchema } from '@/lib/settings/schemas';

// GET /users/me/data_exports/{id}/download: the ZIP, to its owner only, until it expires (404 otherwise); streamed
// from the file storage.
export const GET = route({ produces: 'application/zip', scope: 'signed-in', action: 'my_data.export', params: exportIdParamSchema }, async ({ user, params }) => {
  const file = await readExportFile(user.id, params.exportId);
  return new Response(file.body instanceof Uint8Array ? Buffer.from(file.body) : file.body, {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${file.name}"`,
      'content-length': String(file.size),
      'cache-control': 'private, no-store',
    },
  });
});

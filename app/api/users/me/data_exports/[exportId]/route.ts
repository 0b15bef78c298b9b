import { route } from '@/server/http/route';
import * as responses from '@/lib/openapi/response-schemas';
import { NotFound } from '@/server/platform/errors';
import { findExport } from '@/server/my-data/exports';
import { serializeExport } from '@/server/my-data/serialize';
import { exportIdParamSchema } from '@/lib/settings/schemas';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import type { DataExport } from '@/lib/settings/types';

// GET /users/me/data_exports/{id}: its status and progress; another account's export is as unknown as none.
export const GET = route({ response: responses.dataExportAnswerSchema, scope: 'signed-in', action: 'my_data.export', params: exportIdParamSchema }, async ({ user, params }) => {
  const row = await findExport(user.id, params.exportId);
  if (!row) throw new NotFound(M.exportNotFound);
  return { data_export: serializeExport(row) } satisfies { data_export: DataExport };
});

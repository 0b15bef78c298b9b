import { route } from '@/server/http/route';
import { idParamSchema } from '@/lib/schemas';
import { packagePreviewSchema } from '@/lib/packages/types';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { previewPackage } from '@/server/packages/import';
import { readPackageUpload } from '@/server/http/package-upload';

// POST /promotions/{id}/package/preview (multipart, one `file`): what importing the package would add, change and
// leave unchanged, per kind. Changes nothing (docs/packages.md "Preview and apply").
export const POST = route({ response: packagePreviewSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params, request }) => {
  await requireAdminPromotion(params.id);
  return previewPackage(params.id, await readPackageUpload(request));
});

import { route } from '@/server/http/route';
import { env } from '@/lib/env';
import { idParamSchema } from '@/lib/schemas';
import { packageImportResultSchema } from '@/lib/packages/types';
import { auditSource } from '@/server/audit/record';
import { requireAdminPromotion } from '@/server/promotions/admin/queries';
import { writeArchive } from '@/server/packages/archive';
import { exportPackage } from '@/server/packages/export';
import { importPackage } from '@/server/packages/import';
import { packageFileName, readPackageUpload } from '@/server/http/package-upload';

// Program packages (docs/packages.md). Masters only, like every program-design screen: an import also adds scenes
// to the library all promotions share.

// GET /promotions/{id}/package: the promotion's design as a ZIP download.
export const GET = route({ produces: 'application/zip', scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async ({ params }) => {
  const promotion = await requireAdminPromotion(params.id);
  const zip = writeArchive(await exportPackage(params.id, env().APP_HOST));
  return new Response(Buffer.from(zip), {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${packageFileName(promotion.name)}"`,
      'content-length': String(zip.byteLength),
      'cache-control': 'private, no-store',
    },
  });
});

// POST /promotions/{id}/package (multipart, one `file`): applies the package in one transaction; answers what it did.
export const POST = route({ response: packageImportResultSchema, scope: 'dashboard', action: 'promotions.manage', params: idParamSchema }, async (ctx) => {
  await requireAdminPromotion(ctx.params.id);
  return importPackage(auditSource(ctx), ctx.params.id, await readPackageUpload(ctx.request));
});

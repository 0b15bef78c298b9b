// The settings pages' shared server step: who is viewing, whose settings (a Master's ?userId&promotionId, honoured for
// a Master only), and the tabs to show.
import 'server-only';
import { requireSignedInPage } from '@/server/pages/guards';
import { actorOf } from '@/server/auth/actor';
import { isMaster } from '@/lib/roles';
import { idSchema } from '@/lib/schemas';
import { settingsQuery, settingsTabs, type SettingsTarget } from '@/lib/settings/tabs';
import { devicesEnabled, findSettingsRow, promotionOf } from './settings-queries';

function queryOf(path: string): URLSearchParams {
  return new URL(path, 'http://renew.invalid').searchParams;
}

export async function settingsPage() {
  const context = await requireSignedInPage();
  const master = isMaster(actorOf(context.user).role);
  const query = queryOf(context.path);
  const userId = master ? idSchema('userId').safeParse(query.get('userId') ?? undefined) : null;
  const promotionId = master ? idSchema('promotionId').safeParse(query.get('promotionId') ?? undefined) : null;
  const target: SettingsTarget = {
    userId: userId?.success && userId.data !== context.user.id ? userId.data : null,
    promotionId: promotionId?.success ? promotionId.data : null,
  };
  const targetRow = target.userId !== null ? await findSettingsRow(target.userId) : null;
  const promotion = targetRow ? await promotionOf(targetRow) : null;
  return {
    context,
    master,
    target,
    /** The API id of the account being edited: 'me', or the Master's chosen account. */
    ownerId: (target.userId ?? 'me') as number | 'me',
    targetMissing: target.userId !== null && !targetRow,
    tabs: settingsTabs({ master, devices: devicesEnabled(promotion), target }),
  };
}

/** Where /settings itself goes: a Master to Account & Role (their ?userId&promotionId kept), anyone else to Edit Personal Settings. */
export async function settingsLanding(): Promise<string> {
  const { master, target } = await settingsPage();
  return master ? `/settings/dashboard${settingsQuery(target)}` : '/settings/profile';
}

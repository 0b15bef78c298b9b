// /settings is an abstract frame: a participant lands on Edit Personal Settings, a Master on Account & Role (with the
// ?userId&promotionId it was given). A route handler, not a page: server/pages/frame-redirect.ts says why.
import { frameRedirect } from '@/server/pages/frame-redirect';
import { settingsLanding } from '@/server/users/settings-page';

export const GET = frameRedirect(settingsLanding);

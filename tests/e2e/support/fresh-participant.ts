// A fresh participant signed in on a promotion's host: each journey gets its own person, so the daily maximum, the
// scene and the flags are its own and the specs stay independent of the demo data and of each other.
import type { Page } from '@playwright/test';
import { answerCookieBar, signInAs } from './session';
import { createParticipant, type Subdomain } from './home-db';

/** http://{subdomain}.localhost:{port} for the run's baseURL ('renew' is the bare host's default promotion). */
export function originOf(baseURL: string, subdomain: Subdomain): string {
  const url = new URL(baseURL);
  url.hostname = subdomain === 'renew' ? 'localhost' : `${subdomain}.localhost`;
  return url.origin;
}

export async function signInFresh(page: Page, baseURL: string, subdomain: Subdomain, label: string, flags: Record<string, boolean> = {}) {
  const user = await createParticipant(subdomain, label, flags);
  const origin = originOf(baseURL, subdomain);
  await answerCookieBar(page, origin);
  await signInAs(page, origin, user.email);
  return { user, origin };
}

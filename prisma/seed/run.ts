// Seeds the demo data set; idempotent (running it twice leaves the same rows). Each domain writes in one
// transaction and skips itself when its marker row exists (prisma/seed/lib/once.ts); the order follows the foreign keys.
import { seedClient } from './client.ts';
import { seedAccounts } from './accounts.ts';
import { programDays, type SeedContext } from './lib/context.ts';
import { seedContent, seedContentTranslations } from './content.ts';
import { seedSupportPages } from './support-pages.ts';
import { seedScenes } from './scenes.ts';
import { seedActivities, seedActivityTranslations } from './activities.ts';
import { seedParticipants } from './participants.ts';
import { seedLogging } from './logging.ts';
import { seedJournal } from './journal.ts';
import { seedRecipes, seedRecipeTranslations } from './recipes.ts';
import { seedSocial } from './social.ts';
import { seedRecentViews } from './recent-views.ts';
import { seedTeams } from './teams.ts';
import { seedDuos } from './duos.ts';
import { seedMessaging } from './messaging.ts';
import { seedEvaluations } from './evaluations.ts';
import { seedSurveys } from './surveys.ts';
import { seedBadges } from './badges.ts';
import { seedNotifications } from './notifications.ts';
import { seedAdmin } from './admin.ts';
import { seedAuditTrail } from './audit-trail.ts';
import { seedCoordinator } from './coordinator.ts';
import { seedIntegrations } from './integrations.ts';
import { seedPrivacy } from './privacy.ts';

const DOMAINS: ((ctx: SeedContext) => Promise<void>)[] = [
  seedContent,
  seedContentTranslations,
  seedSupportPages,
  seedScenes,
  seedActivities,
  seedActivityTranslations,
  seedParticipants,
  seedLogging,
  seedJournal,
  seedRecipes,
  seedRecipeTranslations,
  seedSocial,
  seedRecentViews,
  seedTeams,
  seedDuos,
  seedMessaging,
  seedEvaluations,
  seedSurveys,
  // Badges are earned from the events above, and notifications announce all of it: these two come last but one.
  seedBadges,
  seedNotifications,
  seedAdmin,
  seedAuditTrail,
  seedCoordinator,
  seedIntegrations,
  seedPrivacy,
];

export async function seedDemo(databaseUrl: string, log: (m: string) => void = console.log): Promise<void> {
  const db = seedClient(databaseUrl);
  try {
    const started = Date.now();
    const ids = await seedAccounts(db);
    const ctx: SeedContext = { db, ids, acme: await programDays(db, ids.acmeId), log };
    for (const seed of DOMAINS) await seed(ctx);
    log(`Demo data ready (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  } finally {
    await db.$disconnect();
  }
}

export async function isDatabaseEmpty(databaseUrl: string): Promise<boolean> {
  const db = seedClient(databaseUrl);
  try {
    return (await db.promotion.count()) === 0;
  } finally {
    await db.$disconnect();
  }
}

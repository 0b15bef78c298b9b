// Administration data: levels and point thresholds, eligibility lists and files (acme and globex), the report
// field catalogue with saved reports and filters, push notifications and devices, custom and test emails, SSO
// extras, feedback and contact requests, the gallery (with a removed file) and recorded uploads.
import { once, type Tx } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';
import { addDay, at } from './dates.ts';
import { loadParticipants } from './participants.ts';
import { seedEligibility } from './admin-eligibility.ts';
import { seedReports } from './admin-reports.ts';
import { WALL_PHOTO_SIZE } from './data/wall.ts';

const LEVELS = ['Seedling', 'Sprout', 'Sapling', 'Grove', 'Forest'];

export async function seedAdmin(ctx: SeedContext): Promise<void> {
  const { db, acme, ids } = ctx;
  await once(
    db, 'admin',
    async () => (await db.level.count({ where: { promotion_id: acme.id } })) > 0,
    async (tx) => {
      for (const promotionId of [ids.defaultPromotionId, acme.id]) {
        await tx.level.createMany({ data: LEVELS.map((name, i) => ({ promotion_id: promotionId, name, sequence: i + 1 })) });
      }
      const behaviors = await tx.behavior.findMany({ where: { promotion_id: acme.id, competition_id: null }, select: { id: true, name: true } });
      await tx.pointThreshold.createMany({
        data: [
          ...[[5000, 10], [10000, 20], [15000, 30]].map(([value, points]) => ({ promotion_id: acme.id, pointable_type: 'Step', value, points, value_label: `${value.toLocaleString('en-US')} steps` })),
          ...[[15, 10], [30, 20], [60, 40]].map(([value, points]) => ({ promotion_id: acme.id, pointable_type: 'Minute', value, points, value_label: `${value} active minutes` })),
          ...behaviors.map((b) => ({ promotion_id: acme.id, pointable_type: 'Behavior', behavior_id: b.id, value: 1, points: 25, value_label: b.name })),
        ],
      });
      await seedEligibility(ctx, tx);
      await seedReports(ctx, tx);
      await seedOutreach(ctx, tx);
      await seedSupportAndFiles(ctx, tx);
    },
    ctx.log,
  );
}

async function seedOutreach(ctx: SeedContext, tx: Tx) {
  const { acme, ids } = ctx;
  const people = await loadParticipants(ctx);
  const coordinator = ids.users['coordinator@example.com'];
  const days = (n: number) => new Date(Date.now() + n * 86_400_000);
  await tx.pushNotificationJob.createMany({
    data: [
      { promotion_id: acme.id, title: 'Week 2 is here!', message: 'New activities just unlocked. Take a look!', filters: [{ type: 'all' }], recipient_count: people.length, status: 'sent', created_by_id: coordinator, sent_at: at(addDay(acme.startsOn, 7), 9), created_at: at(addDay(acme.startsOn, 7), 8, 50) },
      { promotion_id: acme.id, title: 'Thrive Thursday', message: 'Today’s bonus behavior: a walk-and-talk meeting.', filters: [{ type: 'location', location_id: ids.acmeLocations.mid[0] }], recipient_count: 18, status: 'failed', error: 'Push service unavailable', created_by_id: coordinator, created_at: days(-4) },
      { promotion_id: acme.id, title: 'Halfway there', message: 'You’re almost halfway through Renew. Keep going!', recipients: 'participant@example.com, friend@example.com', recipient_count: 2, status: 'queued', created_by_id: coordinator, created_at: days(-0.1) },
    ],
  });
  await tx.pushDevice.createMany({
    data: people.filter((p) => p.engagement === 'keen').slice(0, 4).map((p, i) => ({
      promotion_id: acme.id, user_id: p.id, uuid: `demo-device-${p.id}`, platform: i % 2 ? 'android' : 'ios', push_token: `demo-token-${p.id}`, last_seen_at: days(-i),
    })),
  });
  await tx.customEmail.createMany({
    data: [
      { promotion_id: acme.id, subject: 'Welcome to week 3', body: '<p>Hi everyone — week 3 is all about steady energy. New activities are waiting!</p>', filters: [{ type: 'all' }],
        one_time_recipients: people.slice(0, 5).map((p) => p.email), send_at: at(addDay(acme.startsOn, 14), 8), status: 'sent', sent_at: at(addDay(acme.startsOn, 14), 8, 1), created_by_id: coordinator },
      { promotion_id: acme.id, subject: 'Art Prize: last call for teams', body: '<p>Team enrollment closes on Friday. Grab three colleagues and sign up!</p>', filters: [{ type: 'no_team' }],
        send_at: days(1), status: 'queued', created_by_id: coordinator },
      { promotion_id: acme.id, subject: 'Draft: end-of-program party', body: '<p>Save the date!</p>', recipients: 'coordinator@example.com', send_at: days(20), status: 'canceled', created_by_id: coordinator },
    ],
  });
  await tx.testEmail.createMany({
    data: [
      { promotion_id: acme.id, key: 'welcome', recipients: ['coordinator@example.com'], subject: 'Welcome to Renew at Acme!', status: 'send', created_by_id: coordinator, created_at: days(-20) },
      { promotion_id: acme.id, key: 'weekly_summary', recipients: ['coordinator@example.com', 'regional.coordinator@example.com'], status: 'failed', error: 'SMTP connection refused', created_by_id: coordinator, created_at: days(-3) },
      { promotion_id: acme.id, key: 'team_invite', recipients: ['coordinator@example.com'], status: 'pending', created_by_id: coordinator },
    ],
  });
  await tx.ssoExtra.createMany({
    data: [
      { promotion_id: acme.id, name: 'employee_id', data_type: 'string', path: 'custom_fields.employee_id' },
      { promotion_id: acme.id, name: 'hire_date', data_type: 'date', path: 'custom_fields.hire_date' },
    ],
  });
}

async function seedSupportAndFiles(ctx: SeedContext, tx: Tx) {
  const { acme, ids } = ctx;
  const people = await loadParticipants(ctx);
  const maya = people.find((p) => p.email === 'participant@example.com')!;
  const host = 'http://acme.localhost:3000';
  await tx.feedback.createMany({
    data: [
      { promotion_id: acme.id, user_id: maya.id, name: 'Maya Thompson', email: maya.email, feedback: 'Love the scenes! Could the weekly view show which days I recorded feelings?', browser: 'Firefox 132', request_url: `${host}/renew` },
      { promotion_id: acme.id, user_id: people[8].id, name: `${people[8].first} ${people[8].last}`, email: people[8].email, feedback: 'The quiz on box breathing was fun. More of those please.', browser: 'Chrome 131', request_url: `${host}/activity` },
      { promotion_id: acme.id, name: 'Anonymous', email: 'someone@example.com', feedback: 'The mobile app link on the welcome page did not open on my phone.', browser: 'Safari 18', request_url: `${host}/welcome` },
    ],
  });
  await tx.contactRequest.createMany({
    data: [
      { promotion_id: acme.id, user_id: people[10].id, first_name: people[10].first, last_name: people[10].last, organization: 'Acme Corporation', email: people[10].email,
        subject: 'Logged on the wrong day', message: 'I logged yesterday’s walk today by mistake. Can it be moved?', extra_tags: ['logging'],
        info: { browser_name: 'Chrome', browser_version: '131', operating_system: 'macOS', session_data: 'week 3', user_id: people[10].id } },
      { promotion_id: acme.id, first_name: 'Casey', last_name: 'Nguyen', organization: 'Acme Corporation', email: 'casey.nguyen@example.com',
        subject: 'Cannot register', message: 'My employee ID is not accepted on the registration page.', extra_tags: ['registration', 'eligibility'],
        info: { browser_name: 'Edge', browser_version: '131', operating_system: 'Windows 11' } },
    ],
  });
  // The promotion's image library; one removed file (deleted_at) that can be undeleted.
  const gallery = [
    ['/images', 'welcome-banner.svg', '/demo/welcome/slide-1.svg'], ['/images', 'together.svg', '/demo/welcome/slide-3.svg'],
    ['/images/lobby', 'river-walk.svg', '/demo/wall/photo-1.svg'], ['/frames', 'gold-frame.svg', '/demo/works/work-1.svg'],
    ['/frames', 'silver-frame.svg', '/demo/works/work-2.svg'], ['/profile_photos', 'default-avatar.svg', '/demo/avatars/default.svg'],
    ['/images', 'old-logo.svg', '/demo/welcome/mobile.svg'],
  ];
  await tx.galleryFile.createMany({
    data: gallery.map(([directory, name, url], i) => ({
      promotion_id: acme.id, directory, name, storage_key: `public${url}`, content_type: 'image/svg+xml', byte_size: 2_000 + i * 371,
      uploaded_by_id: ids.users['coordinator@example.com'], deleted_at: name === 'old-logo.svg' ? new Date(Date.now() - 2 * 86_400_000) : null,
    })),
  });
  const photos = await tx.post.findMany({ where: { promotion_id: acme.id, photo_url: { not: null } }, select: { user_id: true, photo_url: true, created_at: true } });
  await tx.uploadedFile.createMany({
    data: photos.map((p) => ({
      promotion_id: acme.id, user_id: p.user_id, url: p.photo_url!, storage_key: `public${p.photo_url}`, original_filename: p.photo_url!.split('/').pop(),
      content_type: 'image/svg+xml', byte_size: 3_000, width: WALL_PHOTO_SIZE.width, height: WALL_PHOTO_SIZE.height, created_at: p.created_at,
    })),
  });
}

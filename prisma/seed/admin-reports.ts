// Acme's custom-prompt report fields (the built-in ones come with the migration 20261126000100) and saved reports: defaults on the default
// promotion (made by a master), acme's custom Simple reports with filters, an SQL report and a derived copy.
import type { Tx } from './lib/once.ts';
import type { SeedContext } from './lib/context.ts';
import { addDay } from './dates.ts';

export async function seedReports(ctx: SeedContext, tx: Tx) {
  const { acme, ids } = ctx;
  const prompts = await tx.customPrompt.findMany({ where: { promotion_id: acme.id, type_of_prompt: { not: 'HEADER' } }, orderBy: { sequence: 'asc' }, select: { id: true, short_label: true } });
  await tx.reportField.createMany({
    data: prompts.map((p, i) => ({ promotion_id: acme.id, category: 'Custom Prompts', name: `CustomPrompt_${p.id}`, display_name: p.short_label ?? `Prompt ${p.id}`, sequence: i + 1 })),
  });

  const master = ids.users['master@example.com'];
  const coordinator = ids.users['coordinator@example.com'];
  for (const [name, fields] of [['All Participants', ['first_name', 'last_name', 'email', 'location', 'created_at']], ['Engagement Summary', ['first_name', 'last_name', 'activities_logged', 'scenes_completed', 'total_points']]] as const) {
    await tx.report.create({ data: { promotion_id: ids.defaultPromotionId, name, fields: [...fields], as_custom: false, created_by_master: true, created_by_id: master } });
  }
  const byLocation = await tx.report.create({
    data: {
      promotion_id: acme.id, name: 'Engineering participants', fields: ['first_name', 'last_name', 'email', 'location'], created_by_id: coordinator,
      filters: { create: [{ field: 'location', sign: 'is', value: 'Engineering', sequence: 1 }] },
    },
    select: { id: true },
  });
  await tx.report.create({
    data: {
      promotion_id: acme.id, name: 'Highly engaged this program', fields: ['first_name', 'last_name', 'team_name', 'activities_logged', 'total_points'], created_by_id: coordinator,
      filters: { create: [
        { field: 'total_points', sign: '>=', value: '300', sequence: 1 },
        { field: 'last_logged_on', sign: 'between', value: `${acme.startsOn},${addDay(acme.startsOn, 55)}`, sequence: 2 },
        { field: 'email', sign: 'is not', value: 'coordinator@example.com', sequence: 3 },
      ] },
    },
  });
  await tx.report.create({
    data: { promotion_id: acme.id, name: 'Engineering participants (Chicago only)', parent_id: byLocation.id, fields: ['first_name', 'last_name', 'email'], created_by_id: coordinator,
      filters: { create: [{ field: 'location', sign: 'starts with', value: 'Eng', sequence: 1 }, { field: 'top_level_location', sign: 'is', value: 'North America', sequence: 2 }] } },
  });
  await tx.report.create({
    data: {
      promotion_id: acme.id, name: 'Points by department', report_type: 'SQL', as_custom: false, created_by_master: true, created_by_id: master,
      sql: 'SELECT l.name AS department, count(*) AS participants, sum(p.total_points) AS points\n  FROM users u JOIN user_points p ON p.user_id = u.id LEFT JOIN locations l ON l.id = u.location_id\n WHERE u.promotion_id = :promotion_id\n GROUP BY l.name ORDER BY points DESC',
    },
  });
  // An aggregate over the report views (docs/reports.md): groups of 1 to 4 people show as "< 5" to coordinators.
  await tx.report.create({
    data: {
      promotion_id: acme.id, name: 'Activity by location (last 30 days)', report_type: 'SQL', created_by_master: true, created_by_id: master,
      sql: 'SELECT coalesce(l.name, \'No location\') AS location, count(DISTINCT u.id) AS participants, count(a.id) AS activities\n  FROM users u LEFT JOIN locations l ON l.id = u.location_id\n  LEFT JOIN user_activities a ON a.user_id = u.id AND a.is_active AND a.recorded_on >= coalesce(:min_date, current_date - 30)\n GROUP BY 1 ORDER BY 1',
    },
  });
}

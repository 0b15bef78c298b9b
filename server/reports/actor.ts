// The route context as the reports services see it: who writes (audit) and who views (role, location reach).
import 'server-only';
import { auditSource } from '@/server/audit/record';
import type { Actor } from '@/server/auth/actor';
import type { ReportActor } from './mutations';
import type { ReportViewer } from './run';

type Ctx = { actor: Actor; user: { location_id: number | null }; ip: string };

export const reportActor = (ctx: Ctx): ReportActor => ({ ...auditSource(ctx), role: ctx.actor.role });
export const reportViewer = (ctx: Ctx): ReportViewer => ({ id: ctx.actor.id, role: ctx.actor.role, location_id: ctx.user.location_id });

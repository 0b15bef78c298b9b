// The JSON of a custom one-time email (administration.md §3 "Custom email").
import 'server-only';
import { utcToZoned } from '@/lib/emails/send-time';
import type { CustomEmailJson, CustomEmailStatus } from '@/lib/emails/types';

export const customEmailSelect = {
  id: true, promotion_id: true, subject: true, body: true, recipients: true, one_time_recipients: true, filters: true, send_at: true, time_zone: true,
  status: true, error: true, sent_at: true, delivery_method: true, created_at: true, reached_count: true,
} as const;

export interface CustomEmailRow {
  id: number; promotion_id: number; subject: string; body: string; recipients: string | null; one_time_recipients: string[]; filters: unknown;
  send_at: Date; time_zone: string; status: string; error: string | null; sent_at: Date | null; delivery_method: string; created_at: Date;
  reached_count: number | null;
}

export function serializeCustomEmail(row: CustomEmailRow): CustomEmailJson {
  return {
    id: row.id, promotion_id: row.promotion_id, subject: row.subject, body: row.body, recipients: row.recipients ?? '',
    one_time_recipients: row.one_time_recipients, filters: Array.isArray(row.filters) ? row.filters.filter((f): f is string => typeof f === 'string') : [],
    send_at: row.send_at.toISOString(), send_at_local: utcToZoned(row.send_at, row.time_zone),
    time_zone: row.time_zone, status: row.status as CustomEmailStatus, error: row.error, sent_at: row.sent_at?.toISOString() ?? null,
    delivery_method: row.delivery_method, created_at: row.created_at.toISOString(), reached_count: row.reached_count,
  };
}

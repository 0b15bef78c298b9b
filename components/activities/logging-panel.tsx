'use client';
// Logging an activity from its detail (date selection only in API version 2; docs/logging.md
// "The loggable act", "Date selection"). Today, while today is open, the activity becomes the loggable act and the
// participant places it on a tile at home. Another day (version 2 only) — or a full day, so the server can say why —
// is logged straight to that day's first free tile. Every refusal is the server's message. Offline, the log is kept in
// this browser and sent when the connection is back (components/home/offline-log-queue.ts, the queue the home tiles
// use): with no tile to tap meanwhile, it then takes the day's first free tile.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Link from 'next/link';
import type { Activity } from '@/lib/activities/types';
import { useAddUserActivity } from '@/lib/query/logging';
import { useCurrentUser } from '@/lib/query/users';
import type { Home } from '@/lib/logging/types';
import { useFormat } from '@/lib/i18n/use-format';
import { addDays } from '@/lib/promotion-dates';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { useToast } from '@/components/feedback/toaster';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { enqueueLog, isNetworkFailure, useOfflineLogSyncNotices } from '@/components/home/offline-log-queue';
import { activityHref } from './activity-card';

/** The days a version 2 participant may choose: the program's days up to today, newest first. */
export function selectableDays(startsOn: string, endsOn: string, today: string): string[] {
  const last = today < endsOn ? today : endsOn;
  const days: string[] = [];
  for (let day = last; day >= startsOn && days.length < 400; day = addDays(day, -1)) days.push(day);
  return days;
}

/**
 * What logging earns, in full: the activity's points and, while the day has not earned it yet, the daily entry bonus
 * (credited when the day reaches its minimum of activities). Saying only the activity's points read as a bug when the
 * first log of a day added both.
 */
type ActivitiesT = ReturnType<typeof useTranslations<'activities'>>;

export function pointsPromise(t: ActivitiesT, p: Home['promotion'], dayRecorded: boolean): string {
  return t('pointsPromise', {
    points: p.activity_points,
    bonus: String(!dayRecorded && p.entry_points > 0),
    entryPoints: p.entry_points,
    minimum: Math.max(1, p.daily_activity_minimum),
  });
}

// The day to log to, a 'YYYY-MM-DD' of the program (only offered from api_version 2).
const logSchema = z.object({ day: z.string().min(1) });
type LogValues = z.infer<typeof logSchema>;

export function LoggingPanel({ activity, home }: { activity: Activity; home: Home }) {
  const t = useTranslations('activities');
  const format = useFormat();
  const readableDay = (day: string) => format.day(day, 'weekday');
  const router = useRouter();
  const banner = useErrorBanner();
  const { toast } = useToast();
  const add = useAddUserActivity();
  const user = useCurrentUser().data;
  useOfflineLogSyncNotices(user?.id);
  const p = home.promotion;
  const today = p.has_ended ? p.ends_on : p.current_date;
  const form = useForm<LogValues>({ resolver: zodResolver(logSchema), defaultValues: { day: today } });
  const day = useWatch({ control: form.control, name: 'day' });
  const dateSelection = p.api_version >= 2;

  let note: string | null = null;
  if (!activity.is_logging) note = t('notLoggingActivity');
  else if (p.has_logging_ended) note = t('loggingEnded');
  else if (!p.has_started) note = t('notStarted');
  else if (!activity.available) note = t('unlocksInWeek', { week: activity.week_available });
  const waiting = home.loggable_activity?.activity_id === activity.id;
  const viaTile = day === today && home.is_today && home.logging_status === 'open';

  const queueOffline = (userId: number, day: string) => {
    enqueueLog(userId, { activity_id: activity.id, activity_name: activity.name, day });
    toast(t('offlineQueued', { activity: activity.name, today: String(day === today), day: readableDay(day) }), { kind: 'info' });
  };

  const submit = async ({ day }: LogValues) => {
    banner.clear();
    // Known offline: queued at once (a mutation would wait, paused, for the connection, and be lost on reload).
    if (!navigator.onLine && user) return queueOffline(user.id, day);
    let ua;
    try {
      ua = await add.mutateAsync(viaTile ? { activity_id: activity.id } : { activity_id: activity.id, recorded_on: day });
    } catch (error) {
      if (isNetworkFailure(error) && user) return queueOffline(user.id, day);
      banner.showError(error);
      return;
    }
    if (viaTile) {
      toast(t('chooseTileToast', { activity: activity.name }));
      router.push('/home');
    } else {
      toast(t('loggedTo', { activity: activity.name, day: readableDay(day) }));
      router.replace(activityHref(activity, ua.id));
    }
  };

  return (
    <section aria-labelledby="log-title" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6" data-testid="logging-panel">
      <h2 id="log-title" className="text-h3 text-ink">
        {t('logThisActivity')}
      </h2>
      {note ? (
        <p className="mt-2 text-ink-muted">{note}</p>
      ) : waiting ? (
        <>
          <p className="mt-2 text-ink-muted">{t('waitingOnHome')}</p>
          <Button asChild className="mt-4 w-full sm:w-auto">
            <Link href="/home">{t('chooseItsTile')}</Link>
          </Button>
        </>
      ) : (
        <Form form={form} onSubmit={submit} className="mt-3 flex flex-col gap-4">
          <p className="text-ink-muted">{pointsPromise(t, p, day === today ? home.entry.is_recorded : false)}</p>
          {dateSelection ? (
            <FormField
              name="day"
              label={t('day')}
              render={(field) => (
                <Select {...field} className="min-h-11">
                  {selectableDays(p.starts_on, p.ends_on, today).map((d) => (
                    <option key={d} value={d}>
                      {d === today ? t('todayOption', { day: readableDay(d) }) : readableDay(d)}
                    </option>
                  ))}
                </Select>
              )}
            />
          ) : null}
          <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto sm:self-start">
            {add.isPending ? t('saving') : viaTile ? t('addToScene') : t('logTo', { today: String(day === today), day: readableDay(day) })}
          </Button>
          {viaTile && dateSelection ? <p className="text-sm text-ink-muted">{t('pickTileNote')}</p> : null}
        </Form>
      )}
    </section>
  );
}

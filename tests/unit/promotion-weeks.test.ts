// Date and week math: "today" in the promotion's zone (the tests run in Pacific/Chatham, UTC+12:45/+13:45), program
// weeks, the days of a week, which competition weeks have ended, and which days may be logged. DST changes are
// crossed on purpose: a day is a calendar day, never 24 hours of the server's clock.
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, promotionTimeline, todayIn, type PromotionDatesInput } from '@/lib/promotion-dates';
import { assertLoggableDay, daysOfWeek, programToday, weekOf } from '@/server/entries/policy';
import { competitionWindow, weekDays } from '@/server/teams/policy';
import { endedWeeks } from '@/server/teams/weekly-winners';
import { LOGGING_MESSAGES as M } from '@/lib/logging/messages';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { readableDay } from '@/lib/logging/format';
import { quizPointsMessage } from '@/lib/logging/messages';
import { hasQuiz, isAvailableNow } from '@/server/activities/policy';
import { startOfDayIn } from '@/server/pages/welcome';
import { surveyEndDate, surveyWindowDays } from '@/lib/surveys';
import { isSurveyWindowOpen } from '@/server/surveys/participant';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('"today" in the promotion\'s zone', () => {
  it('keeps a log at 23:30 on a Saturday in Los Angeles on that Saturday, in week 1, though Chatham is already in Sunday', () => {
    const p: PromotionDatesInput = {
      time_zone: 'America/Los_Angeles', starts_on: '2026-11-01', ends_on: '2026-12-26', launch_on: null, logging_ends_on: null,
      registration_starts_on: null, registration_ends_on: null, disabled_on: null, current_date_override: null,
    };
    const saturdayNight = new Date('2026-11-08T07:30:00Z'); // 23:30 PST Saturday 7 November
    expect(new Date(saturdayNight).getDate()).toBe(8); // the server's own zone (Chatham) says Sunday
    expect(promotionTimeline(p, saturdayNight)).toMatchObject({ current_date: '2026-11-07', current_week: 1 });
    expect(promotionTimeline(p, new Date('2026-11-08T08:30:00Z'))).toMatchObject({ current_date: '2026-11-08', current_week: 2 });
  });

  it('follows the promotion\'s daylight saving change, not a fixed offset', () => {
    // New York leaves DST at 02:00 on Sunday 1 November 2026: 04:30 UTC is 00:30 EDT that Sunday; a day later,
    // 04:30 UTC is 23:30 EST, still Sunday.
    expect(todayIn('America/New_York', new Date('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/New_York', new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    // Chatham enters DST (+13:45) on Sunday 27 September 2026: 10:14 UTC on the 27th is 23:59 there, 10:15 the next day.
    expect(todayIn('Pacific/Chatham', new Date('2026-09-27T10:14:00Z'))).toBe('2026-09-27');
    expect(todayIn('Pacific/Chatham', new Date('2026-09-27T10:15:00Z'))).toBe('2026-09-28');
  });

  it('honours a pinned demo date over the clock', () => {
    const p: PromotionDatesInput = {
      time_zone: 'UTC', starts_on: '2026-11-01', ends_on: '2026-12-12', launch_on: null, logging_ends_on: null,
      registration_starts_on: null, registration_ends_on: null, disabled_on: null, current_date_override: '2026-11-29',
    };
    expect(promotionTimeline(p, new Date('2027-05-01T12:00:00Z'))).toMatchObject({ current_date: '2026-11-29', current_week: 5, weeks: 6, has_ended: false });
  });
});

describe('calendar days across DST', () => {
  it('adds and counts whole days whatever the server\'s zone does', () => {
    expect(addDays('2026-04-04', 1)).toBe('2026-04-05'); // Chatham leaves DST on 5 April 2026
    expect(addDays('2026-09-26', 2)).toBe('2026-09-28'); // and enters it on 27 September
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09'); // New York enters it on 8 March
    expect(daysBetween('2026-03-01', '2026-04-26')).toBe(56);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('keeps the registration window inclusive of its last day and disables the day after disabled_on', () => {
    const p: PromotionDatesInput = {
      time_zone: 'UTC', starts_on: '2026-11-01', ends_on: '2026-12-12', launch_on: null, logging_ends_on: null,
      registration_starts_on: '2026-10-01', registration_ends_on: '2026-11-15', disabled_on: '2026-12-20', current_date_override: null,
    };
    const on = (d: string) => promotionTimeline({ ...p, current_date_override: d });
    expect(on('2026-11-15').is_registration_open).toBe(true);
    expect(on('2026-11-16').is_registration_open).toBe(false);
    expect(on('2026-09-30').is_registration_open).toBe(false);
    expect(on('2026-12-20').is_disabled).toBe(false);
    expect(on('2026-12-21').is_disabled).toBe(true);
  });
});

describe('program weeks and loggable days', () => {
  const promotion = (current_date: string, o: Partial<ResolvedPromotion['timeline']> = {}) =>
    ({
      row: { starts_on: day('2026-11-01'), ends_on: day('2026-12-12') },
      timeline: { current_date, has_started: true, has_logging_ended: false, has_ended: false, ...o },
    }) as unknown as ResolvedPromotion;

  it('puts the 7th day in week 1 and the 8th in week 2', () => {
    const p = promotion('2026-11-20');
    expect(weekOf(p, '2026-11-01')).toBe(1);
    expect(weekOf(p, '2026-11-07')).toBe(1);
    expect(weekOf(p, '2026-11-08')).toBe(2);
    expect(weekOf(p, '2026-12-12')).toBe(6);
  });

  it('lists the seven days of a week, Sunday to Saturday for a Sunday start, across the month end', () => {
    expect(daysOfWeek(promotion('2026-11-20'), 5)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
  });

  it('shows the last day as "today" once the program has ended', () => {
    expect(programToday(promotion('2026-12-30', { has_ended: true }))).toBe('2026-12-12');
    expect(programToday(promotion('2026-11-20'))).toBe('2026-11-20');
  });

  it('lets a participant log today and earlier program days, never tomorrow or before the start', () => {
    const p = promotion('2026-11-20');
    expect(() => assertLoggableDay(p, '2026-11-20')).not.toThrow();
    expect(() => assertLoggableDay(p, '2026-11-01')).not.toThrow();
    expect(() => assertLoggableDay(p, '2026-11-21')).toThrow(M.futureDay);
    expect(() => assertLoggableDay(p, '2026-10-31')).toThrow(M.outsideProgram);
    expect(() => assertLoggableDay(promotion('2026-10-20', { has_started: false }), '2026-10-20')).toThrow(M.notStarted);
    expect(() => assertLoggableDay(promotion('2026-12-13', { has_logging_ended: true }), '2026-12-12')).toThrow(M.loggingEnded);
  });
});

describe('competition weeks', () => {
  const row = {
    id: 1, promotion_id: 1, comp_length: 10, team_size_min: 2, team_size_max: 6, freeze_team_scores: false, freeze_team_scores_on: null,
    enrollment_starts_on: day('2026-10-25'), enrollment_ends_on: day('2026-11-03'),
    competition_starts_on: day('2026-11-01'), competition_ends_on: day('2026-11-10'),
  };

  it('awards a week only once all its seven days are over', () => {
    expect(endedWeeks('2026-11-01', '2026-11-10', 2, '2026-11-01')).toBe(0);
    expect(endedWeeks('2026-11-01', '2026-11-10', 2, '2026-11-07')).toBe(0);
    expect(endedWeeks('2026-11-01', '2026-11-10', 2, '2026-11-08')).toBe(1);
    // The short last week ends with the competition.
    expect(endedWeeks('2026-11-01', '2026-11-10', 2, '2026-11-10')).toBe(1);
    expect(endedWeeks('2026-11-01', '2026-11-10', 2, '2026-11-11')).toBe(2);
  });

  it('counts the current week from the competition start, 0 before it, and cuts the last week at the end', () => {
    expect(competitionWindow(row, '2026-10-31')).toMatchObject({ weeks: 2, current_week: 0, during_enrollment: true, during_competition: false });
    expect(competitionWindow(row, '2026-11-08')).toMatchObject({ current_week: 2, during_enrollment: false, during_competition: true });
    expect(competitionWindow(row, '2026-11-11')).toMatchObject({ current_week: 2, during_competition: false, after_competition: true });
    const c = competitionWindow(row, '2026-11-08');
    expect(weekDays(c, 1)).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(weekDays(c, 2)).toEqual({ from: '2026-11-08', to: '2026-11-10' });
  });
});

describe('activities by week, and the day a message names', () => {
  it('unlocks an activity in its week and not before, and nothing before the program starts', () => {
    expect(isAvailableNow({ week_available: 2 }, { has_started: true, current_week: 1 })).toBe(false);
    expect(isAvailableNow({ week_available: 2 }, { has_started: true, current_week: 2 })).toBe(true);
    expect(isAvailableNow({ week_available: 1 }, { has_started: false, current_week: 1 })).toBe(false);
  });

  it('offers a quiz only with a question, choices and a right answer', () => {
    expect(hasQuiz({ question: 'Which?', answers: ['a', 'b'], correct_answer: 0 })).toBe(true);
    expect(hasQuiz({ question: '  ', answers: ['a', 'b'], correct_answer: 0 })).toBe(false);
    expect(hasQuiz({ question: 'Which?', answers: [], correct_answer: 0 })).toBe(false);
    expect(hasQuiz({ question: 'Which?', answers: ['a'], correct_answer: null })).toBe(false);
  });

  it('names the promotion\'s day in the quiz message, not the day before or after in the server\'s zone', () => {
    expect(quizPointsMessage(5, readableDay('2026-11-17'))).toBe('Your 5 quiz points were added to Tuesday, November 17.');
    expect(readableDay('2026-04-05')).toBe('Sunday, April 5'); // the day Chatham leaves DST
  });
});

describe('the countdown to launch and start', () => {
  it('ends at midnight of the promotion\'s day, on either side of a DST change', () => {
    expect(startOfDayIn('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z'); // EDT, the day it ends
    expect(startOfDayIn('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z'); // EST
    expect(startOfDayIn('2026-09-27', 'Pacific/Chatham')).toBe('2026-09-26T11:15:00.000Z'); // +12:45, DST from 02:45
    expect(startOfDayIn('2026-09-28', 'Pacific/Chatham')).toBe('2026-09-27T10:15:00.000Z'); // +13:45
  });

  it('ends when the day begins where DST skips midnight, not an hour early on the day before', () => {
    // Santiago moves from 23:59:59 on 5 September 2026 straight to 01:00 on the 6th (-04 to -03).
    expect(startOfDayIn('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(startOfDayIn('2026-09-07', 'America/Santiago')).toBe('2026-09-07T03:00:00.000Z');
  });
});

describe('a survey\'s window', () => {
  const startsOn = '2026-11-01';

  it('stores the editor\'s end date as the spec\'s \'0,{days since start + 1}\' and shows the same end date back', () => {
    expect(surveyWindowDays(startsOn, '2026-11-10')).toBe('0,10');
    expect(surveyEndDate(startsOn, '0,10')).toBe('2026-11-10');
    expect(surveyEndDate(startsOn, surveyWindowDays(startsOn, '2026-12-12'))).toBe('2026-12-12');
  });

  it('is open through the end date the editor chose, and closed the day after', () => {
    const window = surveyWindowDays(startsOn, '2026-11-10');
    expect(isSurveyWindowOpen(window, startsOn, '2026-11-01')).toBe(true);
    expect(isSurveyWindowOpen(window, startsOn, '2026-11-10')).toBe(true);
    expect(isSurveyWindowOpen(window, startsOn, '2026-11-11')).toBe(false);
    expect(isSurveyWindowOpen(window, startsOn, '2026-10-31')).toBe(false);
  });

  it('without an end date is open from the program start on', () => {
    expect(isSurveyWindowOpen(null, startsOn, '2026-10-31')).toBe(false);
    expect(isSurveyWindowOpen(null, startsOn, '2026-12-30')).toBe(true);
  });
});

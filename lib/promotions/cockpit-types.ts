// The promotion cockpit's JSON: the readiness checklist before launch and the health figures after it
// (docs/administration-promotions.md, "Cockpit").

export type ReadinessKey = 'dates' | 'eligibility' | 'content' | 'activities' | 'badges' | 'test_email';
export type ReadinessState = 'done' | 'todo' | 'not_needed';

export interface ReadinessItem {
  key: ReadinessKey;
  label: string;
  state: ReadinessState;
  /** What is true now, in a sentence ("21 badges in force.", "Launch must be on or before the start date."). */
  detail: string;
  /** Where it is fixed. */
  href: string;
  fix_label: string;
}

export interface Readiness {
  items: ReadinessItem[];
  ready: boolean;
  has_launched: boolean;
  launch_on: string | null;
  starts_on: string;
  current_date: string;
}

/** A count small enough to identify people is withheld (the organization's privacy floor): value null, suppressed true. */
export interface HealthCount {
  value: number | null;
  suppressed: boolean;
}

export interface DailyShare {
  /** YYYY-MM-DD in the promotion's calendar */
  date: string;
  active: HealthCount;
}

export interface Health {
  /** Registered participants (role User, not deleted): the Stats tab's and the user table's participant count. */
  registered: HealthCount;
  /** Eligibility records, when the promotion verifies eligibility at registration; null otherwise. */
  eligible: number | null;
  /** Registered seven days ago, for the trend of registered ÷ eligible. */
  registered_week_ago: HealthCount;
  current_week: number;
  active_this_week: HealthCount;
  activities_this_week: HealthCount;
  /** The last 7 days of the promotion's calendar, oldest first: participants who logged an activity that day. */
  last_7_days: DailyShare[];
  flagged_waiting: number;
  /** Campaign and test emails that failed (null: not the viewer's to see). */
  emails_failed: number | null;
  links: { stats: string; participants: string; flagged_posts: string | null; eligibility: string | null; emails: string | null };
}

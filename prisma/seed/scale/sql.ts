// SQL fragments shared by the scale phases. Every generated value is a pure function of a participant's index
// (and day, slot…), computed by PostgreSQL itself, so phases that must agree (a day's activities, its entry total,
// the scene their tiles fill) evaluate the same fragment instead of reading each other's rows back.

/** An integer literal, refusing anything that is not one (fragments are interpolated, never user text). */
export function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`Expected an integer, got ${value}`);
  return String(value);
}

/** A quoted SQL string literal. */
export function text(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A text[] literal. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(text).join(', ')}]::text[]`;
}

/**
 * A deterministic pseudo-random integer in [0, modulo) from integer SQL expressions: each part is hashed with the
 * previous hash as seed (hashint8extended), so (u, d, k) and (u, k, d) differ and a new salt gives a new stream.
 */
export function rnd(modulo: number | string, salt: number, ...parts: string[]): string {
  const hashed = parts.reduce((seed, part) => `hashint8extended((${part})::bigint, ${seed})`, `${int(salt)}::bigint`);
  return `((${hashed} & 9223372036854775807) % (${modulo}))`;
}

/** Salts: one per independent random choice, so changing one choice never shifts another. */
export const SALT = {
  activitiesPerDay: 11,
  activityChoice: 12,
  inactive: 13,
  slotTime: 17,
  feels: 14,
  quizWrongFirst: 15,
  quizNeverRight: 16,
  location: 21,
  firstName: 22,
  lastName: 23,
  optOut: 24,
  signIn: 25,
  registered: 26,
  freeAgent: 31,
  bonusTarget: 32,
  bonusAnswer: 33,
  friendship: 41,
  friendStatus: 42,
  postShare: 43,
  postDay: 44,
  comment: 45,
  likes: 46,
  tag: 47,
  messages: 51,
  conversationDay: 52,
  unseen: 53,
  notificationKind: 61,
  notificationDay: 62,
} as const;

export interface Calendar {
  /** Day 0 of the program, 'YYYY-MM-DD' in the promotion's time zone. */
  startsOn: string;
  timeZone: string;
  /** The moment the run started: generated times never pass it (today's later slots are clamped). */
  generatedAt: Date;
}

/** The DATE of program day `day` (0-based). */
export function dateOf(cal: Calendar, day: string): string {
  return `(DATE ${text(cal.startsOn)} + (${day})::int)`;
}

/** A timestamptz expression, never after the run started. */
export function notAfterRun(cal: Calendar, moment: string): string {
  return `LEAST(${moment}, TIMESTAMPTZ ${text(cal.generatedAt.toISOString())})`;
}

/** The instant of program day `day` at `minutes` past local midnight, never after the run started. */
export function momentOf(cal: Calendar, day: string, minutes: string): string {
  const local = `((DATE ${text(cal.startsOn)} + (${day})::int) + make_interval(mins => (${minutes})::int))`;
  return notAfterRun(cal, `(${local} AT TIME ZONE ${text(cal.timeZone)})`);
}

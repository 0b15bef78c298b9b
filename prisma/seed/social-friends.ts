// The friendship graph of acme: every status (P pending, A accepted, D declined, X moderator), an invite by email
// to someone who has not registered, and one row per pair of users whichever way round (friendships_pair_key).
import { random } from './lib/random.ts';
import type { ProgramDays } from './lib/context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { at } from './dates.ts';
import type { Participant } from './participants.ts';

type Row = Omit<Prisma.FriendshipCreateManyInput, 'promotion_id'>;

const MESSAGES = ['Want to renew together?', 'Let’s keep each other honest this program!', 'Saw you on the leaderboard — friends?', null];

/**
 * The demo's cast: Maya (participant@example.com), Jordan (her friend), Priya (the newcomer) and the settled
 * participants in id order. settled[0..7] are Maya's friends; other domains rely on that.
 */
export function circleOf(people: Participant[]) {
  const by = (email: string) => people.find((p) => p.email === email)!;
  const maya = by('participant@example.com');
  const jordan = by('friend@example.com');
  const priya = by('newcomer@example.com');
  const settled = people.filter((p) => p.role === 'User' && p.engagement !== 'new' && ![maya.id, jordan.id, priya.id].includes(p.id));
  return { maya, jordan, priya, settled };
}

export function planFriendships(people: Participant[], program: ProgramDays): Row[] {
  const rnd = random('friendships');
  const rows: Row[] = [];
  const pairs = new Set<string>();
  const when = () => {
    const createdAt = at(program.daysSoFar[rnd.int(0, program.dayIndex)], rnd.int(8, 21), rnd.int(0, 59));
    return { created_at: createdAt, updated_at: createdAt };
  };
  const add = (from: Participant, to: Participant, status: 'P' | 'A' | 'D' | 'X') => {
    const key = [from.id, to.id].sort((a, b) => a - b).join(':');
    if (from.id === to.id || pairs.has(key)) return;
    pairs.add(key);
    rows.push({ friender_id: from.id, friendee_id: to.id, status, message: rnd.pick(MESSAGES), ...when() });
  };

  const { maya, jordan, priya, settled } = circleOf(people);

  // Maya: friends with Jordan and eight more, two requests waiting for her answer, one she sent, one she declined.
  add(maya, jordan, 'A');
  settled.slice(0, 8).forEach((p, i) => (i % 2 ? add(maya, p, 'A') : add(p, maya, 'A')));
  add(settled[8], maya, 'P');
  add(settled[9], maya, 'P');
  add(maya, settled[10], 'P');
  add(settled[11], maya, 'D');
  rows.push({ friender_id: maya.id, friendee_id: null, friend_email: 'alex.rivera@example.com', status: 'P', message: 'Join me on Renew!', ...when() });
  // Jordan's circle, and a request waiting for the newcomer.
  settled.slice(12, 17).forEach((p) => add(jordan, p, 'A'));
  add(jordan, priya, 'P');
  // A moderator-set pair (X): the status call answers 403 for these two.
  add(settled[20], settled[21], 'X');
  add(settled[30], settled[31], 'X');

  // Everyone else: a few friends each, some open requests and declines.
  for (const p of settled) {
    for (const q of rnd.sample(settled, rnd.int(1, 4))) add(p, q, rnd.weighted([['A', 80], ['P', 13], ['D', 7]] as const));
  }
  return rows;
}

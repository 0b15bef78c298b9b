// Activity data as written by hand: one per category per program week (participant-core.md §1 categories).
export type Category = 'create_calm' | 'boost_happiness' | 'sharpen_focus' | 'pursue_purpose' | 'increase_energy';
export type AreaKey = 'rest' | 'stress' | 'movement' | 'connection' | 'focus' | 'nourish';

export interface ActivitySeed {
  category: Category;
  week: number;
  name: string;
  blurb: string;
  content: string;
  areas: AreaKey[];
  quiz?: { question: string; answers: string[]; correct: number };
}

export const AREAS: { key: AreaKey; name: string; display: string; category: Category }[] = [
  { key: 'rest', name: 'rest_and_sleep', display: 'Rest & Sleep', category: 'create_calm' },
  { key: 'stress', name: 'stress_relief', display: 'Stress Relief', category: 'create_calm' },
  { key: 'movement', name: 'move_more', display: 'Move More', category: 'increase_energy' },
  { key: 'connection', name: 'connection', display: 'Connection', category: 'boost_happiness' },
  { key: 'focus', name: 'focus_and_clarity', display: 'Focus & Clarity', category: 'sharpen_focus' },
  { key: 'nourish', name: 'nourish', display: 'Nourish', category: 'increase_energy' },
];

type Row = [week: number, name: string, blurb: string, body: string, areas: AreaKey[], quiz?: [string, string[], number]];

export function activities(category: Category, rows: Row[]): ActivitySeed[] {
  return rows.map(([week, name, blurb, body, areas, quiz]) => ({
    category, week, name, blurb, areas,
    content: body.split('\n').map((p) => `<p>${p.trim()}</p>`).join(''),
    quiz: quiz && { question: quiz[0], answers: quiz[1], correct: quiz[2] },
  }));
}

// The Flourishing Scale's eight statements (Diener & Biswas-Diener, 2009; free to use with credit), in one place for
// the user survey (lib/surveys/index.ts) and the demo seed's evaluation questions. It imports nothing, so the seed,
// which runs outside the app's path aliases, reads it by its relative path.
export const FLOURISHING_STATEMENTS = [
  'I lead a purposeful and meaningful life.',
  'My social relationships are supportive and rewarding.',
  'I am engaged and interested in my daily activities.',
  'I actively contribute to the happiness and well-being of others.',
  'I am competent and capable in the activities that are important to me.',
  'I am a good person and live a good life.',
  'I am optimistic about my future.',
  'People respect me.',
] as const;

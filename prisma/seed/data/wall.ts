// Wall posts and comments of the acme wall, written the way colleagues actually talk.

/** The size of the demo wall photos (public/demo/wall/photo-N.svg): their uploads store it and their posts carry it. */
export const WALL_PHOTO_SIZE = { width: 800, height: 600 } as const;

export const WALL_POSTS: { text: string; photo?: number }[] = [
  { text: 'Day one done! Three slow breaths before my first meeting and already feeling smug about it. 😄' },
  { text: 'Who else is doing the stairs challenge? Chicago office, 4th floor, I’ll race you.' },
  { text: 'Lunch walk around the river with the Sales team today. Highly recommend, even in the wind.', photo: 1 },
  { text: 'Finished my first scene! The waves one is gorgeous when it comes together.', photo: 2 },
  { text: 'Tip for the water-first habit: I put a glass next to the coffee machine at home. Works every time.' },
  { text: 'Anyone have a good playlist for the dance break activity? Asking for a friend (me).' },
  { text: 'Tried the screen sunset last night. First time in months I fell asleep before 11.' },
  { text: 'The Dublin office did a group gratitude round at stand-up today and it was genuinely lovely.', photo: 3 },
  { text: 'Made the overnight oats from the recipes section. Prepped four jars for the week — future me is grateful.', photo: 4 },
  { text: 'Shout-out to the Customer Care team for the best thank-you notes wall I have ever seen.', photo: 5 },
  { text: 'Focus sprints are my new favorite thing. Two sprints before lunch and my inbox is at zero.' },
  { text: 'Week 2 unlocked! The body scan is surprisingly hard to do without falling asleep.' },
  { text: 'Our team name is settled: Calm Collective. Watch out, leaderboard.' },
  { text: 'Took a phone call while walking around the block and got 3,000 steps. Why didn’t I do this years ago?' },
  { text: 'Sunrise from the Toronto office this morning. Counted as my morning light activity. 🌅', photo: 6 },
  { text: 'Anyone else find the quiz questions weirdly competitive? I refuse to get one wrong.' },
  { text: 'Brain dump before planning my week: eleven things on the list, only three actually urgent. Life-changing.' },
  { text: 'Made the lentil soup for the whole family. Even the kids asked for seconds, which is a miracle.' },
  { text: 'Reminder that progress beats perfection — I missed two days and I’m back today. That’s the whole post.' },
  { text: 'The desk stretch hourly reminder saved my back during quarter-end. Thank you, whoever wrote that one.' },
];

export const EXPERT_POSTS: string[] = [
  'Welcome to week 3! This week is all about steady energy. Try pairing one movement activity with one rest activity each day — they amplify each other.',
  'Quick science note: a longer out-breath activates the parasympathetic nervous system, the body’s “rest and digest” mode. That’s why “in for four, out for six” works.',
  'Feeling the mid-program dip? Totally normal. Shrink your goal for a few days: one activity a day keeps the habit alive.',
];

export const COORDINATOR_POSTS: string[] = [
  'Welcome to Renew at Acme, everyone! 🎉 Remember: small steps count. Share what’s working for you here on the wall.',
  'Team competition enrollment is open until next week. Form a team of four from any office — cross-office teams welcome!',
];

export const COMMENTS: string[] = [
  'Love this!', 'So true.', 'Going to try this tomorrow.', 'Count me in! 🙌', 'This made my morning.', 'Same here, honestly.',
  'Great idea, thanks for sharing.', 'Ha! You’re not alone.', 'Which floor are you on? I’ll join.', 'That photo is beautiful.',
  'Keep it up!', 'Proud of you!', 'I needed this reminder today.', 'Adding this to my list.', 'We should do this as a team.',
  'Did it too, felt great.', 'Recipe link please!', 'This is the way.', 'Nice work!', 'Totally agree — small steps.',
];

export const FLAGGED_POST = 'Selling two tickets for Saturday’s game, way below face value. DM me before they’re gone!!!';

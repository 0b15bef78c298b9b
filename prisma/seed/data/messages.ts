// Message threads: [speaker index within the conversation's members, text].
export type Thread = [speaker: number, text: string][];

export const MAYA_JORDAN: Thread = [
  [0, 'Morning! Did you do the water-first thing today?'],
  [1, 'I did! Honestly the easiest activity yet.'],
  [0, 'Same. Want to do the walk & talk duo at lunch?'],
  [1, 'Yes please. 12:30 by the river entrance?'],
  [0, 'Perfect, see you there 🙂'],
  [1, 'That was great. We should make it a weekly thing.'],
  [0, 'Agreed. Thursdays?'],
  [1, 'Thursdays. It’s a date with our step counts.'],
];

export const MAYA_FRIEND: Thread = [
  [1, 'Congrats on finishing your third scene! How are you so consistent?'],
  [0, 'Thanks! I log right after lunch every day, so it’s become a habit.'],
  [1, 'Smart. I keep forgetting until 10 pm 😅'],
];

export const LUNCH_WALKERS: Thread = [
  [0, 'Started this group for anyone who wants a lunchtime walk buddy.'],
  [2, 'In! Most days around 12:15 works for me.'],
  [3, 'Count me in for Tuesdays and Thursdays.'],
  [1, 'Rain forecast tomorrow — indoor stairs loop instead?'],
  [0, 'Stairs loop it is. Meet at the east stairwell.'],
];

export const TEAM_CHAT: Thread = [
  [0, 'Welcome to the team, everyone! Let’s aim for two activities a day each.'],
  [1, 'Love it. I’ll handle reminders on Thursdays for the bonus behavior.'],
  [2, 'We’re in the top three this week! 🎨'],
  [3, 'Let’s keep it going — stairs challenge tomorrow?'],
  [0, 'Deal.'],
];

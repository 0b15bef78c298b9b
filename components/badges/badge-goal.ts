// What a badge asks for, in words, from its category and goal.
const GOALS: Record<string, [one: string, many: string]> = {
  activities_logged: ['Log 1 activity', 'Log {n} activities'],
  evaluation: ['Complete 1 evaluation', 'Complete {n} evaluations'],
  wall_posts_created: ['Share 1 post on the wall', 'Share {n} posts on the wall'],
  wall_posts_tags: ['Be tagged in 1 post', 'Be tagged in {n} posts'],
  recipes_rated: ['Rate 1 recipe', 'Rate {n} recipes'],
  tips_shared: ['Share 1 tip', 'Share {n} tips'],
  completed_scenes: ['Complete 1 scene', 'Complete {n} scenes'],
  sent_duo_requests: ['Send 1 duo request', 'Send {n} duo requests'],
  completed_duos: ['Complete 1 duo', 'Complete {n} duos'],
  reflection_created: ['Write 1 reflection', 'Write {n} reflections'],
  buddies_added: ['Add 1 friend', 'Add {n} friends'],
};

export function badgeGoal(category: string, goal: number | null, friendLabelPlural?: string): string {
  if (category === 'custom' || goal === null) return 'A special award from your program';
  const forms = GOALS[category];
  if (!forms) return `Reach ${goal}`;
  let text = goal === 1 ? forms[0] : forms[1].replace('{n}', goal.toLocaleString('en-US'));
  // The program may call friends something else (promotion.friend_label_plural).
  if (category === 'buddies_added' && friendLabelPlural && goal !== 1) text = text.replace('friends', friendLabelPlural.toLowerCase());
  return text;
}

// Learn: "Why Renew?" and the grouped learning resources (participant-core.md §2 Learn: /why-renew and
// /resources?category filtered by group).
import { sequenced, type ContentItem } from './content-types.ts';

const resource = (group: string, key: string, title: string, summary: string, url: string) => ({
  group, key, title, summary, content: `<p>${summary}</p><p><a href="${url}" target="_blank" rel="noopener">Read more</a></p>`,
  custom_fields: { url },
});

export const LEARN_CONTENT: ContentItem[] = [
  ...sequenced('learn', [
    { key: 'why_renew', title: 'Why Renew?',
      content: '<p>Wellbeing isn’t built in grand gestures. It grows from small, repeated choices: a breath before a hard conversation, a walk in daylight, a thank-you you almost didn’t send.</p><p>Renew turns those choices into a daily habit across five areas that research links to resilience: calm, happiness, focus, purpose and energy.</p>' },
    { key: 'science', title: 'The science behind it',
      content: '<p>Each activity draws on well-studied practices from positive psychology, sleep science and behavioral research. We keep them short on purpose: habits stick when they’re easy to start.</p>' },
    { key: 'five_categories', title: 'Five categories, one you',
      content: '<p>Calm steadies you, happiness lifts you, focus sharpens you, purpose guides you and energy fuels you. Balancing all five matters more than maxing out one.</p>' },
  ]),
  ...sequenced('resources', [
    resource('Sleep', 'sleep_basics', 'Sleep basics', 'How much sleep adults need, and the habits that protect it.', 'https://example.org/learn/sleep-basics'),
    resource('Sleep', 'wind_down', 'A wind-down routine that works', 'Build a 20-minute routine that tells your body it’s time to rest.', 'https://example.org/learn/wind-down'),
    resource('Stress', 'stress_response', 'Understanding the stress response', 'Why stress helps in short bursts, and what to do when it lingers.', 'https://example.org/learn/stress-response'),
    resource('Stress', 'breathing_guide', 'A guide to calming breaths', 'Three breathing patterns you can use anywhere, with audio guides.', 'https://example.org/learn/breathing'),
    resource('Movement', 'move_more', 'Move more, sit less', 'Simple ways to break up long periods of sitting during the workday.', 'https://example.org/learn/move-more'),
    resource('Movement', 'desk_stretches', 'Desk stretches', 'An illustrated five-minute stretch routine you can do in your chair.', 'https://example.org/learn/desk-stretches'),
    resource('Nutrition', 'steady_energy', 'Eating for steady energy', 'How to build meals and snacks that avoid the afternoon slump.', 'https://example.org/learn/steady-energy'),
    resource('Nutrition', 'hydration', 'Hydration myths and facts', 'How much water you really need, and easy ways to get it.', 'https://example.org/learn/hydration'),
    resource('Mental health', 'talk_to_someone', 'When to talk to someone', 'Signs that it’s time to reach out, and where to find confidential support.', 'https://example.org/learn/support'),
    resource('Mental health', 'eap', 'Your Employee Assistance Program', 'Free, confidential counselling for you and your family, available 24/7.', 'https://example.org/learn/eap'),
    resource('Connection', 'loneliness', 'Loneliness at work', 'Why connection matters for health, and small ways to build it.', 'https://example.org/learn/connection'),
    resource('Focus', 'deep_work', 'Making room for deep work', 'Protect blocks of focused time in a world of notifications.', 'https://example.org/learn/deep-work'),
  ]),
];

// Built-in evaluation questions: the Flourishing Scale (Diener & Biswas-Diener, 2009; free to use with credit) and
// the weekly check-in. Answers range 1 to 7 (administration.md §9 "Survey answers range from 1 to 7").
import { FLOURISHING_STATEMENTS } from '../../../lib/surveys/flourishing.ts';

export const SCALE = ['1 - Strongly disagree', '2 - Disagree', '3 - Slightly disagree', '4 - Mixed or neither', '5 - Slightly agree', '6 - Agree', '7 - Strongly agree'];

export const FLOURISHING = FLOURISHING_STATEMENTS.map((prompt, i) => ({ name: `flourishing_${i + 1}`, prompt, type_of_prompt: 'DROPDOWN', data_type: 'string', options: SCALE }));

export const WEEKLY = [
  { name: 'energy_level', prompt: 'I have felt energized this week.', type_of_prompt: 'DROPDOWN', data_type: 'string', options: SCALE },
  { name: 'stress_level', prompt: 'I have felt able to handle stress this week.', type_of_prompt: 'DROPDOWN', data_type: 'string', options: SCALE },
  { name: 'weekly_highlight', prompt: 'What was the highlight of your week?', type_of_prompt: 'TEXTAREA', data_type: 'text', options: [] as string[] },
];

export const CUSTOM_PROMPTS = [
  { key: 'header', prompt: 'A little about your work', short_label: 'About work', type_of_prompt: 'HEADER', data_type: 'string' },
  { key: 'work_mode', prompt: 'Where do you usually work?', short_label: 'Work mode', type_of_prompt: 'DROPDOWN', data_type: 'string', options: ['On site', 'Hybrid', 'Remote'] },
  { key: 'tips_email', prompt: 'I would like weekly wellbeing tips by email.', short_label: 'Tips by email', type_of_prompt: 'CHECKBOX', data_type: 'integer' },
  { key: 'share_results', prompt: 'I agree to include my anonymous results in my department’s summary.', short_label: 'Share results', type_of_prompt: 'CHECKBOX', data_type: 'string' },
  { key: 'goal', prompt: 'What is one wellbeing goal you have for this program?', short_label: 'Goal', type_of_prompt: 'TEXTBOX', data_type: 'string' },
  { key: 'notes', prompt: 'Is there anything else you would like your coordinator to know?', short_label: 'Notes', type_of_prompt: 'TEXTAREA', data_type: 'text' },
  { key: 'tshirt', prompt: 'T-shirt size (for the end-of-program event)', short_label: 'T-shirt', type_of_prompt: 'DROPDOWN', data_type: 'string',
    options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], profile_only: true, flags: { is_visible_in_profile: true } },
  { key: 'language', prompt: 'Preferred language for program emails', short_label: 'Language', type_of_prompt: 'DROPDOWN', data_type: 'string',
    options: ['English', 'Français', 'Deutsch', 'Español'], location_tag: 'EU' },
] as const;

export const GOALS = ['Sleep 7 hours most nights', 'Walk every lunch break', 'Less phone in the evening', 'Drink more water',
  'Feel less rushed in the mornings', 'Be kinder to myself', 'Reconnect with friends', 'Take real breaks'];
export const HIGHLIGHTS = ['Finishing my second scene', 'Walking with my team every day', 'Sleeping better after the screen sunset',
  'A great conversation with an old friend', 'Our team winning a frame', 'Actually taking my lunch break'];

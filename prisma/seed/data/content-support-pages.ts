// The end-of-program page, opt-in participation and the Contact page's note (docs/learn-and-support.md): the default
// promotion's words, which every promotion shows until it writes its own.
import { sequenced, type ContentItem } from './content-types.ts';

export const SUPPORT_PAGES_CONTENT: ContentItem[] = [
  ...sequenced('eop', [
    { key: 'thanks', title: 'Thank you for renewing with us',
      content: '<p>Eight weeks ago you started with one small activity. Since then you’ve taken moments to breathe, to move, to thank people and to notice what helps. That is what wellbeing is made of.</p>' },
    { key: 'keep_going', title: 'Keep the habits that worked',
      content: '<p>Look back at My Journey and pick the two or three activities you enjoyed most. Put one of them in your calendar for next week — the program is over, the habit doesn’t have to be.</p>' },
    { key: 'tell_us', title: 'Tell us how it went',
      content: '<p>What should we keep, change or drop next time? Your answers in the final check-in and your feedback shape the next program for everyone.</p>' },
  ]),
  { category: 'opt_in_participation', key: 'opt_in_participation', title: 'Opt-in Participation',
    content: [
      '<h2>Taking part is your choice</h2><p>Renew is voluntary. Nothing you do in it — or choose not to do — affects your job, your reviews or your benefits.</p>',
      '<h2>What opting in means</h2><p>When you register, you agree that the program may store the activities you log, your reflections and your check-in answers so it can show you your progress. Your employer sees only totals for groups of at least ten people.</p>',
      '<h2>Leaderboards and sharing</h2><p>Leaderboards, the wall and teams are optional too. You can join or leave them at any time in Settings, and you decide what you post.</p>',
      '<h2>Changing your mind</h2><p>You can stop at any time. To have your account and everything in it deleted, write to your program team on the Contact page.</p>',
    ].join('') },
  { category: 'support', key: 'contact_intro', title: 'We’re here to help',
    content: '<p>Trouble signing in, a question about points, or an idea for the program? Write to your program team and we’ll answer by email, usually within two working days.</p><p>Many answers are already in the <a href="/support/faqs">FAQs</a>.</p>' },
];

// acme's own contact note: a real client names its team and its hours.
export const ACME_SUPPORT_PAGES_OVERRIDES: ContentItem[] = [
  { category: 'support', key: 'contact_intro', title: 'Ask the Acme Wellbeing team',
    content: '<p>The Acme Wellbeing team reads every message, Monday to Friday, 9 am to 5 pm Central. We usually answer within one working day.</p><p>For urgent personal support, the Employee Assistance Program is free and open around the clock.</p>' },
];

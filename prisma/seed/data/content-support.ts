// FAQs, legal pages and email templates (participant-core.md §2 Support and /legal; administration.md §7 "emails").
import { sequenced, type ContentItem } from './content-types.ts';

const faq = (group: string, key: string, title: string, answer: string) => ({ group, key, title, content: `<p>${answer}</p>` });

export const SUPPORT_CONTENT: ContentItem[] = [
  ...sequenced('faqs', [
    faq('Getting started', 'what_is_renew', 'What is Renew?',
      'Renew is an eight-week wellbeing program built around small daily activities in five categories. You log what you do, fill in scenes, and reflect on what helps.'),
    faq('Getting started', 'how_long', 'How much time does it take?',
      'Most activities take two to ten minutes. Logging takes a few seconds. Many people spend about ten minutes a day in total.'),
    faq('Getting started', 'who_can_join', 'Who can join?',
      'Every eligible employee can register while registration is open. If registration asks for an employee ID, you’ll find it in the HR portal.'),
    faq('Logging', 'how_many_per_day', 'How many activities can I log each day?',
      'Up to three a day. Quality beats quantity — one activity you actually enjoy is worth more than three you rush through.'),
    faq('Logging', 'forgot_to_log', 'I forgot to log yesterday. Can I still add it?',
      'Yes. Open the weekly view, pick the day and log the activity there, as long as that day is still open.'),
    faq('Logging', 'quiz_points', 'How do quiz questions work?',
      'Some activities end with a short question. Answer correctly and you earn 5 bonus points, added to that day. A wrong answer costs nothing — just try again.'),
    faq('Logging', 'deactivate', 'I logged the wrong activity. What now?',
      'Open the activity from your day and deactivate it. It stops counting towards your points, and you can log the right one instead.'),
    faq('Friends and teams', 'add_friend', 'How do I add a friend?',
      'Go to Friends, search for a colleague by name and send a request. If they haven’t joined yet, you can invite them by email.'),
    faq('Friends and teams', 'teams', 'How do teams work?',
      'Teams have four members. A team becomes official when it’s full, and every activity members log during the competition counts towards the team score.'),
    faq('Friends and teams', 'duos', 'What is a duo?',
      'A duo is a short challenge you take on with one friend. Either of you can start one; you can be part of up to two at a time.'),
    faq('Privacy and account', 'who_sees_journal', 'Who can see my journal?',
      'Only you. Reflections are private unless you choose to share one. Coordinators never see journal entries.'),
    faq('Privacy and account', 'leaderboard_privacy', 'Can I hide from the leaderboard?',
      'Yes. In Settings you can opt out of the individual and friends leaderboards at any time.'),
    faq('Privacy and account', 'reset_password', 'I forgot my password.',
      'Choose “Forgot password?” on the sign-in page. We’ll email you a link to set a new one.'),
    faq('Privacy and account', 'emails', 'How do I change which emails I get?',
      'Open Settings → Edit Preferences. You can turn each type of email on or off, or unsubscribe from all of them.'),
  ]),

  { category: 'terms', key: 'terms', title: 'Terms of Use', content: [
    '<h2>1. About these terms</h2><p>These terms apply to your use of the Renew program provided on behalf of your employer. By registering you agree to them.</p>',
    '<h2>2. Your account</h2><p>Keep your password private and let us know if you think someone else has used your account. You are responsible for what you post.</p>',
    '<h2>3. Being a good neighbour</h2><p>The wall, comments and messages are shared spaces. Be kind, stay on topic and don’t post anything you wouldn’t say in the office. Coordinators may hide posts that break these rules.</p>',
    '<h2>4. Health information</h2><p>Renew offers general wellbeing ideas, not medical advice. Check with a health professional before starting anything that might not suit you.</p>',
    '<h2>5. Changes</h2><p>We may update these terms; we’ll tell you about significant changes in the program.</p>',
  ].join('') },
  { category: 'privacy', key: 'privacy', title: 'Privacy Policy', content: [
    '<h2>What we collect</h2><p>Your name, work email, location, the activities you log, your reflections, and the answers you give in check-ins.</p>',
    '<h2>How we use it</h2><p>To run the program: show your progress, power leaderboards you opt into, and send the emails you choose. Your employer receives only aggregated, anonymous reports.</p>',
    '<h2>What stays private</h2><p>Journal reflections and check-in answers are never shown to your coordinator or colleagues in a way that identifies you.</p>',
    '<h2>Analytics</h2><p>With your consent we use cookies to understand how the site is used. You can accept or decline in the cookie bar and change your mind any time.</p>',
    '<h2>Your choices</h2><p>You can update your profile, leaderboard and email preferences in Settings, and ask your coordinator to delete your account.</p>',
  ].join('') },

  // Email templates (test emails pick one by key; administration.md §7 "POST /promotions/{id}/test_email")
  ...sequenced('emails', [
    { key: 'welcome', title: 'Welcome to {program_name}!',
      content: '<p>Hi {first_name},</p><p>You’re in! {program_name} starts on {starts_on}. Sign in any time before then to take the tour and pick your focus.</p><p>See you there,<br>The Renew team</p>' },
    { key: 'daily_reminder', title: 'Your moment for today',
      content: '<p>Hi {first_name},</p><p>A two-minute activity is all it takes to keep your scene growing. Today’s suggestion: {activity_name}.</p>' },
    { key: 'weekly_summary', title: 'Your week in Renew',
      content: '<p>Hi {first_name},</p><p>This week you logged {activity_count} activities and earned {points} points. New activities are now unlocked — have a look!</p>' },
    { key: 'friend_request', title: '{sender_name} wants to renew with you',
      content: '<p>{sender_name} sent you a friend request on Renew.</p><p>“{message}”</p>' },
    { key: 'team_invite', title: 'You’re invited to join {team_name}',
      content: '<p>{sender_name} invited you to join the team <strong>{team_name}</strong> in the Art Prize.</p>' },
    { key: 'duo_invite', title: '{sender_name} started a duo with you',
      content: '<p>{sender_name} would like to do “{duo_name}” with you. Accept it from the Duo page.</p>' },
    { key: 'password_reset', title: 'Reset your password',
      content: '<p>We received a request to reset your password. Use the link below to choose a new one. If you didn’t ask for this, you can ignore this email.</p>' },
    { key: 'badge_earned', title: 'New badge: {badge_name}',
      content: '<p>Congratulations, {first_name}! You just earned the <strong>{badge_name}</strong> badge.</p>' },
  ]),
];

// Public pages, registration, mobile, prestart and feature intros (social-engagement.md §2, §7 "Prestart";
// administration.md §7 "Content loads by category").
import { sequenced, type ContentItem } from './content-types.ts';

export const PUBLIC_CONTENT: ContentItem[] = [
  // Welcome carousel, overlay and countdown
  ...sequenced('welcome', [
    { key: 'slide_renew', title: 'Small moments. Real renewal.', image1: '/demo/welcome/slide-1.svg',
      content: '<p>Renew is an eight-week program of quick, everyday activities that help you feel calmer, happier, more focused and more energized — at work and at home.</p>' },
    { key: 'slide_scenes', title: 'Watch your progress take shape', image1: '/demo/welcome/slide-2.svg',
      content: '<p>Every activity you log fills a tile in a beautiful scene. Finish a scene and start another; by the end you’ll have a gallery of your own making.</p>' },
    { key: 'slide_together', title: 'Better together', image1: '/demo/welcome/slide-3.svg',
      content: '<p>Invite friends, pair up in duos, form a team and share encouragement on the wall. Renewal is contagious.</p>' },
  ]),
  { category: 'welcome_overlay', key: 'welcome_overlay', title: 'Renew starts soon',
    content: '<p>Registration is open! Sign up now so you’re ready on day one, and tell a colleague — it’s more fun together.</p>' },
  { category: 'countdown', key: 'countdown', title: 'Renew begins in',
    content: '<p>Get comfortable, grab a glass of water, and get ready to renew.</p>' },

  // Registration
  { category: 'registration_content', key: 'registration_intro', title: 'Join Renew',
    content: '<p>It takes about three minutes: a few details about you, then eight quick questions about how you have been feeling. Use your work email so your coordinator can recognize you.</p>' },
  { category: 'registration_content', key: 'registration_closed', title: 'Registration is closed',
    content: '<p>Sorry, registration is currently closed. If you think this is a mistake, please contact your program coordinator.</p>' },
  { category: 'registration', key: 'terms_agreement',
    content: '<p>By creating an account you agree to the Terms of Use and acknowledge the Privacy Policy.</p>' },
  { category: 'registration', key: 'leaderboard_opt_in',
    content: '<p>Show me on the individual leaderboard (you can change this later).</p>' },
  { category: 'registration', key: 'registration_success', title: 'Welcome aboard!',
    content: '<p>Your account is ready. Let’s take a quick tour.</p>' },
  { category: 'reset_password', key: 'reset_password', title: 'Choose a new password',
    content: '<p>Enter a new password below. For your security, the link in your email works only once and expires after a short while.</p>' },
  { category: 'reset_password', key: 'forgot_password', title: 'Forgot your password?',
    content: '<p>Enter the email you registered with and we’ll send you a link to choose a new one.</p>' },
  { category: 'eligibility', key: 'eligibility_intro', title: 'Confirm your eligibility',
    content: '<p>Renew is offered to eligible employees. Enter your employee ID to continue to registration.</p>',
    custom_fields: { identifier_label: 'Employee ID' } },
  { category: 'eligibility', key: 'eligibility_help',
    content: '<p>Can’t find your employee ID? It’s on your pay slip and in the HR portal under “My profile”.</p>' },

  // Prestart and studio
  { category: 'prestart', key: 'aoi_intro', title: 'What would you like to focus on?',
    content: '<p>Choose the area that matters most to you right now. We’ll highlight activities that fit — you can always explore everything.</p>' },
  { category: 'prestart', key: 'basics', title: 'Almost time',
    content: '<p>The program hasn’t started yet. Browse activities, set up your profile and add a few friends so you’re ready to go.</p>' },
  { category: 'prestart', key: 'prestart_activities', title: 'A sneak peek',
    content: '<p>Here are a few of the activities waiting for you in week one.</p>' },
  { category: 'studio', key: 'studio_intro', title: 'Your studio',
    content: '<p>Every scene you complete is displayed here. Tap one to see it full screen and relive the week it came from.</p>' },
  { category: 'studio', key: 'studio_empty', title: 'Your first masterpiece is on its way',
    content: '<p>Complete your first scene and it will appear here.</p>' },

  // Mobile. The store links are empty until a promotion has a real app: the app prompt and the sitemap show a link
  // only when its content is an http(s) URL, and otherwise offer adding the web app to the Home Screen.
  { category: 'mobile', key: 'android_app_link', title: 'Get it on Google Play' },
  { category: 'mobile', key: 'ios_app_link', title: 'Download on the App Store' },
  { category: 'mobile_overlay', key: 'mobile_overlay', title: 'Renew is better in the app',
    content: '<p>Add Renew to your Home Screen: it opens full screen like an app, so logging an activity takes seconds.</p>' },
  { category: 'mobile_page', key: 'mobile_page', title: 'Renew on your phone', image1: '/demo/welcome/mobile.svg',
    content: '<p>Download the Renew app and sign in with the same email and password you use here. Your scenes, journal and friends come with you.</p>' },
  { category: 'mobile_password_instructions', key: 'mobile_password_instructions', title: 'Signing in on the app',
    content: '<p>Your organization uses single sign-on on the web. To sign in on the app, set a mobile password in Settings first.</p>' },

  // Notifications page, friends, evaluation and competition intros
  { category: 'notification', key: 'empty', title: 'You’re all caught up',
    content: '<p>No new notifications. We’ll let you know when a friend reaches out or you earn a badge.</p>' },
  { category: 'notification', key: 'cleared_empty', content: '<p>Nothing cleared yet.</p>' },
  { category: 'friends', key: 'intro', title: 'Friends',
    content: '<p>Friends can see each other’s progress, pair up in duos and cheer each other on. Search by name, or invite a colleague by email.</p>' },
  { category: 'friends', key: 'no_friends', title: 'No friends yet',
    content: '<p>Renew is more fun with company. Find a colleague by name and send a friend request.</p>' },
  { category: 'friends', key: 'invite_message',
    content: 'I’m doing Renew — short daily activities to feel a bit calmer and more energized. Want to join me?' },
  { category: 'evaluation', key: 'intro', title: 'A quick check-in',
    content: '<p>These questions take about three minutes. Your answers are confidential and help you see how you change over the program.</p>' },
  { category: 'evaluation', key: 'congratulations', title: 'Thank you!',
    content: '<p>Your answers are saved. Your results are now available in My Results.</p>' },
  ...sequenced('competition', [
    { key: 'intro', title: 'The Art Prize',
      content: '<p>Form a team of four, log activities together and create a gallery of work. Each week the top teams win a frame for their masterpiece.</p>' },
    { key: 'create_team', title: 'Start a team',
      content: '<p>Pick a name and invite three colleagues. Your team becomes official once it’s full.</p>' },
    { key: 'join_team', title: 'Join a team',
      content: '<p>Browse teams that still have room and send a request. The team leader will let you in.</p>' },
    { key: 'rules', title: 'How scoring works',
      content: '<p>Every activity a member logs during the competition adds to the team score. Thrive Thursdays bring bonus behaviors; scores freeze shortly before the end so the final week stays suspenseful.</p>' },
    { key: 'awards', title: 'Weekly awards',
      content: '<p>Gold, silver and bronze frames go to the three highest-scoring teams each week.</p>' },
  ]),
  { category: 'recipes', key: 'intro', title: 'Recipes',
    content: '<p>Simple, tasty dishes that keep your energy steady. Rate the ones you try and save your favorites.</p>' },
  { category: 'goalPointOptions', key: 'goal_point_options', content: '6|8|10|12', custom_fields: { input_type: 'two_digits' } },
];

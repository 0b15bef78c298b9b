// Home, walkthrough, logging and the small participant dialogs (participant-core.md §7 "Content loads by category
// and key"; social-engagement.md §2 "Walkthrough and prestart").
import { sequenced, type ContentItem } from './content-types.ts';

export const HOME_CONTENT: ContentItem[] = [
  { category: 'home', key: 'greetings', title: 'Greetings',
    content: 'Welcome back!|Good to see you again.|Small steps add up.|Ready for a little renewal today?|Every tile tells a story. What will today’s be?|Take a breath. You’ve got this.|Hello again! Your scene has been waiting for you.' },
  { category: 'home', key: 'eop_tile_message', title: 'You did it!',
    content: '<p>The program has wrapped up, and every tile you filled was a moment you chose to care for yourself. Take a look back at your scenes and reflections in My Journey — they are yours to keep.</p>' },
  { category: 'home', key: 'eop_incomplete_tile_message', title: 'Thanks for taking part',
    content: '<p>Logging has closed for this program. This scene wasn’t finished, and that’s okay: renewal isn’t about perfect streaks. Your journal and completed scenes are still here whenever you want them.</p>' },
  { category: 'home', key: 'scene_info_welcome', title: 'Pick an activity to fill a tile',
    content: '<p>Choose an activity from one of the five categories, try it in real life, then come back and tap an empty tile to log it.</p>' },

  // The home walkthrough: the first two items are the intros (not started / has started); steps follow.
  ...sequenced('home_walkthrough', [
    { key: 'walkthrough_not_started', title: 'Welcome to Renew',
      content: '<p>Your program hasn’t started yet, which makes this the perfect time to look around. In a few quick steps we’ll show you how Renew works, so you can hit the ground running on day one.</p>' },
    { key: 'walkthrough_has_started', title: 'Welcome — you’re right on time',
      content: '<p>The program is already under way, and you can jump in today. Here’s a short tour of how it works; it takes less than a minute.</p>' },
    { key: 'walkthrough_scene_one', title: 'Choose an activity',
      content: '<p>Each day, pick small activities from five categories: <strong>Create Calm</strong>, <strong>Boost Happiness</strong>, <strong>Sharpen Focus</strong>, <strong>Pursue Purpose</strong> and <strong>Increase Energy</strong>. Most take five minutes or less.</p>' },
    { key: 'walkthrough_scene_two', title: 'Fill a tile',
      content: '<p>When you’ve done an activity, come back and tap an empty tile. Each tile reveals a piece of your scene. Log the last tile and the whole picture comes alive.</p>' },
    { key: 'walkthrough_scene_three', title: 'Reflect in your journal',
      content: '<p>My Journey keeps your reflections, grouped by day. A sentence or two about what helped is plenty — you’ll be surprised how good it feels to read them back.</p>' },
    { key: 'walkthrough_scene_four', title: 'Renew together',
      content: '<p>Add friends, start a duo, join a team and cheer each other on from the wall. Everything is optional, and every bit of it is more fun with company.</p>' },
    { key: 'walkthrough_finish', title: 'You’re all set',
      content: '<p>One last step: tell us what you’d like to focus on, and we’ll suggest activities to match.</p>' },
  ]),

  // How It Works (participant-core.md §2 /how-it-works)
  ...sequenced('how_it_works', [
    { key: 'overview', title: 'How Renew works',
      content: '<p>Renew is an eight-week program of small, science-informed activities. Do an activity, log it, and watch your scene fill in tile by tile.</p>' },
    { key: 'categories', title: 'Five ways to renew',
      content: '<ul><li><strong>Create Calm</strong> — breathing, stillness and rest.</li><li><strong>Boost Happiness</strong> — gratitude, kindness and play.</li><li><strong>Sharpen Focus</strong> — attention, clarity and single-tasking.</li><li><strong>Pursue Purpose</strong> — values, growth and contribution.</li><li><strong>Increase Energy</strong> — movement, light and nourishment.</li></ul>' },
    { key: 'points', title: 'Points and goals',
      content: '<p>Every logged activity earns points, and a correct quiz answer adds a few more. You can log up to three activities a day; your weekly goal keeps things realistic.</p>' },
    { key: 'scenes', title: 'Scenes',
      content: '<p>Each scene is made of tiles. Fill them all and the scene is complete — then a fresh one begins. Finished scenes stay in your collection.</p>' },
    { key: 'journal', title: 'Your journal',
      content: '<p>Write a quick reflection whenever something clicks. Only you see your journal, unless you choose to share.</p>' },
  ]),

  // Logging (participant-core.md §7)
  { category: 'logging', key: 'how_it_works', title: 'How logging works',
    content: '<p>Pick an activity, give it a go, then log it to the day you did it. You can log up to three activities a day and go back to earlier days this week if you forgot one.</p>' },
  { category: 'logging', key: 'unavailable_how_it_works', title: 'Logging is paused',
    content: '<p>Logging isn’t available right now. You can still read activities, browse tips and write in your journal.</p>' },
  { category: 'logging', key: 'unsaved_popup', title: 'Leave without saving?',
    content: '<p>You have changes on this day that haven’t been saved yet. Stay to save them, or leave and they’ll be lost.</p>' },
  { category: 'logging', key: 'no_activities_added', title: 'Nothing logged yet',
    content: '<p>No activities on this day yet. Choose one below — even two mindful minutes count.</p>' },
  { category: 'logging', key: 'no_possible_activities', title: 'All caught up',
    content: '<p>You’ve logged every activity available for this day. New activities unlock each week.</p>' },
  { category: 'logging', key: 'entry_locked_no_data', title: 'This day is closed',
    content: '<p>This day can no longer be changed, and nothing was logged on it. That’s fine — today is a fresh start.</p>' },
  { category: 'logging', key: 'unavailable_until_logging_begins', title: 'Logging opens soon',
    content: '<p>Logging begins on the first day of the program. Until then, explore the activities and pick a few you’d like to try.</p>' },

  // Leaderboards and dialogs
  { category: 'leaderboards', key: 'opt_in_individual', title: 'Join the leaderboard?',
    content: '<p>Show your name and points on the individual leaderboard so colleagues can cheer you on. You can change this any time in Settings.</p>' },
  { category: 'leaderboards', key: 'opt_in_friends', title: 'Friends leaderboard',
    content: '<p>See how you and your friends are doing this week. Only your friends can see you here.</p>' },
  { category: 'dialogs', key: 'journey_tutorial', title: 'Welcome to My Journey',
    content: '<p>This is your space to reflect. Jot down what you tried, how it felt, or what you want to remember. Reflections are grouped by day, and you can download them as a PDF whenever you like.</p>' },
  { category: 'dialogs', key: 'activities_tutorial', title: 'Finding activities',
    content: '<p>Browse activities by category. Bookmark the ones you like so they’re easy to find later, and look out for quiz questions — a right answer earns bonus points.</p>' },
  { category: 'dialogs', key: 'goal_hit', title: 'Goal reached!',
    content: '<p>You hit your goal. That is what consistency looks like — well done.</p>' },

  // 404 (participant-core.md §2: a random item of category 404)
  ...sequenced('404', [
    { key: 'lost_trail', title: 'This trail doesn’t go anywhere',
      content: '<p>Oops, we could not find what you were looking for. Take a deep breath and head back home — your scene is right where you left it.</p>' },
    { key: 'empty_tile', title: 'An empty tile',
      content: '<p>This page seems to be a tile nobody has filled yet. Let’s get you back to one that matters.</p>' },
    { key: 'quiet_pond', title: 'All quiet here',
      content: '<p>Nothing but ripples on this page. Try the menu above, or return to Home.</p>' },
    { key: 'wandering', title: 'A little detour',
      content: '<p>Wandering is good for the mind, but this page doesn’t exist. Shall we go back?</p>' },
  ]),
];

// Tips: custom content of category tips (social-engagement.md §3 "Tip"), one to surface every day or two of the
// eight weeks (days_from_start), each with its own illustration under public/demo/tips/.
import type { ContentItem } from './content-types.ts';

type Tip = [key: string, title: string, summary: string, body: string];

const TIPS: Tip[] = [
  ['box_breathing', 'Try box breathing', 'Four counts in, hold, out, hold. Repeat four times.', 'Box breathing is used by athletes and first responders to steady the nervous system. Breathe in for four, hold for four, breathe out for four, hold for four. Four rounds take about a minute.'],
  ['water_first', 'Water before coffee', 'Start the day with a glass of water.', 'After a night’s sleep you’re mildly dehydrated, which can feel like tiredness. A glass of water before your first coffee is an easy win for energy and focus.'],
  ['one_tab', 'One tab at a time', 'Close what you’re not using right now.', 'Every open tab is a small tug on your attention. Before you start a task, close the tabs and apps you don’t need for it, and notice how much calmer the screen feels.'],
  ['gratitude_three', 'Three good things', 'Write down three things that went well today.', 'Writing three good things each evening — and why they happened — is one of the best-studied ways to lift your mood. Small things count: a good coffee, a kind email, sunshine.'],
  ['walking_meeting', 'Take the meeting for a walk', 'Phone calls are perfect walking time.', 'If a call doesn’t need a screen, take it on foot. Walking boosts creative thinking and gets your steps in without finding extra time.'],
  ['screen_sunset', 'Set a screen sunset', 'Put devices away an hour before bed.', 'Bright screens and busy feeds keep the brain alert. Choose a time each evening when screens go away, and swap in a book, music or a conversation.'],
  ['values_check', 'Name your top value', 'Pick one value to guide today.', 'Honesty, curiosity, kindness, craft? Choose one value in the morning and look for a moment to act on it. Purpose lives in small choices.'],
  ['two_minute_rule', 'The two-minute rule', 'If it takes less than two minutes, do it now.', 'Tiny tasks pile up and weigh on the mind. Anything that takes under two minutes — reply, file, put away — is quicker done than remembered.'],
  ['daylight', 'Chase the daylight', 'Get ten minutes of outdoor light before noon.', 'Morning daylight helps set your body clock, which improves sleep and daytime energy. Even on a cloudy day, outdoors is far brighter than indoors.'],
  ['kind_message', 'Send a thank-you', 'Thank someone for something specific.', 'A specific thank-you (“your summary saved me an hour”) means more than a general one, and it lifts the sender’s mood as much as the receiver’s.'],
  ['posture_reset', 'Hourly posture reset', 'Stand, roll your shoulders, look far away.', 'Once an hour, stand up, roll your shoulders back five times and look at something at least six metres away for twenty seconds. Your eyes and back will thank you.'],
  ['single_task', 'Single-task for 25 minutes', 'Set a timer and do just one thing.', 'Pick one task, silence notifications and set a 25-minute timer. When it rings, take a five-minute break. Focus is a muscle; this is a rep.'],
  ['snack_smart', 'Plan an afternoon snack', 'Protein plus fiber beats the 3 pm slump.', 'Pair something with protein (nuts, yogurt, hummus) with something with fiber (fruit, vegetables, whole grains). It keeps energy steady where sugar spikes and drops.'],
  ['body_scan', 'A one-minute body scan', 'Notice your feet, your hands, your jaw.', 'Close your eyes and move your attention slowly from your feet to the top of your head. Where are you holding tension? Breathe into it and let it soften.'],
  ['learn_something', 'Learn one small thing', 'Read, watch or ask about something new.', 'Curiosity is a source of energy and meaning. Spend ten minutes learning something unrelated to your to-do list — a word, a recipe, a bit of history.'],
  ['nature_break', 'Find some green', 'A few minutes near plants or trees helps.', 'Time in nature, even a park bench or a window with a view of trees, lowers stress. No nature nearby? A plant on your desk helps too.'],
  ['stairs', 'Take the stairs', 'Short bursts of activity add up.', 'Climbing a few flights of stairs raises your heart rate and wakes you up better than a second coffee. Start with one floor and build from there.'],
  ['reach_out', 'Reach out to an old friend', 'Send a quick hello to someone you miss.', 'Social connection is one of the strongest predictors of wellbeing. A short message — “saw this and thought of you” — keeps relationships warm.'],
  ['worry_window', 'Schedule a worry window', 'Give worries fifteen minutes, then move on.', 'When a worry pops up, note it down for later. At a set time, spend fifteen minutes on your list: solve what you can, let go of what you can’t.'],
  ['mindful_meal', 'Eat one meal mindfully', 'No screens, just food and flavor.', 'Eat one meal today without your phone or laptop. Notice colors, textures and flavors. You’ll enjoy it more and notice when you’re full.'],
  ['small_win', 'Celebrate a small win', 'Finished something? Pause and enjoy it.', 'We skip straight to the next task. Take ten seconds to acknowledge what you just finished — progress you notice fuels motivation.'],
  ['stretch_break', 'Desk stretch break', 'Neck, shoulders, wrists, back: one minute.', 'Tilt your head gently side to side, roll your shoulders, circle your wrists and twist your upper body in your chair. One minute releases hours of stillness.'],
  ['sleep_routine', 'Keep a steady wake-up time', 'The same wake time, even on weekends.', 'A consistent wake-up time anchors your body clock more than bedtime does. Sleeping in on weekends is like flying across time zones every Monday.'],
  ['help_someone', 'Offer help', 'Ask a colleague: “Anything I can help with?”', 'Helping others gives a sense of purpose and strengthens your team. Offer something concrete — a review, a pair of hands, ten minutes of listening.'],
  ['music_boost', 'Play an energizing song', 'One favorite song can lift your mood.', 'Put on a song you love and really listen — or dance, if nobody is watching. Music is one of the quickest ways to change how you feel.'],
  ['inbox_batch', 'Batch your email', 'Check email at set times, not all the time.', 'Constant checking fragments your attention. Try three set times a day for email, and close it in between.'],
  ['hydrate_reminder', 'Keep water in sight', 'A bottle on your desk gets used.', 'We drink more when water is visible. Keep a bottle within reach and refill it whenever you get up.'],
  ['future_self', 'Write to your future self', 'What do you want to remember in eight weeks?', 'Write a few lines to the person you’ll be at the end of the program. What do you hope has changed? Read it again at the end.'],
  ['laugh', 'Find something funny', 'Laughter is a quick reset.', 'Share a funny story, watch a short clip you love, or remember a ridiculous moment with friends. Laughter lowers stress hormones almost instantly.'],
  ['breathe_out_longer', 'Breathe out longer than in', 'In for four, out for six.', 'Making your out-breath longer than your in-breath activates the body’s calming system. Five slow breaths are enough to notice a difference.'],
  ['weekly_review', 'A ten-minute weekly review', 'Look back, then plan one priority.', 'At the end of the week, note what went well, what didn’t and one priority for next week. It turns busy weeks into meaningful ones.'],
  ['digital_detox', 'A phone-free hour', 'Choose one hour today without your phone.', 'Put your phone in another room for an hour. Many people find the first ten minutes strange and the rest surprisingly restful.'],
];

export const TIP_CONTENT: ContentItem[] = TIPS.map(([key, title, summary, body], i) => ({
  category: 'tips',
  key,
  title,
  summary,
  content: `<p>${body}</p>`,
  sequence: i + 1,
  // Spread over the 56 days of an eight-week program: a new tip every day or two.
  days_from_start: Math.floor((i * 56) / TIPS.length),
  image1: `/demo/tips/tip-${String(i + 1).padStart(2, '0')}.svg`,
}));

export const TIP_COUNT = TIPS.length;

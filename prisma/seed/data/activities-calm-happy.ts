// Create Calm and Boost Happiness, weeks 1-8.
import { activities } from './activity-types.ts';

export const CALM = activities('create_calm', [
  [1, 'Three Slow Breaths', 'Pause for three slow, deliberate breaths.', 'Sit comfortably and breathe in through your nose for a count of four.\nBreathe out through your mouth for a count of six. Repeat three times and notice how your shoulders drop.', ['stress'],
    ['Which part of a breath most helps the body relax?', ['A quick in-breath', 'A longer out-breath', 'Holding your breath', 'Breathing through your mouth'], 1]],
  [2, 'Body Scan Break', 'Check in with your body from head to toe.', 'Close your eyes and move your attention slowly from your feet up to the top of your head.\nWherever you notice tension, breathe into it and let it soften.', ['stress', 'rest'],
    ['Where do many people unknowingly hold tension while working?', ['Knees', 'Jaw and shoulders', 'Elbows', 'Ankles'], 1]],
  [3, 'Screen Sunset', 'Put screens away an hour before bed.', 'Choose a time this evening when your phone and laptop go away.\nUse the hour for reading, stretching, a bath or a conversation.', ['rest'],
    ['Why do screens late at night make it harder to fall asleep?', ['They are too loud', 'Bright light and stimulation keep the brain alert', 'They use too much battery', 'They make the room warmer'], 1]],
  [4, 'Box Breathing', 'In four, hold four, out four, hold four.', 'Picture a square. Breathe in along one side for four counts, hold along the next, breathe out along the third and hold along the fourth.\nDo four rounds.', ['stress'],
    ['Box breathing has four equal parts. What are they?', ['In, out, in, out', 'In, hold, out, hold', 'Hold, in, hold, in', 'Out, out, in, in'], 1]],
  [5, 'A Mindful Cup', 'Make your next drink a moment of stillness.', 'Make a cup of tea or coffee and drink it without doing anything else.\nNotice the warmth, the smell and the taste of each sip.', ['stress', 'nourish']],
  [6, 'Worry Window', 'Give your worries fifteen minutes, then close the window.', 'Write down what’s on your mind. For each item, note one small step you could take, or decide to let it go for today.\nClose the notebook when the fifteen minutes are up.', ['stress'],
    ['What is the point of a scheduled “worry window”?', ['To worry more thoroughly', 'To contain worry to a set time so it intrudes less', 'To avoid all problems', 'To share worries on the wall'], 1]],
  [7, 'Progressive Relaxation', 'Tense and release, one muscle group at a time.', 'Starting with your feet, tense each muscle group for five seconds, then release for ten.\nWork upwards to your face. Notice the difference between tension and release.', ['rest', 'stress']],
  [8, 'Nature Pause', 'Spend five minutes noticing nature.', 'Step outside or find a window with a view of trees or sky.\nNotice five things you can see, four you can hear and three you can feel.', ['stress'],
    ['The 5-4-3 exercise is an example of what?', ['A grounding technique', 'A memory game', 'A workout', 'A sleep aid'], 0]],
]);

export const HAPPY = activities('boost_happiness', [
  [1, 'Three Good Things', 'Write down three things that went well today.', 'Before the day ends, note three good things and why each happened.\nThey can be small: a kind word, a good lunch, a finished task.', ['connection'],
    ['How long does research suggest doing “three good things” to feel a lasting lift?', ['One day', 'About a week', 'One year', 'It does not help'], 1]],
  [2, 'Send a Thank-You', 'Thank someone for something specific.', 'Think of someone who helped you recently. Send them a short message naming exactly what they did and how it helped.', ['connection'],
    ['What makes a thank-you message most meaningful?', ['Being very long', 'Being specific about what helped', 'Sending it by post', 'Copying the whole team'], 1]],
  [3, 'Play a Favorite Song', 'Listen to a song you love — really listen.', 'Put on a song that always lifts you. Give it your full attention, or move to it.\nNotice how your mood shifts by the last chorus.', [],
    ['Music can change mood quickly because it affects…', ['Only the ears', 'Brain reward chemicals like dopamine', 'Blood type', 'Eye color'], 1]],
  [4, 'Random Act of Kindness', 'Do something kind without being asked.', 'Hold a door, bring someone a coffee, leave a kind note or offer your seat.\nKindness lifts the giver as much as the receiver.', ['connection'],
    ['Research on kindness shows it tends to boost the happiness of…', ['Only the receiver', 'Only the giver', 'Both the giver and the receiver', 'Neither'], 2]],
  [5, 'Savor a Moment', 'Slow down and fully enjoy something pleasant.', 'Choose a pleasant moment today — sunshine, a meal, a conversation — and stay with it a little longer than usual.\nName what you enjoy about it.', []],
  [6, 'Reconnect', 'Message someone you haven’t spoken to in a while.', 'Send a friendly note to an old colleague or friend. It can be as simple as “I was thinking of you”.', ['connection'],
    ['Which is one of the strongest predictors of long-term wellbeing?', ['Income', 'Close relationships', 'Height', 'Number of emails answered'], 1]],
  [7, 'Laugh Out Loud', 'Find something that makes you laugh.', 'Watch a clip you love, share a funny story, or remember a ridiculous moment with friends.\nLaughter relaxes the whole body.', []],
  [8, 'Best Possible Self', 'Imagine your life when things have gone well.', 'Spend ten minutes writing about your life a year from now, assuming things have gone as well as they realistically could.\nWhat are you doing? Who is with you?', [],
    ['The “best possible self” exercise mainly builds…', ['Optimism', 'Muscle strength', 'Typing speed', 'Vocabulary'], 0]],
]);

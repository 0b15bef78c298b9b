// Sharpen Focus, Pursue Purpose and Increase Energy, weeks 1-8.
import { activities } from './activity-types.ts';

export const FOCUS = activities('sharpen_focus', [
  [1, 'One Tab Only', 'Close everything you don’t need for the task at hand.', 'Before your next task, close unrelated tabs and apps.\nWork for 20 minutes with only what you need on screen.', ['focus'],
    ['Switching between tasks usually makes work…', ['Faster', 'Slower and more error-prone', 'More accurate', 'No different'], 1]],
  [2, 'Focus Sprint', 'Twenty-five minutes on one thing, then a break.', 'Set a timer for 25 minutes, silence notifications and do just one task.\nWhen it rings, take a five-minute break away from the screen.', ['focus'],
    ['A 25-minute focus block followed by a short break is known as the…', ['Pomodoro technique', 'Pareto principle', 'Eisenhower box', 'Kanban method'], 0]],
  [3, 'Brain Dump', 'Empty your head onto paper.', 'Write down every task, idea and worry floating in your mind for five minutes.\nThen circle the one thing that matters most today.', ['focus', 'stress']],
  [4, 'Batch Your Inbox', 'Check email at set times today.', 'Pick three times today for email. Close your inbox in between.\nNotice how much longer you can stay with one task.', ['focus'],
    ['How long can it take to fully refocus after an interruption?', ['A few seconds', 'Up to 20 minutes or more', 'Exactly one hour', 'It is instant'], 1]],
  [5, 'The 20-20-20 Rule', 'Rest your eyes every twenty minutes.', 'Every 20 minutes, look at something about 20 feet (6 metres) away for 20 seconds.\nSet a gentle reminder if it helps.', ['focus'],
    ['In the 20-20-20 rule, how far away should you look?', ['2 feet', '20 feet', '200 feet', 'At your phone'], 1]],
  [6, 'Single-Task a Meeting', 'Give one meeting your full attention.', 'In your next meeting, close your laptop or other windows. Listen fully and take notes by hand.', ['focus', 'connection']],
  [7, 'Plan Tomorrow Today', 'Spend five minutes setting up tomorrow.', 'Before you finish work, choose the top three things for tomorrow and block time for the most important one.', ['focus'],
    ['Deciding tomorrow’s top task the evening before mainly helps you…', ['Sleep later', 'Start the day with focus instead of deciding', 'Avoid meetings', 'Answer more email'], 1]],
  [8, 'Mindful Minute', 'Sixty seconds of attention on your breath.', 'Set a one-minute timer. Rest your attention on the feeling of breathing.\nEach time your mind wanders, gently bring it back. That return is the exercise.', ['focus', 'stress'],
    ['In mindfulness practice, what is the “rep” that builds attention?', ['Never wandering', 'Noticing you wandered and coming back', 'Breathing faster', 'Keeping your eyes open'], 1]],
]);

export const PURPOSE = activities('pursue_purpose', [
  [1, 'Name Your Value', 'Choose one value to guide today.', 'Pick a value — curiosity, kindness, craft, courage — and look for one moment today to act on it.\nAt the end of the day, note what you did.', [],
    ['Acting on personal values regularly is linked to…', ['Greater sense of meaning', 'Less sleep', 'More email', 'Lower pay'], 0]],
  [2, 'Learn Something New', 'Spend ten minutes learning for its own sake.', 'Read an article, watch a short lesson or ask a colleague to explain something they know well.', ['focus']],
  [3, 'Offer Help', 'Ask a colleague what you can help with.', 'Offer something concrete: a review, an idea, ten minutes of listening.\nHelping others is one of the surest routes to purpose.', ['connection'],
    ['Helping others at work tends to…', ['Drain everyone', 'Increase your own sense of purpose', 'Only help managers', 'Have no effect'], 1]],
  [4, 'Small Win Log', 'Write down one thing you moved forward today.', 'Note one piece of progress today, however small. Seeing progress is one of the strongest motivators at work.', ['focus'],
    ['The “progress principle” says what most boosts motivation at work is…', ['Big bonuses', 'Making progress in meaningful work', 'Long holidays', 'New equipment'], 1]],
  [5, 'Letter to Future You', 'Write a few lines to yourself in eight weeks.', 'What do you hope will have changed by the end of the program? What would you like to remember?', []],
  [6, 'Teach Someone', 'Share something you know with someone else.', 'Explain a skill, shortcut or idea to a colleague. Teaching deepens your own understanding too.', ['connection'],
    ['Learning by teaching others is sometimes called the…', ['Protégé effect', 'Placebo effect', 'Halo effect', 'Domino effect'], 0]],
  [7, 'Weekly Review', 'Ten minutes to look back and plan ahead.', 'Note what went well this week, what didn’t, and one priority for next week.', ['focus']],
  [8, 'Give Back', 'Do something for your community.', 'Volunteer an hour, donate to a cause you care about, or support a local business with a kind review.', ['connection'],
    ['Volunteering is associated with…', ['Lower wellbeing', 'Higher life satisfaction', 'Worse sleep', 'Nothing measurable'], 1]],
]);

export const ENERGY = activities('increase_energy', [
  [1, 'Water First', 'Drink a glass of water before your first coffee.', 'Keep a glass by your bed or kettle so it’s the first thing you reach for.', ['nourish'],
    ['Mild dehydration often feels like…', ['Tiredness and poor focus', 'Extra energy', 'Hunger for salt only', 'Nothing at all'], 0]],
  [2, 'Walk and Talk', 'Take a phone call on foot.', 'If a call doesn’t need a screen, walk while you talk. Indoors or out, every step counts.', ['movement'],
    ['Walking has been shown to boost which kind of thinking?', ['Creative thinking', 'Only math', 'None', 'Memorizing phone numbers'], 0]],
  [3, 'Morning Light', 'Get ten minutes of daylight before noon.', 'Step outside for a short walk or have your coffee by a window. Morning light helps set your body clock.', ['movement', 'rest'],
    ['Morning daylight mainly helps regulate your…', ['Body clock', 'Shoe size', 'Hearing', 'Appetite for sweets only'], 0]],
  [4, 'Take the Stairs', 'Climb a few flights instead of the elevator.', 'Start with one or two floors and build up. Short bursts of activity wake up body and mind.', ['movement'],
    ['Short “exercise snacks” like stair climbing can improve…', ['Fitness and alertness', 'Only leg length', 'Nothing', 'Hair growth'], 0]],
  [5, 'Smart Snack', 'Pair protein and fiber for your afternoon snack.', 'Try apple slices with peanut butter, hummus with carrots, or yogurt with berries.', ['nourish'],
    ['Why pair protein with fiber in a snack?', ['It releases energy more steadily', 'It tastes sweeter', 'It has no calories', 'It is always vegan'], 0]],
  [6, 'Desk Stretch', 'One minute to undo an hour of sitting.', 'Roll your shoulders, stretch your neck gently side to side, circle your wrists and twist your upper body.', ['movement']],
  [7, 'Dance Break', 'One song, full volume, move however you like.', 'Close the door if you like. Nobody needs to see — your heart rate and mood will notice.', ['movement'],
    ['How long does it take for a short burst of movement to lift mood?', ['Minutes', 'Weeks', 'Months', 'It never does'], 0]],
  [8, 'Steady Wake Time', 'Get up at the same time tomorrow — even on the weekend.', 'A consistent wake-up time anchors your body clock more than bedtime does.', ['rest'],
    ['Which anchors your body clock most?', ['A consistent wake-up time', 'Sleeping in on weekends', 'Late-night snacks', 'A louder alarm'], 0]],
]);

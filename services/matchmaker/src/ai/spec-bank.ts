import type { BankQuestion } from './conversation-engine';

/** A small client-audience bank for the conversation specs: one question per area. */
export const specBank: BankQuestion[] = [
  {
    id: 'open',
    text: 'What brings you here today, and what would you like to be different?',
    reasoning: 'An open start.',
  },
  {
    id: 'lead',
    text: 'Would you like a therapist who takes the lead with a clear plan and structure, or one who lets you set the pace and choose what to talk about?',
    reasoning: 'Who leads the sessions.',
  },
  {
    id: 'support',
    text: 'When things get hard, do you want warm, gentle support, or someone who will challenge you and be direct with you?',
    reasoning: 'Support or challenge.',
  },
  {
    id: 'depth',
    text: 'How do you feel about going deep into your feelings in sessions, compared with keeping things calm and steady?',
    reasoning: 'Emotional depth.',
  },
  {
    id: 'past',
    text: 'Would you rather explore how your past and upbringing shaped you, or focus on practical ways to cope with what is happening now?',
    reasoning: 'Focus in time.',
  },
  {
    id: 'anxiety',
    text: 'How much do stress, worry or anxiety affect your day-to-day life?',
    reasoning: 'Anxiety.',
  },
  {
    id: 'mood',
    text: 'Have you been feeling low, sad or without motivation lately?',
    reasoning: 'Mood.',
  },
  {
    id: 'relationships',
    text: 'How are your relationships with a partner, friends or family affecting how you feel?',
    reasoning: 'Relationships.',
  },
  {
    id: 'work',
    text: 'How are work, your job or your career affecting your wellbeing?',
    reasoning: 'Work.',
  },
  {
    id: 'sleep',
    text: 'How have you been sleeping at night, and do you wake up rested?',
    reasoning: 'Sleep.',
  },
];

/**
 * The client bank the demo seed gave before issue 12 (the experts' generated questions, with
 * their repeats, then the defaults): the bank the issue's voice examples were tried on.
 */
export const seededBank: BankQuestion[] = [
  {
    id: 'mm-opening',
    text: 'What brings you here today, and what would you like to be different in your life?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x0',
    text: 'If you have been through childhood trauma, how much control do you want over when and how much you talk about what happened?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x1',
    text: 'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x2',
    text: 'Do you want therapy to explore how your past shaped you, or to focus on what is happening in your life now?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x3',
    text: 'What helps you most with panic attacks: practical ways to settle yourself in the moment, or time to understand where it all comes from?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x4',
    text: 'How much do you want to bring work stress into therapy, and what would a good outcome look like there?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x5',
    text: 'Do you want therapy to explore how your past shaped you, or to focus on what is happening in your life now?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x6',
    text: 'When you think about grief, would you rather a therapist help you keep the memory close, or help you find your footing in daily life again?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x7',
    text: 'When difficult feelings come up in a session, do you want to go deep into them, or keep a calm, measured pace?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x8',
    text: 'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x9',
    text: 'What would you most like to change around many partners repeat in your life right now?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x10',
    text: 'On difficult days with depression, would you want a therapist to encourage small steps, or to give you room to talk about how heavy things feel?',
    reasoning: 'Seeded.',
  },
  {
    id: 'x11',
    text: 'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
    reasoning: 'Seeded.',
  },
];

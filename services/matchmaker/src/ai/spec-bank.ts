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

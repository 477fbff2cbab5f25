import { sameQuestion } from '@rapport/language';
import type { BankQuestion } from '../ai/conversation-engine';

/**
 * Client questions the matchmaker always has, so a session can reach the match threshold
 * before (or without) the experts contributing any: an open start, one question per
 * matching dimension (DESIGN §6) and one per common theme. The experts' questions come
 * first in the bank; these fill it up.
 */
export const openingQuestion: BankQuestion = {
  id: 'mm-opening',
  text: 'What brings you here today, and what would you like to be different in your life?',
  reasoning: 'An open start lets you name what matters most to you, in your own words.',
};

export const defaultQuestions: BankQuestion[] = [
  {
    id: 'mm-lead',
    text: 'Would you like a therapist who takes the lead with a clear plan and structure, or one who lets you set the pace and choose what to talk about?',
    reasoning: 'Who leads the sessions is one of the four preferences the match weighs.',
  },
  {
    id: 'mm-support',
    text: 'When things get hard, do you want warm, gentle support, or someone who will challenge you and be direct with you?',
    reasoning: 'Whether support or challenge helps you more shapes which therapist suits you.',
  },
  {
    id: 'mm-depth',
    text: 'How do you feel about going deep into your feelings in sessions, compared with keeping things calm and steady?',
    reasoning: 'Therapists differ in how far they go into strong feelings; this finds your pace.',
  },
  {
    id: 'mm-past',
    text: 'Would you rather explore how your past and upbringing shaped you, or focus on practical ways to cope with what is happening now?',
    reasoning: 'Some therapists work on the past, others on the here and now.',
  },
  {
    id: 'mm-anxiety',
    text: 'How much do stress, worry or anxiety affect your day-to-day life?',
    reasoning:
      'Anxiety is one of the most common reasons to seek help, and some therapists specialise in it.',
  },
  {
    id: 'mm-mood',
    text: 'Have you been feeling low, sad or without motivation lately?',
    reasoning: 'Low mood calls for a therapist experienced with depression.',
  },
  {
    id: 'mm-relationships',
    text: 'How are your relationships with a partner, friends or family affecting how you feel?',
    reasoning: 'Relationship difficulties point to therapists who work with couples and families.',
  },
  {
    id: 'mm-work',
    text: 'How are work, your job or your career affecting your wellbeing?',
    reasoning: 'Work stress and burnout are a specialty of their own.',
  },
  {
    id: 'mm-loss',
    text: 'Are you coping with a loss, grief or the death of someone close to you?',
    reasoning: 'Grief work needs a therapist who is at home with loss.',
  },
  {
    id: 'mm-self',
    text: 'How do you feel about yourself: your confidence, your self-worth, your inner critic?',
    reasoning: 'Self-esteem shapes what you need from a therapist.',
  },
  {
    id: 'mm-trauma',
    text: 'Is there anything painful from your past, such as trauma or abuse, that you would want a therapist to handle with particular care?',
    reasoning: 'Trauma needs a therapist trained to keep you safe and in control.',
  },
  {
    id: 'mm-before',
    text: 'Have you been to therapy before, and what did or did not work for you?',
    reasoning: 'What helped or did not help before is the best guide to what will help now.',
  },
];

/** The bank never holds fewer distinct questions than this, so 7 inferred answers stay reachable. */
export const MIN_BANK_SIZE = 13;

/**
 * The opening question, the experts' questions, then defaults up to the minimum size. A
 * question that asks what another already asks (`sameQuestion`, the definition the
 * questionnaire and the assessment merge by) is held once: an expert's repeat of an earlier
 * expert question, or a default asking what an expert question asks ("warm, gentle support, or
 * someone who will challenge you" and an expert's "gentle encouragement, or someone who
 * challenges you directly"). Seven distinct questions must stay answerable (one only answers
 * what it addresses), so the defaults fill the bank up to the minimum of distinct questions.
 */
export function composeBank(expertQuestions: BankQuestion[]): BankQuestion[] {
  const bank: BankQuestion[] = [openingQuestion];
  const asked = (q: BankQuestion) => bank.some((b) => sameQuestion(b.text, q.text));
  for (const q of expertQuestions) if (!asked(q)) bank.push(q);
  for (const q of defaultQuestions) {
    if (bank.length >= MIN_BANK_SIZE) break;
    if (!asked(q)) bank.push(q);
  }
  return bank;
}

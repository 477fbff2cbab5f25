import { answersFor, demoEmail } from './seed';
import { demoTherapists } from './seed-data';

const question = (id: string, text: string) => ({
  id,
  text,
  reasoning: '',
  source: { therapist: 'Maya' },
});
const [amara] = demoTherapists;

describe('demo therapists', () => {
  it('are at least 12, each with its own specialty and email', () => {
    expect(demoTherapists.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demoTherapists.map((t) => t.specialty)).size).toBe(demoTherapists.length);
    expect(new Set(demoTherapists.map(demoEmail)).size).toBe(demoTherapists.length);
    expect(demoEmail(amara!)).toBe('demo.amara.okafor@therapists.rapport.app');
  });
});

describe('answersFor', () => {
  it('answers each question with the passage its wording asks for, without repeating one early', () => {
    const answers = answersFor(amara!, [
      question('q1', 'How do you pace work with childhood trauma so that clients feel safe?'),
      question('q2', 'How do you balance warmth and validation with challenging a client?'),
      question('q3', 'How do you work with clients who bring panic attacks into the room?'),
      question('q4', 'How much structure and homework do you give?'),
    ]);
    expect(answers.map((a) => a.questionId)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(answers[0]?.answer).toBe(amara?.answers.lead);
    expect(answers[1]?.answer).toBe(amara?.answers.support);
    expect(answers[2]?.answer).toBe(amara?.answers.focus);
    // 'lead' is taken: the first topic not used yet answers instead.
    expect(answers[3]?.answer).toBe(amara?.answers.feelings);
    expect(answers[0]?.question).toBe(
      'How do you pace work with childhood trauma so that clients feel safe?',
    );
  });
});

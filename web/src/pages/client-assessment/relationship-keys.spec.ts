import { analysisResponses, relationshipKey } from './relationship-keys';

describe('relationshipKey (spec §3)', () => {
  it.each([
    [
      { id: 'q1', text: 'How do conflicts with your partner usually unfold?' },
      'partner_relationship',
    ],
    [
      { id: 'q2', text: 'What does your spouse notice first when you are stressed?' },
      'partner_relationship',
    ],
    [{ id: 'q3', text: 'How would your girlfriend describe you?' }, 'partner_relationship'],
    [{ id: 'partnerConflict', text: 'Tell us about the last argument.' }, 'partner_relationship'],
    [{ id: 'q4', text: 'What role do friends play when life gets hard?' }, 'friend_relationship'],
    [{ id: 'q_friend_2', text: 'Who do you turn to?' }, 'friend_relationship'],
    [{ id: 'q5', text: 'Describe a teacher who brought out your best.' }, 'teacher_relationship'],
    [{ id: 'mentor-memory', text: 'Who guided you?' }, 'teacher_relationship'],
    [{ id: 'q6', text: 'What brings you to therapy now?' }, null],
    [{ id: 'q7', text: 'Do you prefer a friendly, informal tone?' }, null],
    [{ id: 'q8', text: 'Which partnerships at work drain you?' }, null],
  ])('%j → %s', (question, key) => {
    expect(relationshipKey(question)).toBe(key);
  });

  it('judges by the id before the text', () => {
    expect(relationshipKey({ id: 'teacher_q', text: 'And your partner?' })).toBe(
      'teacher_relationship',
    );
  });
});

describe('analysisResponses', () => {
  const questions = [
    { id: 'q1', text: 'What brings you here?' },
    { id: 'q2', text: 'How do you and your partner handle disagreement?' },
    { id: 'q3', text: 'What do your friends value in you?' },
    { id: 'q4', text: 'Which teacher shaped you?' },
    { id: 'q5', text: 'And a friend who let you down?' },
  ];

  it('renames relationship answers and keeps the other ids', () => {
    const answers = { q1: 'Stress', q2: 'We go quiet', q3: 'Loyalty', q4: 'Ms Lee', q5: 'Sam' };
    expect(analysisResponses(questions, answers)).toEqual({
      q1: 'Stress',
      partner_relationship: 'We go quiet',
      friend_relationship: 'Loyalty',
      teacher_relationship: 'Ms Lee',
      // The second friend question keeps its id rather than overwrite the first answer.
      q5: 'Sam',
    });
  });

  it('trims answers and leaves out unanswered questions', () => {
    expect(analysisResponses(questions, { q1: '  Stress \n', q2: '   ' })).toEqual({
      q1: 'Stress',
    });
  });

  it('ignores answers to questions that are not in the assessment', () => {
    expect(analysisResponses(questions.slice(0, 1), { q1: 'a', stale: 'b' })).toEqual({ q1: 'a' });
  });
});

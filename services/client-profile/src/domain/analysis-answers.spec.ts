import type { AssessmentQuestion } from '@rapport/contracts';
import { analysisAnswers, isRelationshipKey } from './analysis-answers';

const questions: AssessmentQuestion[] = [
  { id: 'q1', text: 'What brings you here?', reasoning: '' },
  { id: 'q2', text: 'How do you and your partner handle conflict?', reasoning: '' },
];

describe('analysisAnswers', () => {
  it('reads a question id with its question text', () => {
    expect(analysisAnswers({ q1: ' Panic attacks. ' }, questions, [])).toEqual([
      {
        key: 'q1',
        questionId: 'q1',
        question: 'What brings you here?',
        answer: 'Panic attacks.',
        unsaved: true,
      },
    ]);
  });

  it('traces a renamed relationship answer back to the question it was stored under', () => {
    const stored = [{ questionId: 'q2', question: questions[1]!.text, answer: 'We go quiet.' }];
    expect(analysisAnswers({ partner_relationship: 'We go quiet.' }, questions, stored)).toEqual([
      {
        key: 'partner_relationship',
        questionId: 'q2',
        question: 'How do you and your partner handle conflict?',
        answer: 'We go quiet.',
        unsaved: false,
      },
    ]);
  });

  it.each([
    ['partner_relationship', 'Your relationship with your partner'],
    ['friend_relationship', 'Your friendships'],
    ['teacher_relationship', 'Your relationships with teachers and mentors'],
  ])('reads %s with the relationship’s name when nothing was stored', (key, question) => {
    expect(analysisAnswers({ [key]: 'Fine.' }, questions, [])).toEqual([
      { key, questionId: key, question, answer: 'Fine.', unsaved: true },
    ]);
  });

  it('keeps unknown keys without a question, and leaves empty answers out', () => {
    expect(analysisAnswers({ zz: 'Hi', q1: '  ' }, questions, [])).toEqual([
      { key: 'zz', questionId: 'zz', question: '', answer: 'Hi', unsaved: true },
    ]);
  });

  it('marks answers already stored through process-response as saved', () => {
    const stored = [{ questionId: 'q1', question: 'What brings you here?', answer: 'old' }];
    expect(analysisAnswers({ q1: 'new' }, questions, stored)[0]?.unsaved).toBe(false);
  });

  it('knows the three relationship keys and nothing else', () => {
    expect(
      ['partner_relationship', 'friend_relationship', 'teacher_relationship', 'toString', 'q1'].map(
        isRelationshipKey,
      ),
    ).toEqual([true, true, true, false, false]);
  });
});

import type { ConversationTurn } from '../ai/conversation-engine';
import {
  applyCrisisTurn,
  applyTurn,
  asked,
  closedIds,
  hasContent,
  newLiveSession,
  toVoiceSession,
} from './live-session';

const now = new Date('2026-03-01T10:00:00Z');
const question = (id: string) => ({
  questionId: id,
  question: `Question ${id}?`,
  spokenText: `Reflection. Question ${id}?`,
  reasonForQuestion: `Why ${id}.`,
});
const started = asked(
  newLiveSession({ sessionId: 'session-1', ownerId: 'u1', now }),
  question('q1'),
  now,
);

const turn = (inferred: string[], next: string | null): ConversationTurn => ({
  emotion: 'calm',
  inferred: inferred.map((id) => ({
    questionId: id,
    answer: `[Inferred] about ${id}`,
    source: 's',
    reasoning: `r ${id}`,
  })),
  next: next ? question(next) : null,
  spokenText: 'Spoken.',
  questionsForAnalysis: [],
});

describe('live session', () => {
  it('a new session seeds what the screen sends and asks nothing yet', () => {
    const s = newLiveSession({
      sessionId: 'session-2',
      previousQA: [{ questionId: 'a', question: 'A?', answer: 'yes' }],
      inferredQuestions: ['b'],
      now,
    });
    expect(s).toMatchObject({
      askedIds: ['a'],
      inferredQuestions: ['b'],
      currentQuestion: null,
      state: 'preparing',
    });
    expect(s.ownerId).toBeUndefined();
    expect(closedIds(s)).toEqual(['a', 'b']);
  });

  it('a turn records the answer, adds the inferences and makes the next question current', () => {
    const s = applyTurn(started, 'I feel anxious.', turn(['q1', 'q3'], 'q2'), now);
    expect(s.previousQA).toEqual([
      { questionId: 'q1', question: 'Question q1?', answer: 'I feel anxious.' },
    ]);
    expect(s.inferredQAs.q3).toEqual({
      answer: '[Inferred] about q3',
      fullTranscript: 'I feel anxious.',
      reasoning: 'r q3',
    });
    expect(s).toMatchObject({
      inferredQuestions: ['q1', 'q3'],
      askedIds: ['q1', 'q2'],
      state: 'ai-speaking',
      turn: 1,
    });
    expect(s.currentQuestion?.questionId).toBe('q2');
  });

  it.each([
    [6, false, 1.15, false],
    [7, true, 1, true],
  ])('with %d inferred: announced %s, opacity %d, can match %s', (n, announced, opacity, can) => {
    const ids = Array.from({ length: n }, (_, i) => `i${i}`);
    const s = applyTurn(started, 'words', turn(ids, 'q2'), now);
    expect(s.announcedReady).toBe(announced);
    expect(toVoiceSession(s)).toMatchObject({
      matchButtonOpacity: opacity,
      canTriggerMatch: can,
      previousInferredCount: n,
      currentQuestionReason: 'Why q2.',
    });
  });

  it('no next question completes the session', () => {
    expect(applyTurn(started, 'words', turn([], null), now)).toMatchObject({
      state: 'complete',
      currentQuestion: null,
    });
  });

  it('a crisis turn keeps the answer, asks nothing, and holds matching back until the next turn', () => {
    const many = applyTurn(started, 'x', turn(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'q2'), now);
    const paused = applyCrisisTurn(many, 'I want to die.', now);
    expect(paused).toMatchObject({ crisis: true, currentQuestion: null });
    expect(paused.previousQA.at(-1)).toEqual({
      questionId: 'q2',
      question: 'Question q2?',
      answer: 'I want to die.',
    });
    expect(toVoiceSession(paused).canTriggerMatch).toBe(false);
    expect(applyTurn(paused, 'I am safe now.', turn([], 'q3'), now).crisis).toBe(false);
  });

  it('only a session with answers or inferences is worth saving', () => {
    expect(hasContent(started)).toBe(false);
    expect(hasContent(applyTurn(started, 'x', turn([], 'q2'), now))).toBe(true);
  });
});

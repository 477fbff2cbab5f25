import { hasContent, loadedData, saveBody, saveKeys, type StoredSession } from './session-body';
import { initialState, type VoiceState } from './session-machine';

const qa = [{ questionId: 'q1', question: 'Why now?', answer: 'Work stress.' }];
const state: VoiceState = {
  ...initialState,
  phase: 'listening',
  data: {
    sessionId: 'abc',
    previousQA: qa,
    inferredQAs: { x: { answer: '[Inferred] calm', fullTranscript: 'calm', reasoning: 'r' } },
    inferredQuestions: ['x'],
    inferredCount: 6,
    hasAnnouncedReady: false,
    currentQuestionReason: 'Coping.',
  },
};

describe('save-session body (spec §3)', () => {
  it('carries the voice session entity with copies of the Q&A', () => {
    expect(saveBody(state)).toEqual({
      previousQA: qa,
      inferredQAs: state.data.inferredQAs,
      inferredQuestions: ['x'],
      sessionState: 'listening',
      hasAnnouncedReady: false,
      matchButtonOpacity: 1.15,
      canTriggerMatch: false,
      previousInferredCount: 6,
      currentQuestionReason: 'Coping.',
      transcript: qa,
      conversationHistory: qa,
    });
  });

  it('splits the Q&A from the rest for the timing rules', () => {
    const keys = saveKeys(saveBody(state));
    expect(keys.qa).toBe(JSON.stringify(qa));
    expect(keys.rest).not.toContain('Work stress');
    const other = saveKeys(saveBody({ ...state, phase: 'processing' }));
    expect(other.qa).toBe(keys.qa);
    expect(other.rest).not.toBe(keys.rest);
  });

  it('saves only sessions with something in them', () => {
    expect(hasContent(initialState)).toBe(false);
    expect(hasContent(state)).toBe(true);
  });
});

describe('loading a saved session', () => {
  const stored: StoredSession = {
    previousQA: qa,
    inferredQAs: {
      a: { answer: '[Inferred] a', fullTranscript: '', reasoning: '' },
      b: { answer: '[Inferred] b', fullTranscript: '', reasoning: '' },
    },
    inferredQuestions: ['a'],
    sessionState: 'listening',
    hasAnnouncedReady: true,
    matchButtonOpacity: 1,
    canTriggerMatch: true,
    previousInferredCount: 7,
    currentQuestionReason: 'Because.',
  };

  it('restores answers, inferences, readiness and the reason', () => {
    expect(loadedData(stored, 'listed-id')).toEqual({
      sessionId: 'listed-id',
      previousQA: qa,
      inferredQAs: stored.inferredQAs,
      inferredQuestions: ['a', 'b'],
      inferredCount: 7,
      hasAnnouncedReady: true,
      currentQuestionReason: 'Because.',
    });
  });

  it('reads qaHistory from older saves', () => {
    const old = { ...stored, previousQA: [], qaHistory: qa } as StoredSession;
    expect(loadedData(old, 'id').previousQA).toEqual(qa);
  });
});

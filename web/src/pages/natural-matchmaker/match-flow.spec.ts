import type { VoiceRecommendation } from '@rapport/contracts';
import { ApiError } from '../../api/client';
import { recommendationSpeech, runMatch, type MatchDeps } from './match-flow';

const rec: VoiceRecommendation = {
  id: 't1',
  name: 'Dr. Maya Chen',
  specialty: 'anxiety',
  experience: 12,
  style: 'Warm and direct',
  tags: [],
  matchScore: 91,
  reasons: [],
  matchReasoning: 'You both value calm, practical work.',
  alternatives: [],
};
const input = {
  previousQA: [{ questionId: 'q', question: 'Q?', answer: 'A.' }],
  inferredQAs: {},
  sessionId: 's1',
};

function deps(over: Partial<MatchDeps> = {}) {
  const calls: string[] = [];
  const d: MatchDeps = {
    shutdown: async () => void calls.push('shutdown'),
    ensureSignedIn: async () => void calls.push('sign-in'),
    generateSummary: async () => {
      calls.push('summary');
      return 'You want calm help with work stress.';
    },
    finalize: async (i) => {
      calls.push(`finalize ${i.sessionId}`);
      return { success: true, recommendation: rec };
    },
    speak: (t) => void calls.push(`speak ${t}`),
    onSummary: () => void calls.push('show summary'),
    log: () => void calls.push('log'),
    ...over,
  };
  return { d, calls };
}

describe('match click (spec §4)', () => {
  it('shuts down, then speaks the summary, then the recommendation', async () => {
    const { d, calls } = deps();
    await expect(runMatch(input, d)).resolves.toEqual({ kind: 'matched', recommendation: rec });
    expect(calls).toEqual([
      'shutdown',
      'sign-in',
      'summary',
      'show summary',
      'speak You want calm help with work stress.',
      'finalize s1',
      `speak ${recommendationSpeech(rec)}`,
    ]);
  });

  it('only logs a failed summary', async () => {
    const { d, calls } = deps({
      generateSummary: () => Promise.reject(new Error('boom')),
    });
    await expect(runMatch(input, d)).resolves.toMatchObject({ kind: 'matched' });
    expect(calls).toContain('log');
    expect(calls.filter((c) => c.startsWith('speak'))).toHaveLength(1);
  });

  it('reports a failed match with the server text or a default', async () => {
    const withText = deps({
      finalize: () => Promise.reject(new ApiError(503, 'Matching is unavailable', undefined, true)),
    });
    await expect(runMatch(input, withText.d)).resolves.toEqual({
      kind: 'failed',
      message: 'Matching is unavailable',
    });
    const without = deps({ finalize: () => Promise.reject(new Error('x')) });
    await expect(runMatch(input, without.d)).resolves.toEqual({
      kind: 'failed',
      message: 'Failed to find your match. Please try again.',
    });
  });

  it('passes crisis resources on and handles no therapist', async () => {
    const crisis = { flagged: true as const, message: 'Call 988', resources: [] };
    const { d } = deps({
      finalize: async () => ({ success: true, recommendation: null, crisis }),
    });
    await expect(runMatch(input, d)).resolves.toMatchObject({ kind: 'no-therapist', crisis });
  });

  it('says name, specialty, experience and reasoning', () => {
    expect(recommendationSpeech(rec)).toBe(
      'I found your match: Dr. Maya Chen, who specializes in anxiety with 12 years of experience. You both value calm, practical work.',
    );
  });
});

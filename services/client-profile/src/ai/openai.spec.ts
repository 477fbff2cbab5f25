import type { z } from 'zod';
import { clientPreferencesFromAnalysis } from '@rapport/matching';
import { AiError, type StructuredCompleter } from '@rapport/language';
import { evidenceFromOutput, openaiClientEngine } from './openai';
import type { ClientAnalysisOutput } from './schemas';

/** Answers what the test set, validated by the schema the engine asked with, and records prompts. */
function fakeCompleter(answer: unknown) {
  const calls: { task: string; user: string }[] = [];
  const ai: StructuredCompleter = {
    async complete<S extends z.ZodType>(task: string, schema: S, user: string) {
      calls.push({ task, user });
      return schema.parse(answer) as z.output<S>;
    },
  };
  return { ai, calls };
}

const analysisOut: ClientAnalysisOutput = {
  tags: ['Anxiety', ' Wants a clear plan ', 'Anxiety'],
  summary: 'You want tools for panic.',
  dimensions: {
    directiveness: 0.8,
    emotionalIntensity: 0.9,
    pastOrientation: -0.6,
    warmSupport: 0,
  },
  evidence: { directiveness: 3, emotionalIntensity: 0, pastOrientation: 2, warmSupport: 0 },
  themes: [{ theme: 'anxiety', weight: 8 }],
  crisisLanguage: false,
};
const answers = [{ question: 'What brings you here?', answer: 'Panic attacks on the train.' }];

describe('openaiClientEngine', () => {
  it('ignores a position the model gave without statements behind it', () => {
    expect(evidenceFromOutput(analysisOut).dimensions).toEqual({
      directiveness: { score: 0.8, count: 3 },
      pastOrientation: { score: -0.6, count: 2 },
    });
  });

  it('builds the preferences with the matching model’s own function', async () => {
    const { ai, calls } = fakeCompleter(analysisOut);
    const out = await openaiClientEngine(ai).analyzeClient(answers);
    expect(out.preferences).toEqual(clientPreferencesFromAnalysis(evidenceFromOutput(analysisOut)));
    expect(out.tags).toEqual(['Anxiety', 'Wants a clear plan']);
    expect(out.crisisLanguage).toBe(false);
    expect(calls[0]?.task).toBe('client_analysis');
    expect(calls[0]?.user).toContain(
      '1. Question: What brings you here?\n   Answer: Panic attacks',
    );
  });

  it('passes on its own reading of crisis language, and asks for it in the prompt', async () => {
    const { ai, calls } = fakeCompleter({ ...analysisOut, crisisLanguage: true });
    expect((await openaiClientEngine(ai).analyzeClient(answers)).crisisLanguage).toBe(true);
    expect(calls[0]?.user).toContain(
      'crisisLanguage: true when any answer speaks of wanting to die',
    );
  });

  it('takes the match score from the model’s ranking, never from the completion', async () => {
    const { ai, calls } = fakeCompleter({
      tags: ['Anxiety'],
      summary: 'You want tools.',
      paragraphs: ['You came about panic.\n\nYou want tools.', '  ', 'Dr. Kaur fits at 64%.'],
    });
    const analysis = {
      preferences: clientPreferencesFromAnalysis({ dimensions: {}, themes: [] }),
      tags: [],
      summary: 's',
    };
    const out = await openaiClientEngine(ai).generatePersonalityProfile(answers, {
      analysis,
      bestMatch: { therapistName: 'Dr. Kaur', matchScore: 64 },
    });
    expect(out.matchScore).toBe(64);
    expect(out.personalityProfile).toBe(
      'You came about panic.\n\nYou want tools.\n\nDr. Kaur fits at 64%.',
    );
    expect(calls[0]?.user).toContain('Dr. Kaur fits them best, with a match score of 64%');
  });

  it('fails as a malformed answer when the profile has no text', async () => {
    const { ai } = fakeCompleter({ tags: [], summary: '', paragraphs: [] });
    const analysis = {
      preferences: clientPreferencesFromAnalysis({ dimensions: {}, themes: [] }),
      tags: [],
      summary: 's',
    };
    await expect(
      openaiClientEngine(ai).generatePersonalityProfile(answers, { analysis, bestMatch: null }),
    ).rejects.toBeInstanceOf(AiError);
  });
});

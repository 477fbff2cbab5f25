import type { z } from 'zod';
import type { StructuredCompleter } from '@rapport/language';
import { openaiConversationEngine } from './openai';
import { loadConversationPrompts } from './prompts';
import { specBank } from './spec-bank';

/** Answers every structured completion with `answer`, recording what was asked. */
function fakeCompleter(
  answer: unknown,
): StructuredCompleter & { calls: { task: string; user: string }[] } {
  const calls: { task: string; user: string }[] = [];
  return {
    calls,
    async complete<S extends z.ZodType>(task: string, schema: S, user: string) {
      calls.push({ task, user });
      return schema.parse(answer);
    },
  };
}

const fresh = { previousQA: [], inferredQAs: {}, askedIds: ['open'], questionBank: specBank };

describe('openai conversation engine', () => {
  it('holds the model to the bank: open questions only, once each, with the prefix', async () => {
    const ai = fakeCompleter({
      emotion: 'anxious',
      inferences: [
        {
          questionId: 'work',
          answer: 'My job is crushing me.',
          source: 'My job is crushing me.',
          reasoning: 'job',
        },
        { questionId: 'work', answer: 'again', source: 'x', reasoning: 'dup' },
        { questionId: 'sleep', answer: 'asked before', source: 'x', reasoning: 'asked' },
        {
          questionId: 'open',
          answer: 'My job',
          source: 'My job is crushing me.',
          reasoning: 'direct',
        },
        { questionId: 'nope', answer: 'not in the bank', source: 'x', reasoning: 'unknown' },
      ],
      nextQuestionId: 'anxiety',
      reasonForQuestion: 'You said "crushing".',
      reflection: 'That sounds heavy.',
      crisisLanguage: false,
    });
    const turn = await openaiConversationEngine(ai).nextTurn({
      ...fresh,
      askedIds: ['open', 'sleep'],
      currentQuestionId: 'open',
      transcript: 'My job is crushing me.',
    });
    expect(turn.inferred).toEqual([
      {
        questionId: 'work',
        answer: '[Inferred] My job is crushing me.',
        source: 'My job is crushing me.',
        reasoning: 'job',
      },
      {
        questionId: 'open',
        answer: '[Inferred] My job.',
        source: 'My job is crushing me.',
        reasoning: 'direct',
      },
    ]);
    expect(turn.next).toMatchObject({
      questionId: 'anxiety',
      reasonForQuestion: 'You said "crushing".',
    });
    expect(turn.spokenText).toBe(
      `That sounds heavy. ${specBank.find((q) => q.id === 'anxiety')!.text}`,
    );
    expect(ai.calls[0]?.task).toBe('conversation_turn');
    expect(ai.calls[0]?.user).toContain('My job is crushing me.');
    expect(ai.calls[0]?.user).toContain('"id":"open"');
    expect(ai.calls[0]?.user).not.toContain('"id":"sleep"');
  });

  it('asks the most related open question itself when the model names none that is open', async () => {
    const ai = fakeCompleter({
      emotion: 'calm',
      inferences: [],
      nextQuestionId: 'work',
      reasonForQuestion: 'r',
      reflection: 'Thanks.',
      crisisLanguage: false,
    });
    const turn = await openaiConversationEngine(ai).nextTurn({
      ...fresh,
      askedIds: ['open', 'work'],
      currentQuestionId: 'work',
      transcript: 'My partner is distant.',
    });
    expect(turn.next?.questionId).toBe('relationships');
  });

  it("returns the model's own reading of crisis language, asked for in the prompt", async () => {
    const reading = (crisisLanguage: boolean) =>
      fakeCompleter({
        emotion: 'sad',
        inferences: [],
        nextQuestionId: null,
        reasonForQuestion: '',
        reflection: 'Thank you for telling me.',
        crisisLanguage,
      });
    const input = { ...fresh, transcript: "I've given the dog to my sister for when I'm gone." };
    const yes = reading(true);
    expect((await openaiConversationEngine(yes).nextTurn(input)).crisisLanguage).toBe(true);
    expect(yes.calls[0]?.user).toContain(
      'crisisLanguage: true when what they said just now speaks of wanting to die',
    );
    expect((await openaiConversationEngine(reading(false)).nextTurn(input)).crisisLanguage).toBe(
      false,
    );
  });

  it('reads evidence with scores clamped to the model range', async () => {
    const ai = fakeCompleter({
      dimensions: [
        { dimension: 'warmSupport', score: 3, count: 2 },
        { dimension: 'directiveness', score: -0.5, count: 0 },
      ],
      themes: [
        { theme: 'grief', weight: 2 },
        { theme: ' ', weight: 1 },
      ],
    });
    const evidence = await openaiConversationEngine(ai).assessConversation([
      '[Inferred] I miss my mum.',
    ]);
    expect(evidence).toEqual({
      dimensions: { warmSupport: { score: 1, count: 2 } },
      themes: [{ theme: 'grief', weight: 2 }],
    });
    expect(ai.calls[0]?.user).toContain('- I miss my mum.');
  });

  it('has a prompt file for every task, with the slots the code fills', () => {
    const prompts = loadConversationPrompts();
    expect(prompts.nextTurn).toContain('{{candidates}}');
    expect(prompts.summarize).toContain('{{previousQA}}');
    expect(prompts.assess).toContain('{{answers}}');
  });
});

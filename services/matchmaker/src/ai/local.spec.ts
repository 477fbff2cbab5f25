import { localConversationEngine, GREETING, WELCOME_BACK } from './local';
import { ASK_AGAIN_LEAD, SHORT_CLOSING_LINE } from './reflection';
import { specBank } from './spec-bank';

const engine = localConversationEngine();
const fresh = { previousQA: [], inferredQAs: {}, askedIds: [], questionBank: specBank };

describe('local conversation engine', () => {
  it('greets and opens with the first question of the bank', async () => {
    const g = await engine.greet({ ...fresh, returning: false });
    expect(g.greeting).toBe(GREETING);
    expect(g.question).toMatchObject({ questionId: 'open', spokenText: specBank[0]!.text });
  });

  it('welcomes a returning person back with an open question close to what they said', async () => {
    const g = await engine.greet({
      ...fresh,
      returning: true,
      previousQA: [{ questionId: 'open', question: 'Q', answer: 'I fight with my partner.' }],
      askedIds: ['open'],
    });
    expect(g.greeting).toBe(WELCOME_BACK);
    expect(g.question?.questionId).toBe('relationships');
  });

  it('one turn: emotion, inferred answers, then a reflection and the next open question', async () => {
    const turn = await engine.nextTurn({
      ...fresh,
      askedIds: ['open'],
      currentQuestionId: 'open',
      transcript: "I've been anxious and my boss keeps piling on deadlines.",
    });
    expect(turn.emotion).toBe('anxious');
    expect(turn.inferred.map((i) => i.questionId)).toEqual(['open', 'anxiety', 'work']);
    expect(turn.next?.questionId).not.toMatch(/^(open|work|anxiety)$/);
    expect(turn.spokenText).toMatch(/^It sounds like you've been anxious/);
    expect(turn.spokenText.endsWith(turn.next!.question)).toBe(true);
    expect(turn.questionsForAnalysis.map((q) => q.id)[0]).toBe('open');
  });

  it('counts the answer to the question just asked, but never re-infers an earlier one', async () => {
    const turn = await engine.nextTurn({
      ...fresh,
      askedIds: ['open', 'anxiety'],
      previousQA: [{ questionId: 'open', question: 'Q', answer: 'Stress.' }],
      inferredQAs: { work: { answer: '[Inferred] Job.', fullTranscript: 'Job.', reasoning: 'r' } },
      currentQuestionId: 'anxiety',
      transcript: 'What brings me here? I am anxious about my job.',
    });
    expect(turn.inferred.map((i) => i.questionId)).toEqual(['anxiety']);
    expect(turn.inferred[0]).toMatchObject({
      answer: '[Inferred] I am anxious about my job.',
      reasoning: expect.stringMatching(
        /^Your answer when this question was asked\. You spoke about anxiety/,
      ),
    });
    expect(turn.questionsForAnalysis[0]?.id).toBe('anxiety');
  });

  it('closes when the bank is used up: with 7 answers, the match is offered', async () => {
    const answered = Object.fromEntries(
      specBank
        .slice(0, 7)
        .map((q) => [q.id, { answer: '[Inferred] yes', fullTranscript: 'yes', reasoning: 'r' }]),
    );
    const turn = await engine.nextTurn({
      ...fresh,
      inferredQAs: answered,
      askedIds: specBank.map((q) => q.id),
      currentQuestionId: 'sleep',
      transcript: 'I sleep fine.',
    });
    expect(turn.next).toBeNull();
    expect(turn.spokenText).toMatch(/Find My Therapist/);
  });

  it('asks a question once more when the bank is used up under 7 answers, then closes honestly', async () => {
    // Every question asked once; the replies to four of them spoke of something else.
    const unanswered = ['lead', 'past', 'relationships', 'work'];
    const previousQA = specBank
      .filter((q) => q.id !== 'sleep')
      .map((q) => ({ questionId: q.id, question: q.text, answer: 'Something else.' }));
    const inferredQAs = Object.fromEntries(
      specBank
        .filter((q) => ![...unanswered, 'sleep'].includes(q.id))
        .map((q) => [q.id, { answer: '[Inferred] yes', fullTranscript: 'yes', reasoning: 'r' }]),
    );
    const state = { ...fresh, previousQA, inferredQAs, askedIds: specBank.map((q) => q.id) };
    const turn = await engine.nextTurn({
      ...state,
      currentQuestionId: 'sleep',
      transcript: 'My cat had kittens last week.',
    });
    expect(Object.keys(inferredQAs)).toHaveLength(5);
    expect(unanswered).toContain(turn.next?.questionId);
    expect(turn.spokenText).toContain(`${ASK_AGAIN_LEAD} ${turn.next!.question}`);

    // Asked twice and still not answered: it is not asked a third time.
    const twice = [
      ...previousQA,
      { questionId: 'sleep', question: 'Q', answer: 'My cat had kittens last week.' },
      ...[...unanswered, 'sleep'].map((id) => ({
        questionId: id,
        question: 'Q',
        answer: 'Trains.',
      })),
    ];
    const last = await engine.nextTurn({
      ...state,
      previousQA: twice,
      currentQuestionId: 'lead',
      transcript: 'The garden needs weeding.',
    });
    expect(last.next).toBeNull();
    expect(last.spokenText).toContain(SHORT_CLOSING_LINE);
    expect(last.spokenText).not.toMatch(/Find My Therapist/);
  });

  it('summarises preferences and themes, and reads them as matching evidence', async () => {
    const qa = [
      { questionId: 'a', question: 'Q', answer: 'I get panic attacks and my job wears me down.' },
      { questionId: 'b', question: 'Q', answer: '[Inferred] I want warm, gentle support.' },
    ];
    expect(await engine.summarizeConversation(qa)).toBe(
      "Here's what I heard: you'd like help with anxiety and work stress, and you'd value gentle support. Let me find the therapist who fits you best.",
    );
    const evidence = await engine.assessConversation(qa.map((q) => q.answer));
    expect(evidence.dimensions.warmSupport).toEqual({ score: 1, count: 3 });
    expect(evidence.themes.map((t) => (typeof t === 'string' ? t : t.theme))).toEqual([
      'anxiety',
      'work',
    ]);
  });
});

import { ClientProfileSystem, expertQuestions } from './support';

/** The experts' client questions reach the assessment through the contribution events. */

const sys = new ClientProfileSystem({ experts: true });

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop());

describe('assessment questions', () => {
  it('shows the client questions an expert saved, with the expert as the source', async () => {
    const contributionId = await sys.saveContribution('maya', expertQuestions);
    const questions = await sys.questionsWhen((qs) => qs.length >= 3);
    expect(questions.map((q) => q.text)).toEqual(
      expertQuestions.questions.filter((q) => q.audience === 'client').map((q) => q.question),
    );
    for (const q of questions) {
      expect(q).toMatchObject({ source: { therapist: 'Maya' } });
      expect(q.reasoning).not.toBe('');
      expect(q.originalId).toBe(q.id);
    }
    expect(new Set(questions.map((q) => q.id)).size).toBe(3);
    sys.contributionIds.push(contributionId);
  });

  it('is public: no session needed', async () => {
    const res = await sys.call('GET', '/api/get-assessment-questions');
    expect([res.status, res.body.success]).toEqual([200, true]);
  });

  it("follows the expert's edits: a removed question leaves, a new one joins", async () => {
    const [contributionId] = sys.contributionIds;
    const edited = {
      ...expertQuestions,
      questions: [
        ...expertQuestions.questions.slice(1),
        {
          question: 'What would you like to be different after therapy?',
          reasoning: 'Goals.',
          audience: 'client',
        },
      ],
    };
    // Keep the ids of the questions that stay, as the editor does.
    const before = await sys.questions();
    edited.questions = edited.questions.map((q) => {
      const same = before.find((b) => b.text === q.question);
      return same ? { ...q, _id: same.originalId } : q;
    });
    await sys.updateContribution('maya', contributionId!, edited);
    // The projection adds before it removes: wait for the edit to be applied in full.
    const after = await sys.questionsWhen(
      (qs) =>
        qs.some((q) => q.text.startsWith('What would you like to be different')) &&
        !qs.some((q) => q.text === 'What brings you to therapy right now?'),
    );
    expect(after.map((q) => q.text)).toEqual([
      'How would you like your therapist to work with you in sessions?',
      'How do you and your partner handle disagreements?',
      'What would you like to be different after therapy?',
    ]);
    // The questions that stayed kept their ids, so answers already given still belong to them.
    expect(after.slice(0, 2).map((q) => q.id)).toEqual(before.slice(1, 3).map((q) => q.id));
  });
});

import type { ClientProfile } from '@rapport/contracts';
import {
  ClientProfileSystem,
  anxiousAnswers,
  directory,
  waitUntil,
  type Analysis,
} from './support';

/** A client takes the written assessment from the first answer to the recommendation. */

const sys = new ClientProfileSystem();

beforeAll(async () => {
  await sys.start();
  await sys.prepareAssessment();
}, 60_000);
afterAll(() => sys.stop());

describe('taking the assessment', () => {
  it('stores each answer on a new profile and recommends a therapist from the directory', async () => {
    const client = await sys.register('client', 'Tom');
    expect((await sys.getProfile(client)).status).toBe(404);
    expect((await sys.getProfile(client)).body.error).toBe('Profile not found');

    const questions = await sys.questions();
    expect(questions.length).toBeGreaterThanOrEqual(3);
    const responses: Record<string, string> = {};
    for (const [i, q] of questions.entries()) {
      const answer = anxiousAnswers[i % anxiousAnswers.length]!;
      const res = await sys.processResponse(client, q.id, answer);
      expect([res.status, res.body]).toEqual([200, { success: true }]);
      responses[q.id] = answer;
    }

    // The names come from auth's user.registered event, which may land after the first answer.
    let profile = undefined as unknown as ClientProfile;
    await waitUntil(async () => {
      const stored = await sys.getProfile(client);
      profile = stored.body.profile as ClientProfile;
      return stored.status === 200 && profile.firstName === 'Tom';
    }, 5000);
    expect(profile).toMatchObject({
      userId: client.id,
      firstName: 'Tom',
      lastName: 'Client',
      email: client.email,
    });
    expect(profile.responses).toEqual(
      questions.map((q, i) => ({
        questionId: q.id,
        question: q.text,
        answer: anxiousAnswers[i % anxiousAnswers.length],
      })),
    );

    const res = await sys.analyze(client, responses);
    expect(res.status).toBe(200);
    const { recommendation, therapists, crisis } = res.body as unknown as Analysis;
    expect(crisis).toBeUndefined();
    expect(therapists.map((t) => t.id).sort()).toEqual(directory.map((t) => t.therapistId).sort());
    expect(recommendation?.therapist).toMatchObject({
      id: 'cp-test-ben-kaur',
      name: 'Dr. Ben Kaur',
      specialty: 'Anxiety & panic',
      experience: 9,
    });
    expect(recommendation!.reasons.length).toBeGreaterThan(0);
    expect(recommendation!.reasons.map((r) => r.dimension)).toContain('specialty');
    expect(recommendation!.matchReasoning).toContain('Dr. Ben Kaur is a');
    expect(recommendation!.alternatives).toHaveLength(2);
    expect(
      recommendation!.alternatives.every((a) => a.matchScore <= recommendation!.matchScore),
    ).toBe(true);
    // 'All Available Therapists' lists the recommended one first.
    expect(therapists[0]?.id).toBe(recommendation!.therapist.id);

    const after = (await sys.getProfile(client)).body.profile as ClientProfile;
    expect(after.analysisResults).toMatchObject({ matchScore: recommendation!.matchScore });
    expect(after.analysisResults!.tags).toContain('Anxiety');
    expect(after.dimensions!.directiveness).toBeGreaterThan(0);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(after.createdAt));

    await waitUntil(async () => sys.profileEvents.some((e) => e.userId === client.id), 5000);
    // The client's written summary stays in client-profile: no consumer reads it (issue 13).
    expect(sys.profileEvents.find((e) => e.userId === client.id)).toEqual({
      userId: client.id,
      tags: after.analysisResults!.tags,
      matchScore: recommendation!.matchScore,
    });
  });

  it('replaces an answer sent again instead of adding a second one', async () => {
    const client = await sys.register();
    const [q] = await sys.questions();
    await sys.processResponse(client, q!.id, 'First try.');
    await sys.processResponse(client, q!.id, 'Second, better answer.');
    const profile = (await sys.getProfile(client)).body.profile as ClientProfile;
    expect(profile.responses).toEqual([
      { questionId: q!.id, question: q!.text, answer: 'Second, better answer.' },
    ]);
  });

  it('answers the assessment’s messages for a missing answer', async () => {
    const client = await sys.register();
    const [q] = await sys.questions();
    const blank = await sys.processResponse(client, q!.id, '   ');
    expect([blank.status, blank.body.error]).toEqual([
      400,
      'Please provide an answer before continuing',
    ]);
    const none = await sys.analyze(client, { [q!.id]: ' ' });
    expect([none.status, none.body.error]).toEqual([
      400,
      'Please provide an answer before continuing',
    ]);
  });
});

describe('relationship answers', () => {
  it('accepts and uses answers keyed partner_relationship, friend_relationship and teacher_relationship', async () => {
    const client = await sys.register();
    const res = await sys.analyze(client, {
      partner_relationship:
        'My partner and I argue about everything and it always turns into the same fight. I want someone who challenges us directly and teaches us skills.',
      friend_relationship: 'My friends say I pick fights in my relationship.',
      teacher_relationship: 'My teachers were strict but fair.',
    });
    expect(res.status).toBe(200);
    const { recommendation } = res.body as unknown as Analysis;
    // The answers are read: relationship conflict and a wish for challenge lead to Dr. Rao.
    expect(recommendation?.therapist.id).toBe('cp-test-dev-rao');
    expect(recommendation?.reasons.map((r) => r.dimension)).toContain('specialty');

    // Sent only to the analysis, they are kept on the profile under their relationship.
    const profile = (await sys.getProfile(client)).body.profile as ClientProfile;
    expect(profile.responses.map((r) => [r.questionId, r.question])).toEqual([
      ['partner_relationship', 'Your relationship with your partner'],
      ['friend_relationship', 'Your friendships'],
      ['teacher_relationship', 'Your relationships with teachers and mentors'],
    ]);
  });

  it('traces a renamed answer back to the question it was sent under, without doubling it', async () => {
    const client = await sys.register();
    const partner = (await sys.questions()).find((q) => q.text.includes('partner'))!;
    const answer = 'We both go quiet and avoid the conversation for days.';
    await sys.processResponse(client, partner.id, answer);
    const res = await sys.analyze(client, { partner_relationship: answer });
    expect(res.status).toBe(200);
    const profile = (await sys.getProfile(client)).body.profile as ClientProfile;
    expect(profile.responses).toEqual([{ questionId: partner.id, question: partner.text, answer }]);
  });
});

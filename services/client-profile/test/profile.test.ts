import type { ClientProfile } from '@rapport/contracts';
import { ClientProfileSystem, anxiousAnswers, type Analysis } from './support';

/** The portal's personality profile, generated from the stored answers. */

const sys = new ClientProfileSystem();

beforeAll(async () => {
  await sys.start();
  await sys.prepareAssessment();
}, 60_000);
afterAll(() => sys.stop());

describe('personality profile', () => {
  it('asks for the assessment first when there are no answers', async () => {
    const client = await sys.register();
    const res = await sys.generate(client);
    expect([res.status, res.body.error]).toEqual([400, 'Please answer the assessment first']);
  });

  it('generates paragraphs, tags, a summary and the best match score, then keeps them', async () => {
    const client = await sys.register('client', 'Gwen');
    const questions = await sys.questions();
    const responses: Record<string, string> = {};
    for (const [i, q] of questions.entries()) {
      responses[q.id] = anxiousAnswers[i % anxiousAnswers.length]!;
      await sys.processResponse(client, q.id, responses[q.id]!);
    }
    const analysis = (await sys.analyze(client, responses)).body as unknown as Analysis;

    const res = await sys.generate(client);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const profile = (res.body as { success: true; profile: ClientProfile }).profile;
    const paragraphs = profile.personalityProfile!.split(/\n\s*\n/);
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    for (const p of paragraphs) expect(p.trim().length).toBeGreaterThan(20);
    // Grounded in what the client wrote, in the second person.
    expect(profile.personalityProfile).toContain('panic attacks');
    expect(profile.personalityProfile).toMatch(/\bYou\b/);
    expect(profile.analysisResults!.tags.length).toBeGreaterThan(0);
    expect(profile.analysisResults!.summary).toMatch(/^You/);
    // The match score is the model's score for the best therapist.
    expect(profile.analysisResults!.matchScore).toBe(analysis.recommendation!.matchScore);
    expect(profile.analysisResults!.matchScore).toBeGreaterThanOrEqual(0);
    expect(profile.analysisResults!.matchScore).toBeLessThanOrEqual(100);
    expect(profile.personalityProfile).toContain(analysis.recommendation!.therapist.name);

    const reloaded = (await sys.getProfile(client)).body.profile as ClientProfile;
    expect(reloaded).toEqual(profile);
  });
});

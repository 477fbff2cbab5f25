import type { ClientProfile } from '@rapport/contracts';
import { ClientProfileSystem, type Account } from './support';

/** A profile answers only its client, or an admin. */

const sys = new ClientProfileSystem();

beforeAll(async () => {
  await sys.start();
  await sys.prepareAssessment();
}, 60_000);
afterAll(() => sys.stop());

describe('who may see and change a profile', () => {
  let owner: Account;
  let questionId: string;

  beforeAll(async () => {
    owner = await sys.register('client', 'Olive');
    questionId = (await sys.questions())[0]!.id;
    expect((await sys.processResponse(owner, questionId, 'I feel anxious at work.')).status).toBe(
      200,
    );
  });

  const attempts = (as: Account) => ({
    'get-client-profile': () => sys.getProfile(as, owner.id),
    'generate-client-profile': () => sys.generate(as, owner.id),
    'process-response': () => sys.processResponse(as, questionId, 'Not mine.', owner.id),
    'analyze-responses': () => sys.analyze(as, { [questionId]: 'Not mine.' }, owner.id),
  });

  it("refuses another client every call on someone else's profile", async () => {
    const other = await sys.register('client', 'Mallory');
    for (const [name, attempt] of Object.entries(attempts(other))) {
      const res = await attempt();
      expect([name, res.status, res.body.error]).toEqual([
        name,
        403,
        'You can only access your own data.',
      ]);
    }
    const profile = (await sys.getProfile(owner)).body.profile as ClientProfile;
    expect(profile.responses.map((r) => r.answer)).toEqual(['I feel anxious at work.']);
  });

  it('refuses a therapist, even for their own id', async () => {
    const therapist = await sys.register('therapist', 'Theo');
    for (const res of [
      await sys.getProfile(therapist, owner.id),
      await sys.getProfile(therapist),
      await sys.processResponse(therapist, questionId, 'Hello.'),
    ]) {
      expect(res.status).toBe(403);
    }
  });

  it('asks a visitor to log in', async () => {
    const res = await sys.call('GET', `/api/client-profile/${owner.id}`);
    expect(res.status).toBe(401);
  });

  it("lets an admin read a client's profile", async () => {
    const adminAccount = await sys.loginAdmin();
    const res = await sys.getProfile(adminAccount, owner.id);
    expect(res.status).toBe(200);
    expect((res.body.profile as ClientProfile).userId).toBe(owner.id);
  });
});

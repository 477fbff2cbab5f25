import type { TherapistProfile } from '@rapport/contracts';
import { traumaAnswers, type Account, QuestionnaireSystem } from './support';

const OWN_DATA_ONLY = 'You can only access your own data.';

/** The portal's Profile tab: GET 404 → POST → GET → PUT, access rules, 'Your Therapeutic Style'. */

const sys = new QuestionnaireSystem();

beforeAll(async () => {
  await sys.start();
  await sys.contributeTraumaKnowledge();
}, 60_000);
afterAll(() => sys.stop());

describe("a therapist's profile", () => {
  let therapist: Account;
  const path = (who: Account) => `/api/therapist-profile/${who.id}`;
  const input = {
    firstName: 'Robin',
    lastName: 'Tester',
    email: 'robin@example.com',
    experience: 7,
    phone: '555-0100',
    specialty: 'Life transitions',
    bio: 'I help adults through grief and big life changes, with warmth and patience.',
  };

  beforeAll(async () => {
    therapist = await sys.register('therapist');
  });

  it('is not found before it exists, for reading, editing and describing', async () => {
    for (const res of [
      await sys.call('GET', path(therapist), { token: therapist.token }),
      await sys.call('PUT', path(therapist), { token: therapist.token, body: input }),
      await sys.call('GET', `/api/generate-therapist-description/${therapist.id}`, {
        token: therapist.token,
      }),
    ]) {
      expect([res.status, res.body.error]).toEqual([404, 'Profile not found']);
    }
  });

  it('is created by POST and read back by GET', async () => {
    const created = await sys.call('POST', path(therapist), {
      token: therapist.token,
      body: input,
    });
    expect(created.status).toBe(200);
    const expected: TherapistProfile = {
      userId: therapist.id,
      ...input,
      insightsApplied: [],
      review: { status: 'pending' },
    };
    expect(created.body.profile).toEqual(expected);
    const read = await sys.call('GET', path(therapist), { token: therapist.token });
    expect([read.status, read.body.profile]).toEqual([200, expected]);
  });

  it('stays out of the directory until the questionnaire places it', async () => {
    await new Promise((r) => setTimeout(r, 300));
    expect(sys.profileEvents.some((e) => e.therapistId === therapist.id)).toBe(false);
  });

  it('is edited by PUT: sent fields change, an emptied one is cleared', async () => {
    const res = await sys.call('PUT', path(therapist), {
      token: therapist.token,
      body: { ...input, experience: 8, phone: '', address: '1 Harbour Street' },
    });
    expect(res.status).toBe(200);
    const profile = res.body.profile as TherapistProfile;
    expect(profile).toMatchObject({
      experience: 8,
      address: '1 Harbour Street',
      specialty: 'Life transitions',
    });
    expect(profile).not.toHaveProperty('phone');
  });

  it.each<[Record<string, unknown>, string]>([
    [{ firstName: ' ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ experience: 71 }, 'Experience must be between 0 and 70 years'],
  ])('refuses an edit with %j', async (change, message) => {
    const res = await sys.call('PUT', path(therapist), {
      token: therapist.token,
      body: { ...input, ...change },
    });
    expect([res.status, res.body.error]).toEqual([400, message]);
  });

  it('describes the therapeutic style from the profile and saves it', async () => {
    const res = await sys.call('GET', `/api/generate-therapist-description/${therapist.id}`, {
      token: therapist.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const description = String(res.body.description);
    expect(description).toContain('8 years of practice');
    expect(description).toContain(input.bio);
    expect(description.split('\n\n').length).toBeGreaterThanOrEqual(2);
    const read = await sys.call('GET', path(therapist), { token: therapist.token });
    expect(read.body.profile).toMatchObject({
      userFriendlyDescription: description,
      descriptionGenerated: true,
    });
  });

  it('publishes every change once the questionnaire placed it', async () => {
    let after = sys.profileEvents.length;
    expect((await sys.submit(therapist, traumaAnswers)).status).toBe(200);
    const placed = await sys.profileEvent(therapist.id, after);

    after = sys.profileEvents.length;
    const edit = await sys.call('PUT', path(therapist), {
      token: therapist.token,
      body: { ...input, firstName: 'Robyn', experience: 12, specialty: 'Grief & loss' },
    });
    expect(edit.status).toBe(200);
    expect(await sys.profileEvent(therapist.id, after)).toEqual({
      ...placed,
      name: 'Robyn Tester',
      experience: 12,
      specialty: 'Grief & loss',
    });

    // Clearing the specialty falls back to what the questionnaire read.
    after = sys.profileEvents.length;
    await sys.call('PUT', path(therapist), {
      token: therapist.token,
      body: { ...input, specialty: '' },
    });
    expect((await sys.profileEvent(therapist.id, after)).specialty).toBe(placed.specialty);

    after = sys.profileEvents.length;
    const described = await sys.call('GET', `/api/generate-therapist-description/${therapist.id}`, {
      token: therapist.token,
    });
    expect((await sys.profileEvent(therapist.id, after)).description).toBe(
      described.body.description,
    );
    expect(String(described.body.description)).toContain('Dr. Maya observes');
  });

  it('keeps the questionnaire result when POST arrives for an existing profile', async () => {
    const res = await sys.call('POST', path(therapist), { token: therapist.token, body: input });
    expect(res.status).toBe(200);
    const profile = res.body.profile as TherapistProfile;
    expect(profile).toMatchObject({ firstName: 'Robin', experience: 7 });
    expect(profile.insightsApplied.length).toBeGreaterThan(0);
    expect(profile.dimensions).toBeDefined();
  });

  it("is another therapist's to read only if they are an admin", async () => {
    const other = await sys.register('therapist');
    for (const [method, url] of [
      ['GET', path(therapist)],
      ['PUT', path(therapist)],
      ['POST', path(therapist)],
      ['GET', `/api/generate-therapist-description/${therapist.id}`],
    ] as const) {
      const res = await sys.call(method, url, {
        token: other.token,
        body: method === 'GET' ? undefined : input,
      });
      expect([method, res.status, res.body.error]).toEqual([method, 403, OWN_DATA_ONLY]);
    }
    const admin = await sys.admin();
    const asAdmin = await sys.call('GET', path(therapist), { token: admin.token });
    expect([asAdmin.status, (asAdmin.body.profile as TherapistProfile).userId]).toEqual([
      200,
      therapist.id,
    ]);
  });

  it('is closed to clients and to anonymous callers', async () => {
    const client = await sys.register('client');
    const asClient = await sys.call('GET', `/api/therapist-profile/${client.id}`, {
      token: client.token,
    });
    expect([asClient.status, asClient.body.error]).toEqual([403, 'This page is for therapists.']);
    const anonymous = await sys.call('GET', path(therapist));
    expect(anonymous.status).toBe(401);
  });
});

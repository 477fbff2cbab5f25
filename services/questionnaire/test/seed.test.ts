import type { TherapistProfile } from '@rapport/contracts';
import type { SeedContext } from '@rapport/infra/system/seed';
import { seed as seedContributions } from '@rapport/knowledge-capture/src/seed';
import { demoEmail, seed as seedTherapists } from '../src/seed';
import { demoTherapists } from '../src/seed-data';
import { ADMIN, QuestionnaireSystem } from './support';

/** `make seed` against the running gateway: the experts' contributions, then the directory. */

const sys = new QuestionnaireSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop());

describe('the demo seed', () => {
  const logs: string[] = [];
  const context = (onlyIfEmpty: boolean): SeedContext => ({
    baseUrl: sys.gateway.url,
    // The admin the seed approves the demo therapists as (`make dev` takes it from .env.example).
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    onlyIfEmpty,
    log: (message) => void logs.push(message),
  });

  it('creates at least 12 varied demo therapists through the API', async () => {
    const eventsBefore = sys.profileEvents.length;
    await seedContributions(context(false));
    expect(logs.join('\n')).toMatch(
      /saved 4 contributions for Maya and Daniel \(\d+ therapist and \d+ client questions\)/,
    );
    await seedTherapists(context(false));
    expect(logs.at(-2)).toMatch(/^12 demo therapists answered \d+ questions/);
    expect(logs.at(-1)).toBe(`approved 12 demo therapists as ${ADMIN.email}`);

    const profiles: TherapistProfile[] = [];
    for (const t of demoTherapists) {
      const login = await sys.call('POST', '/api/auth/login', {
        body: { email: demoEmail(t), password: 'demo-therapist-2026' },
      });
      expect(login.status).toBe(200);
      const user = login.body.user as { id: string; role: string };
      expect(user.role).toBe('therapist');
      const res = await sys.call('GET', `/api/therapist-profile/${user.id}`, {
        token: String(login.body.token),
      });
      expect(res.status).toBe(200);
      const profile = res.body.profile as TherapistProfile;
      expect(profile).toMatchObject({
        firstName: t.firstName,
        lastName: t.lastName,
        experience: t.experience,
        specialty: t.specialty,
        bio: t.bio,
        descriptionGenerated: true,
        review: { status: 'approved' },
      });
      const responses = await sys.call('GET', `/api/therapist-responses/${user.id}`, {
        token: String(login.body.token),
      });
      expect((responses.body.responses as unknown[]).length).toBe((await sys.questions()).length);
      profiles.push(profile);
    }

    // The directory the matchmaker receives: every demo therapist, marked as demo data, varied.
    const ids = new Set(profiles.map((p) => p.userId));
    const latest = new Map(
      sys.profileEvents
        .slice(eventsBefore)
        .filter((e) => ids.has(e.therapistId))
        .map((e) => [e.therapistId, e]),
    );
    expect(latest.size).toBe(demoTherapists.length);
    for (const e of latest.values()) expect(e.seed).toBe(true);
    const entries = [...latest.values()];
    expect(new Set(entries.map((e) => e.style)).size).toBeGreaterThanOrEqual(6);
    const positions = new Set(entries.map((e) => JSON.stringify(e.dimensions)));
    expect(positions.size).toBeGreaterThanOrEqual(10);
    const byName = new Map(entries.map((e) => [e.name, e]));
    expect(byName.get('Ben Hartley')?.dimensions.directiveness).toBeGreaterThan(0.3);
    expect(byName.get('Eleanor Whitfield')?.dimensions.directiveness).toBeLessThan(-0.3);
    expect(byName.get('Henrik Larsen')?.dimensions.pastOrientation).toBeGreaterThan(0.3);
    expect(byName.get('Claire Dubois')?.dimensions.pastOrientation).toBeLessThan(-0.3);
  }, 180_000);

  it('skips what exists already when asked to seed only an empty system', async () => {
    logs.length = 0;
    await seedContributions(context(true));
    await seedTherapists(context(true));
    expect(logs).toEqual([
      'experts already have contributions; skipped',
      'demo therapists already have profiles',
      'demo therapists already approved',
    ]);
  });

  it('approves demo therapists a database seeded before reviews existed still has pending', async () => {
    const [first] = demoTherapists;
    await sys
      .db()
      .collection('therapist_profiles')
      .updateOne({ email: demoEmail(first!) }, { $unset: { reviewStatus: '', reviewedAt: '' } });
    logs.length = 0;
    await seedTherapists(context(true));
    expect(logs).toEqual([
      'demo therapists already have profiles',
      `approved 1 demo therapist as ${ADMIN.email}`,
    ]);
  });

  it('leaves the demo therapists pending, and says so, when no admin is configured', async () => {
    logs.length = 0;
    await seedTherapists({ ...context(true), env: {} });
    expect(logs.at(-1)).toBe(
      'ADMIN_EMAIL/ADMIN_PASSWORD not set: demo therapists stay pending (not recommended)',
    );
  });
});

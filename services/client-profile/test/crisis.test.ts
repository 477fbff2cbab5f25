import { ClientProfileSystem, type Analysis } from './support';

const crisisText = 'Nothing helps anymore and I want to end my life.';

function expectResources(crisis: unknown): void {
  expect(crisis).toMatchObject({ flagged: true });
  const notice = crisis as Analysis['crisis'];
  expect(notice!.message).toContain('Rapport is not an emergency service');
  expect(notice!.resources).toContainEqual(
    expect.objectContaining({ name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988' }),
  );
}

/** Crisis language answers crisis resources at once, and never silently (DESIGN §6). */

const sys = new ClientProfileSystem();

beforeAll(async () => {
  await sys.start();
  await sys.prepareAssessment();
}, 60_000);
afterAll(() => sys.stop());

describe('crisis language', () => {
  it('flags an answer with crisis resources, and still stores it', async () => {
    const client = await sys.register();
    const [q] = await sys.questions();
    const res = await sys.processResponse(client, q!.id, crisisText);
    expect([res.status, res.body.success]).toEqual([200, true]);
    expectResources(res.body.crisis);
    expect((await sys.getProfile(client)).status).toBe(200);
  });

  it('flags the analysis at the top and in the recommendation, and still recommends', async () => {
    const client = await sys.register();
    const [q1, q2] = await sys.questions();
    const res = await sys.analyze(client, {
      [q1!.id]: crisisText,
      [q2!.id]: 'I would like someone warm and gentle.',
    });
    expect(res.status).toBe(200);
    const body = res.body as unknown as Analysis;
    expectResources(body.crisis);
    expect(body.recommendation).not.toBeNull();
    expectResources(body.recommendation!.crisis);
  });

  it('does not flag an answer that denies it', async () => {
    const client = await sys.register();
    const [q] = await sys.questions();
    const res = await sys.processResponse(client, q!.id, "I'm not suicidal, just very stressed.");
    expect(res.body).toEqual({ success: true });
  });
});

import {
  questionnaireResultTherapist,
  type QuestionnaireResultTherapist,
} from '@rapport/contracts';
import { traumaAnswers, type Account, QuestionnaireSystem } from './support';

/** 'Submit Profile': validation, the generated therapist, the stored profile and the event. */

const sys = new QuestionnaireSystem();

beforeAll(async () => {
  await sys.start();
  await sys.contributeTraumaKnowledge();
}, 60_000);
afterAll(() => sys.stop());

describe('submitting the questionnaire', () => {
  let therapist: Account;
  let generated: QuestionnaireResultTherapist;
  const response = { questionId: 'q1', question: 'How do you work?', answer: 'Gently.' };
  const valid = { therapistName: 'Robin Tester', experience: 11, responses: [response] };

  beforeAll(async () => {
    therapist = await sys.register('therapist');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an age under 18', { ...valid, age: 17 }, 'Age must be between 18 and 100'],
    ['an age over 100', { ...valid, age: 101 }, 'Age must be between 18 and 100'],
    [
      'experience over 70',
      { ...valid, experience: 71 },
      'Experience must be between 0 and 70 years',
    ],
    [
      'negative experience',
      { ...valid, experience: -1 },
      'Experience must be between 0 and 70 years',
    ],
    ['no experience', { therapistName: 'Robin', responses: [response] }, 'Experience is required'],
    ['no name', { ...valid, therapistName: '  ' }, 'Please enter your name'],
    [
      'an empty answer',
      { ...valid, responses: [response, { ...response, questionId: 'q2', answer: '  ' }] },
      'Please provide an answer before continuing',
    ],
    [
      'no answers at all',
      { ...valid, responses: [] },
      'Please provide an answer before continuing',
    ],
  ])('refuses %s with the form text', async (_case, body, message) => {
    const res = await sys.call('POST', '/api/submit-therapist-responses', {
      token: therapist.token,
      body,
    });
    expect([res.status, res.body.error]).toEqual([400, message]);
  });

  it('is for signed-in therapists only', async () => {
    const client = await sys.register('client');
    const asClient = await sys.call('POST', '/api/submit-therapist-responses', {
      token: client.token,
      body: valid,
    });
    expect([asClient.status, asClient.body.error]).toEqual([403, 'This page is for therapists.']);
    const anonymous = await sys.call('POST', '/api/submit-therapist-responses', { body: valid });
    expect(anonymous.status).toBe(401);
  });

  it("answers the therapist built from the answers and the experts' insights", async () => {
    const eventsBefore = sys.profileEvents.length;
    const res = await sys.submit(therapist, traumaAnswers, { age: 45 });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const result = questionnaireResultTherapist.parse(res.body.therapist);
    expect(result).toMatchObject({
      name: 'Robin Tester',
      experience: 11,
      specialty: 'Trauma & PTSD',
    });
    expect(result.style).toMatch(/^Warm\b/);
    expect(result.tags).toEqual(expect.arrayContaining(['trauma']));
    expect(result.dimensions.warmSupport).toBeGreaterThan(0.3);
    expect(result.dimensions.pastOrientation).toBeGreaterThan(0.3);
    // Maya's trauma contribution (contributed in beforeAll) carries the insights that apply here.
    expect(result.insightsApplied.length).toBeGreaterThan(0);
    expect(result.insightsApplied.every((i) => i.source === 'Maya')).toBe(true);
    expect(result.insightsApplied[0]?.relevance).toContain('trauma');
    const paragraphs = result.description.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(result.description).toMatch(/^You /);

    const event = await sys.profileEvent(therapist.id, eventsBefore);
    expect(event).toEqual({
      therapistId: therapist.id,
      name: 'Robin Tester',
      specialty: result.specialty,
      experience: 11,
      style: result.style,
      tags: result.tags,
      dimensions: result.dimensions,
      description: result.description,
    });
    generated = result;
  });

  it('stores the result on the therapist profile', async () => {
    const res = await sys.call('GET', `/api/therapist-profile/${therapist.id}`, {
      token: therapist.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      userId: therapist.id,
      firstName: 'Robin',
      lastName: 'Tester',
      email: therapist.email,
      experience: 11,
      specialty: generated.specialty,
      insightsApplied: generated.insightsApplied,
      analysisDetails: expect.stringContaining('Matching position: Who leads the sessions'),
      userFriendlyDescription: generated.description,
      descriptionGenerated: true,
      dimensions: generated.dimensions,
      // A new profile waits for an admin's review before clients are shown it.
      review: { status: 'pending' },
    });
  });

  it('reads different answers differently', async () => {
    const other = await sys.register('therapist');
    const res = await sys.submit(other, [
      'I use CBT with a clear structure, an agenda and homework for panic attacks.',
      'We focus on what is happening now, this week, and on practical tools to cope.',
      'I am direct and challenge avoidance when worry keeps someone stuck.',
    ]);
    expect(res.status).toBe(200);
    const result = res.body.therapist as QuestionnaireResultTherapist;
    expect(result.specialty).toBe('Anxiety & stress');
    expect(result.style).not.toBe(generated.style);
    expect(result.dimensions.directiveness).toBeGreaterThan(0.5);
    expect(result.dimensions.pastOrientation).toBeLessThan(-0.5);
  });
});

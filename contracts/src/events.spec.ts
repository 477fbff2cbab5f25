import { eventNames, events, type EventPayload } from './events';

describe('domain events', () => {
  it('names every subject event.<name>', () => {
    for (const name of eventNames) expect(name).toMatch(/^event\.[a-z-]+\.[a-z-]+$/);
    expect(eventNames).toHaveLength(11);
  });

  it('carries the questions of a saved contribution with their audiences', () => {
    const payload: EventPayload<'event.contribution.saved'> = {
      contributionId: 'c1',
      therapistName: 'Ann',
      timestamp: '2025-01-31 09:15:00',
      questions: [{ _id: 'q1', question: 'How do you rest?', reasoning: 'r', audience: 'client' }],
      analysis: [{ _id: 'i1', insight: 'i', application: 'a' }],
      deletedQuestionIds: [],
    };
    expect(events['event.contribution.saved'].parse(payload)).toEqual(payload);
    const other = { ...payload, questions: [{ ...payload.questions[0], audience: 'parents' }] };
    expect(events['event.contribution.updated'].safeParse(other).success).toBe(false);
    expect(
      events['event.contribution.saved'].safeParse({ ...payload, timestamp: '2025-01-31' }).success,
    ).toBe(false);
  });

  it('places a therapist on all four matching dimensions within [-1, 1]', () => {
    const therapist = {
      therapistId: 't1',
      name: 'Dr. Lee',
      specialty: 'Anxiety',
      experience: 8,
      style: 'Warm',
      tags: ['calm'],
      dimensions: {
        directiveness: 0.2,
        emotionalIntensity: -0.5,
        pastOrientation: 0,
        warmSupport: 1,
      },
    };
    const schema = events['event.therapist.profile-updated'];
    expect(schema.safeParse(therapist).success).toBe(true);
    expect(
      schema.safeParse({ ...therapist, dimensions: { ...therapist.dimensions, warmSupport: 1.2 } })
        .success,
    ).toBe(false);
    const { warmSupport: _, ...three } = therapist.dimensions;
    expect(schema.safeParse({ ...therapist, dimensions: three }).success).toBe(false);
  });

  it('bounds a client match score to 0-100', () => {
    const schema = events['event.client.profile-updated'];
    expect(schema.safeParse({ userId: 'u', tags: [], matchScore: 101 }).success).toBe(false);
    expect(schema.safeParse({ userId: 'u', tags: [], matchScore: 100 }).success).toBe(true);
  });

  // Issue 13: 111k contact messages with names, emails and text sat in the stream unread.
  it('keeps personal text no service reads out of the events', () => {
    const contact = events['event.contact.received'].parse({
      id: 'm1',
      receivedAt: '2026-01-01T00:00:00.000Z',
      name: 'Grace',
      email: 'grace@example.org',
      message: 'Hello',
    });
    expect(Object.keys(contact).sort()).toEqual(['id', 'receivedAt']);
    const profile = events['event.client.profile-updated'].parse({
      userId: 'u',
      tags: ['calm'],
      matchScore: 80,
      summary: 'What the client wrote about themselves',
    });
    expect(profile).not.toHaveProperty('summary');
  });
});

import { gatherCounts } from './stats';

const ok = (data: unknown) => ({ ok: true as const, data });
const fail = (status: number, message: string) => ({
  ok: false as const,
  error: { status, code: 'x', message },
});

describe('gatherCounts', () => {
  it('answers every count when every service answered', () => {
    const result = gatherCounts({
      therapists: { service: 'questionnaire', envelope: ok({ pending: 1 }) },
      voice: { service: 'matchmaker', envelope: ok({ saved: 2 }) },
    });
    expect(result).toEqual({
      ok: true,
      counts: { therapists: { pending: 1 }, voice: { saved: 2 } },
    });
  });

  it('names the service that did not answer, and fails the whole', () => {
    const result = gatherCounts({
      therapists: { service: 'questionnaire', envelope: ok({ pending: 1 }) },
      voice: {
        service: 'matchmaker',
        envelope: fail(503, 'The matchmaker service is not available right now.'),
      },
    });
    expect(result).toEqual({
      ok: false,
      status: 503,
      message:
        'The counts could not be gathered because not every service answered ' +
        '(matchmaker: The matchmaker service is not available right now.)',
    });
  });

  it.each([
    [[504, 504], 504],
    [[504, 503], 503],
    [[403, 503], 403],
  ])('answers %j as %s', (statuses, expected) => {
    const replies = Object.fromEntries(
      statuses.map((s, i) => [`part${i}`, { service: `s${i}`, envelope: fail(s, 'no') }]),
    );
    const result = gatherCounts(replies);
    expect(result.ok ? 0 : result.status).toBe(expected);
  });
});

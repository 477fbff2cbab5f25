import { filterSubjectFor, subjectMatches } from './event-filter';

describe('subjectMatches', () => {
  it.each([
    ['event.contribution.*', 'event.contribution.saved', true],
    ['event.contribution.*', 'event.contribution.saved.extra', false],
    ['event.contribution.*', 'event.user.registered', false],
    ['event.*.profile-updated', 'event.client.profile-updated', true],
    ['event.user.registered', 'event.user.registered', true],
  ])('%s delivers %s: %s', (filter, subject, expected) => {
    expect(subjectMatches(filter, subject)).toBe(expected);
  });
});

describe('filterSubjectFor', () => {
  it('keeps a single event as its own subject', () => {
    expect(filterSubjectFor(['event.contribution.saved'])).toBe('event.contribution.saved');
  });

  it('covers saved and updated with one wildcard, in any order and with repeats', () => {
    expect(filterSubjectFor(['event.contribution.saved', 'event.contribution.updated'])).toBe(
      'event.contribution.*',
    );
    expect(
      filterSubjectFor([
        'event.contribution.updated',
        'event.contribution.saved',
        'event.contribution.updated',
      ]),
    ).toBe('event.contribution.*');
  });

  it('puts the wildcard wherever the names differ', () => {
    expect(
      filterSubjectFor(['event.client.profile-updated', 'event.therapist.profile-updated']),
    ).toBe('event.*.profile-updated');
  });

  it('refuses a wildcard that would also deliver another event of the contract', () => {
    const known = ['event.a.saved', 'event.a.updated', 'event.a.deleted'];
    expect(() => filterSubjectFor(['event.a.saved', 'event.a.updated'] as never, known)).toThrow(
      'would also deliver event.a.deleted',
    );
  });

  it('refuses names no single-token wildcard covers', () => {
    expect(() => filterSubjectFor(['event.user.registered', 'event.contribution.saved'])).toThrow(
      'would also deliver',
    );
    expect(() =>
      filterSubjectFor(['event.a.b', 'event.a.b.c'] as never, ['event.a.b', 'event.a.b.c']),
    ).toThrow('no single-token wildcard');
  });

  it('refuses nothing to follow and names outside the contract', () => {
    expect(() => filterSubjectFor([])).toThrow('at least one event');
    expect(() => filterSubjectFor(['event.nope'] as never)).toThrow('not events of the contract');
  });
});

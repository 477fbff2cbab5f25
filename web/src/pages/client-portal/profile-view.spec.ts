import type { ClientProfile } from '@rapport/contracts';
import { ApiError } from '../../api/http';
import {
  formatProfileDate,
  notFoundAsNull,
  personalityState,
  sessionCountLabel,
  splitParagraphs,
} from './profile-view';

const profile: ClientProfile = {
  userId: 'u1',
  firstName: 'Guest',
  lastName: 'User',
  email: 'guest@example.com',
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  responses: [],
};

describe('notFoundAsNull', () => {
  it('turns 404 into "no profile yet"', () => {
    expect(notFoundAsNull(new ApiError(404, 'Not Found'))).toBeNull();
  });

  it.each([
    ['a server error', new ApiError(500, 'Server returned 500')],
    ['a refusal', new ApiError(403, 'Forbidden')],
    ['a network failure', new ApiError(0, 'Unable to reach the server.')],
    ['anything else', new Error('boom')],
  ])('rethrows %s', (_name, err) => {
    expect(() => notFoundAsNull(err)).toThrow(err);
  });
});

describe('splitParagraphs (spec §3)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['One paragraph\nwith a line break.', ['One paragraph\nwith a line break.']],
    ['First.\n\nSecond.', ['First.', 'Second.']],
    ['First.\r\n\r\nSecond.', ['First.', 'Second.']],
    ['  First.  \n \t \nSecond.\n\n\n\nThird.\n\n', ['First.', 'Second.', 'Third.']],
  ])('%j → %j', (text, paragraphs) => {
    expect(splitParagraphs(text)).toEqual(paragraphs);
  });
});

describe('formatProfileDate', () => {
  it('reads as a date in words', () => {
    expect(formatProfileDate('2026-03-04T10:00:00.000Z', 'UTC')).toBe('March 4, 2026');
  });

  it('uses the given time zone', () => {
    expect(formatProfileDate('2026-03-04T23:30:00.000Z', 'Asia/Tokyo')).toBe('March 5, 2026');
  });

  it.each([undefined, '', 'not a date'])('shows a dash for %j', (iso) => {
    expect(formatProfileDate(iso, 'UTC')).toBe('—');
  });
});

describe('sessionCountLabel', () => {
  it.each([
    [0, '0 sessions'],
    [1, '1 session'],
    [4, '4 sessions'],
  ])('%i → %s', (n, label) => {
    expect(sessionCountLabel(n)).toBe(label);
  });
});

describe('personalityState (spec §4 "Personality profile")', () => {
  const answered = { ...profile, responses: [{ question: 'Q?', answer: 'A.' }] };
  it.each([
    ['no profile', null, 'no-profile'],
    ['a profile without answers', profile, 'no-responses'],
    ['answers without generated text', answered, 'missing'],
    ['blank generated text', { ...answered, personalityProfile: '  ' }, 'missing'],
    ['generated text', { ...answered, personalityProfile: 'You are...' }, 'present'],
  ])('%s → %s', (_name, p, state) => {
    expect(personalityState(p)).toBe(state);
  });
});

import type { StoredResponse, TherapistProfile } from '@rapport/contracts';
import {
  formToInput,
  formatDate,
  fullName,
  insightsPlatformPath,
  profileToForm,
  searchResponses,
  validateProfile,
  type ProfileForm,
} from './portal';

describe("'Insights Platform' link (spec §6)", () => {
  const experts = ['Maya', 'Daniel'];

  it('links an expert to /{firstname} in lower case', () => {
    expect(insightsPlatformPath('Maya', experts)).toBe('/maya');
    expect(insightsPlatformPath(' DANIEL ', experts)).toBe('/daniel');
  });

  it('shows nothing for other therapists or without the expert list', () => {
    expect(insightsPlatformPath('Robin', experts)).toBeNull();
    expect(insightsPlatformPath('', experts)).toBeNull();
    expect(insightsPlatformPath('Maya', undefined)).toBeNull();
    expect(insightsPlatformPath('Mayan', experts)).toBeNull();
  });
});

describe('names', () => {
  it('joins first and last name', () => {
    expect(fullName({ firstName: 'Robin', lastName: 'Reed' })).toBe('Robin Reed');
    expect(fullName({ firstName: 'Robin', lastName: '' })).toBe('Robin');
    expect(fullName(null)).toBe('');
  });
});

const valid: ProfileForm = {
  firstName: ' Robin ',
  lastName: 'Reed',
  email: 'robin@example.com',
  phone: '',
  experience: '12',
  specialty: ' Anxiety ',
  address: '',
  bio: 'Hello',
};

describe('profile edit (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateProfile(valid)).toEqual({});
    expect(validateProfile({ ...valid, experience: '0' })).toEqual({});
    expect(validateProfile({ ...valid, experience: '70' })).toEqual({});
  });

  it('requires first name, last name, email and experience', () => {
    expect(
      validateProfile({ ...valid, firstName: ' ', lastName: '', email: '', experience: '' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      experience: 'Experience is required',
    });
  });

  it('refuses names without letters', () => {
    expect(validateProfile({ ...valid, firstName: '7', lastName: '-' })).toEqual({
      firstName: 'Please enter a name that contains letters',
      lastName: 'Please enter a name that contains letters',
    });
  });

  it('checks the email and the 0-70 range', () => {
    expect(validateProfile({ ...valid, email: 'nope', experience: '71' })).toEqual({
      email: 'Please enter a valid email address',
      experience: 'Experience must be between 0 and 70 years',
    });
    expect(validateProfile({ ...valid, experience: '-1' }).experience).toBeDefined();
  });

  it('sends trimmed fields and a number of years', () => {
    expect(formToInput(valid)).toEqual({
      firstName: 'Robin',
      lastName: 'Reed',
      email: 'robin@example.com',
      experience: 12,
      phone: '',
      specialty: 'Anxiety',
      address: '',
      bio: 'Hello',
    });
  });

  it('fills the form from the profile, or a new one from the account', () => {
    const profile: TherapistProfile = {
      userId: 'u1',
      firstName: 'Rob',
      lastName: 'Reed',
      email: 'rob@example.com',
      experience: 3,
      specialty: 'Grief',
      insightsApplied: [],
    };
    const account = { firstName: 'Robin', lastName: 'Reed', email: 'robin@example.com' };
    expect(profileToForm(profile, account)).toEqual({
      firstName: 'Rob',
      lastName: 'Reed',
      email: 'rob@example.com',
      phone: '',
      experience: '3',
      specialty: 'Grief',
      address: '',
      bio: '',
    });
    expect(profileToForm(null, account)).toMatchObject({
      firstName: 'Robin',
      email: 'robin@example.com',
      experience: '',
    });
  });
});

describe('Questions tab search', () => {
  const r = (id: string, question: string, answer: string, tags: string[]): StoredResponse => ({
    id,
    questionId: `q${id}`,
    question,
    answer,
    tags,
    timestamp: '2026-03-04T10:00:00.000Z',
  });
  const list = [
    r('1', 'How do you handle silence?', 'I let it breathe.', ['presence']),
    r('2', 'What is your approach to anxiety?', 'CBT and exposure work.', ['cbt', 'anxiety']),
    r('3', 'How do you end sessions?', 'With a short summary.', ['structure']),
  ];
  const ids = (q: string) => searchResponses(list, q).map((x) => x.id);

  it('lists everything for an empty query, in order', () => {
    expect(ids('')).toEqual(['1', '2', '3']);
    expect(ids('   ')).toEqual(['1', '2', '3']);
  });

  it('matches question, answer and tag text, case-insensitively', () => {
    expect(ids('SILENCE')).toEqual(['1']);
    expect(ids('summary')).toEqual(['3']);
    expect(ids('structure')).toEqual(['3']);
    expect(ids('how do you')).toEqual(['1', '3']);
    expect(ids('cbt anxiety')).toEqual(['2']);
    expect(ids('nothing-like-this')).toEqual([]);
  });

  it('formats dates and tolerates bad ones', () => {
    expect(formatDate('2026-03-04T10:00:00.000Z', 'en-US')).toBe('Mar 4, 2026');
    expect(formatDate('garbage')).toBe('');
  });
});

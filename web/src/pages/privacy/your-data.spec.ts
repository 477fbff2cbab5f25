import {
  deleteBody,
  deletedKinds,
  deletePasswordError,
  exportFileName,
  exportFileText,
  heldData,
} from './your-data';

describe('exportFileName', () => {
  it.each([
    ['2026-11-23T22:10:00.000Z', 'rapport-data-2026-11-23.json'],
    ['not a date', 'rapport-data-2026-01-02.json'],
    [undefined, 'rapport-data-2026-01-02.json'],
  ])('%s → %s', (exportedAt, name) => {
    expect(exportFileName(exportedAt, new Date('2026-01-02T03:04:05Z'))).toBe(name);
  });
});

describe('exportFileText', () => {
  it('is the document itself, readable and complete', () => {
    const doc = { userId: 'u1', parts: { 'client-profile': { responses: ['I feel stuck'] } } };
    const text = exportFileText(doc);
    expect(JSON.parse(text)).toEqual(doc);
    expect(text).toContain('\n  "parts"');
  });
});

describe('what we hold', () => {
  it('lists a client’s answers, voice conversations, requests and the access log', () => {
    const kinds = heldData('client').map((k) => k.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Your account',
        'Your consents',
        'Your assessment',
        'Voice conversations',
        'First-session requests',
        'Who else read your data',
      ]),
    );
  });

  it('lists a therapist’s profile and the requests received', () => {
    const kinds = heldData('therapist').map((k) => k.kind);
    expect(kinds).toContain('Your therapist profile');
    expect(kinds).not.toContain('Your assessment');
  });

  it('the deletion dialog names every kind held', () => {
    expect(deletedKinds('client')).toEqual(heldData('client').map((k) => k.kind));
  });
});

describe('deleting the account', () => {
  it.each([
    ['', false, 'Please enter your password to delete your account.'],
    ['secret-pass', false, null],
    ['', true, null],
  ])('password %j, guest %s → %j', (password, guest, error) => {
    expect(deletePasswordError(password, guest)).toBe(error);
  });

  it('sends the password, and nothing for a guest', () => {
    expect(deleteBody('secret-pass', false)).toEqual({ password: 'secret-pass' });
    expect(deleteBody('typed anyway', true)).toEqual({});
  });
});

import {
  consentStatus,
  consentStepState,
  hasCurrentConsent,
  latestConsent,
  type ConsentRecord,
} from './consent';

const current = '2026-11-23';
const given: ConsentRecord = {
  purpose: 'assessment',
  noticeVersion: current,
  givenAt: '2026-11-23T10:00:00.000Z',
  active: true,
};
const older: ConsentRecord = {
  ...given,
  noticeVersion: '2025-01-01',
  givenAt: '2025-01-02T10:00:00.000Z',
};
const withdrawn: ConsentRecord = {
  ...given,
  withdrawnAt: '2026-11-24T09:00:00.000Z',
  active: false,
};
const voice: ConsentRecord = { ...given, purpose: 'voice' };

describe('hasCurrentConsent: the consent step is skipped only for an active consent to the current notice', () => {
  it.each([
    ['no consent at all', [], false],
    ['an active consent to the current notice', [given], true],
    ['a consent to an older notice', [older], false],
    ['a withdrawn consent', [withdrawn], false],
    ['a consent for the other purpose', [voice], false],
    ['an old one and a current one', [older, given], true],
  ] as const)('%s → %s', (_name, consents, expected) => {
    expect(hasCurrentConsent(consents, 'assessment', current)).toBe(expected);
  });
});

describe('latestConsent', () => {
  it('picks the most recently given record of the purpose', () => {
    expect(latestConsent([given, older, voice], 'assessment')).toBe(given);
    expect(latestConsent([older], 'voice')).toBeUndefined();
  });
});

describe('consentStatus: what Your data says per purpose', () => {
  it.each([
    ['none', [], 'Not given.', false],
    ['given', [given], 'Given on November 23, 2026.', true],
    [
      'withdrawn',
      [withdrawn],
      'Withdrawn on November 24, 2026. We no longer process new answers for this.',
      false,
    ],
    [
      'outdated',
      [older],
      'Given to an earlier version of our notice; we will ask again before you continue.',
      true,
    ],
  ] as const)('%s', (state, consents, text, canWithdraw) => {
    const status = consentStatus(consents, 'assessment', current, 'UTC');
    expect(status).toEqual({
      purpose: 'assessment',
      label: 'Written assessment',
      state,
      text,
      canWithdraw,
    });
  });

  it('a current consent wins over an older withdrawn one', () => {
    const earlierWithdrawn = { ...withdrawn, givenAt: '2026-11-01T00:00:00.000Z' };
    expect(consentStatus([earlierWithdrawn, given], 'assessment', current).state).toBe('given');
  });
});

describe('consentStepState: when the consent step shows', () => {
  const base = {
    refused: false,
    upfront: true,
    signedIn: true,
    list: { pending: false, error: false, consents: [given] as readonly ConsentRecord[] },
    purpose: 'assessment' as const,
    currentVersion: current,
  };
  it.each([
    ['consent to the current notice', {}, 'given'],
    ['no consent yet', { list: { pending: false, error: false, consents: [] } }, 'needed'],
    [
      'only an older notice agreed to',
      { list: { pending: false, error: false, consents: [older] } },
      'needed',
    ],
    ['the list still loading', { list: { pending: true, error: false } }, 'checking'],
    ['the list failing', { list: { pending: false, error: true } }, 'needed'],
    ['nobody signed in (voice: a guest is made on agreeing)', { signedIn: false }, 'needed'],
    ['the server refused a call, even with consent listed', { refused: true }, 'needed'],
    [
      'a screen that asks only after a refusal',
      { upfront: false, list: { pending: true, error: false } },
      'given',
    ],
    ['that screen after a refusal', { upfront: false, refused: true }, 'needed'],
  ] as const)('%s → %s', (_name, change, expected) => {
    expect(consentStepState({ ...base, ...change })).toBe(expected);
  });
});

import { noticeVersions } from '@rapport/contracts';
import { isActive, toConsent } from './consent.repository';

const given = new Date('2026-11-23T10:00:00Z');

describe('consent records', () => {
  it('counts a consent to the notice in force that was not withdrawn', () => {
    expect(
      isActive('assessment', { noticeVersion: noticeVersions.assessment, givenAt: given }),
    ).toBe(true);
  });

  it('counts a withdrawn consent, one to an older notice, or none as no consent', () => {
    expect(
      isActive('voice', {
        noticeVersion: noticeVersions.voice,
        givenAt: given,
        withdrawnAt: new Date('2026-11-23T11:00:00Z'),
      }),
    ).toBe(false);
    expect(isActive('voice', { noticeVersion: '2020-01-01', givenAt: given })).toBe(false);
    expect(isActive('voice', undefined)).toBe(false);
  });

  it('answers the contract shape', () => {
    expect(
      toConsent('voice', {
        noticeVersion: noticeVersions.voice,
        givenAt: given,
        withdrawnAt: new Date('2026-11-23T11:00:00Z'),
      }),
    ).toEqual({
      purpose: 'voice',
      noticeVersion: noticeVersions.voice,
      givenAt: '2026-11-23T10:00:00.000Z',
      withdrawnAt: '2026-11-23T11:00:00.000Z',
      active: false,
    });
  });
});

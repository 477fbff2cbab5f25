import { crisisNotice as crisisNoticeSchema } from '@rapport/contracts';
import { crisisNotice, NOT_AN_EMERGENCY_SERVICE } from './crisis-notice';

describe('crisisNotice', () => {
  it('is a valid contract notice', () => {
    expect(crisisNoticeSchema.parse(crisisNotice())).toEqual(crisisNotice());
  });

  it('says Rapport is not an emergency service', () => {
    expect(NOT_AN_EMERGENCY_SERVICE).toBe(
      'Rapport is not an emergency service. If you are in immediate danger, call 911 or go to the nearest emergency room.',
    );
    expect(crisisNotice().message).toContain(NOT_AN_EMERGENCY_SERVICE);
  });

  it.each([
    ['988 Suicide & Crisis Lifeline', 'Call or text 988'],
    ['Crisis Text Line', 'Text HOME to 741741'],
    ['Emergency services', 'Call 911'],
  ])('lists %s (%s)', (name, contact) => {
    expect(crisisNotice().resources).toContainEqual(expect.objectContaining({ name, contact }));
  });
});

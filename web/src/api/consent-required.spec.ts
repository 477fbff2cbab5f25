import { consentRequired } from './consent-required';

describe('consentRequired', () => {
  it('tells every listening consent step, and no longer one that unsubscribed', () => {
    const heard: string[] = [];
    const stopA = consentRequired.subscribe(() => heard.push('a'));
    const stopB = consentRequired.subscribe(() => heard.push('b'));
    consentRequired.notify();
    stopA();
    consentRequired.notify();
    stopB();
    consentRequired.notify();
    expect(heard).toEqual(['a', 'b', 'b']);
  });
});

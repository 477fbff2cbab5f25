import { arrivalMessage } from './arrival-message';

describe('arrivalMessage', () => {
  it('keeps one message until the page that shows it clears it', () => {
    expect(arrivalMessage.peek()).toBeNull();
    arrivalMessage.set('Your account and everything we held about you have been deleted.');
    // Read twice (a render may run twice): still there.
    expect(arrivalMessage.peek()).toBe(
      'Your account and everything we held about you have been deleted.',
    );
    expect(arrivalMessage.peek()).not.toBeNull();
    arrivalMessage.clear();
    expect(arrivalMessage.peek()).toBeNull();
  });
});

import {
  accessStep,
  initialAccess,
  matchExpert,
  validateRegistration,
  type AccessEvent,
  type AccessState,
} from './access-machine';

const experts = ['Maya', 'Daniel'];
const loaded = (over: Partial<Extract<AccessEvent, { type: 'status-loaded' }>> = {}) =>
  ({
    type: 'status-loaded',
    name: 'maya',
    experts,
    registrationOpen: true,
    storedToken: null,
    ...over,
  }) as const;

/** Runs events from `state`, collecting every effect. */
function run(events: AccessEvent[], state: AccessState = initialAccess) {
  const effects = [];
  for (const event of events) {
    const step = accessStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('access machine (spec §4 "Knowledge-capture access")', () => {
  it('starts in checking and loads the status', () => {
    const { state, effects } = run([{ type: 'start' }]);
    expect(state.phase).toBe('checking');
    expect(effects).toEqual([{ type: 'load-status' }]);
  });

  it('matches the expert name case-insensitively', () => {
    expect(matchExpert('MAYA', experts)).toBe('Maya');
    expect(matchExpert(' daniel ', experts)).toBe('Daniel');
    expect(matchExpert('mayaa', experts)).toBeNull();
    expect(matchExpert('', experts)).toBeNull();
  });

  it("answers a wrong name with 'Please use /maya or /daniel'", () => {
    const { state, effects } = run([{ type: 'start' }, loaded({ name: 'bob', storedToken: 't' })]);
    expect(state).toMatchObject({ phase: 'invalid-name', error: 'Please use /maya or /daniel' });
    expect(effects).toEqual([{ type: 'load-status' }]);
  });

  it('shows an error for a missing name', () => {
    const { state } = run([{ type: 'start' }, loaded({ name: ' ' })]);
    expect(state).toMatchObject({
      phase: 'invalid-name',
      error: 'Error: Therapist name is not available',
    });
  });

  it('verifies a stored token and opens the main page when it is valid', () => {
    const { state, effects } = run([
      { type: 'start' },
      loaded({ storedToken: 'tok' }),
      { type: 'token-checked', valid: true },
    ]);
    expect(state).toMatchObject({ phase: 'granted', expert: 'Maya' });
    expect(effects).toContainEqual({ type: 'verify', token: 'tok' });
    expect(effects).not.toContainEqual({ type: 'clear-token' });
  });

  it.each([
    [true, 'register'],
    [false, 'login'],
  ] as const)('removes an invalid stored token (registration open %s → %s)', (open, phase) => {
    const { state, effects } = run([
      { type: 'start' },
      loaded({ storedToken: 'old', registrationOpen: open }),
      { type: 'token-checked', valid: false },
    ]);
    expect(state.phase).toBe(phase);
    expect(effects).toContainEqual({ type: 'clear-token' });
  });

  it.each([
    [true, 'register'],
    [false, 'login'],
  ] as const)('without a token: registration open %s → %s', (open, phase) => {
    expect(run([{ type: 'start' }, loaded({ registrationOpen: open })]).state.phase).toBe(phase);
  });

  it("shows 'Unable to verify access. Please try again.' when the check fails", () => {
    for (const events of [
      [{ type: 'start' }, { type: 'status-failed' }],
      [{ type: 'start' }, loaded({ storedToken: 't' }), { type: 'status-failed' }],
    ] as AccessEvent[][]) {
      expect(run(events).state).toMatchObject({
        phase: 'check-failed',
        error: 'Unable to verify access. Please try again.',
      });
    }
  });

  describe('registration', () => {
    const atForm = run([{ type: 'start' }, loaded()]).state;

    it.each([
      ['secret1', 'secret2', 'Passwords do not match'],
      ['abc', 'abc', 'Password must be at least 6 characters long'],
      ['', '', 'Password must be at least 6 characters long'],
    ])('%j / %j → %s', (password, confirmPassword, message) => {
      expect(validateRegistration(password, confirmPassword)).toBe(message);
      const { state, effects } = run(
        [{ type: 'submit-registration', password, confirmPassword }],
        atForm,
      );
      expect(state).toMatchObject({ phase: 'register', error: message, submitting: false });
      expect(effects).toEqual([]);
    });

    it('registers, stores the token, shows success for 3 s, then the main page', () => {
      let { state, effects } = run(
        [{ type: 'submit-registration', password: 'secret1', confirmPassword: 'secret1' }],
        atForm,
      );
      expect(state.submitting).toBe(true);
      expect(effects).toEqual([{ type: 'register', password: 'secret1' }]);

      ({ state, effects } = run([{ type: 'registration-succeeded', token: 'new' }], state));
      expect(state).toMatchObject({ phase: 'registered', submitting: false });
      expect(effects).toEqual([
        { type: 'store-token', token: 'new' },
        { type: 'wait', ms: 3000 },
      ]);
      expect(run([{ type: 'success-shown' }], state).state.phase).toBe('granted');
    });

    it('shows the failure message and allows another try', () => {
      const { state } = run(
        [
          { type: 'submit-registration', password: 'secret1', confirmPassword: 'secret1' },
          { type: 'registration-failed', message: 'Registration failed' },
        ],
        atForm,
      );
      expect(state).toMatchObject({
        phase: 'register',
        error: 'Registration failed',
        submitting: false,
      });
    });

    it("switches to login with 'I already have a password'", () => {
      const withError = { ...atForm, error: 'Passwords do not match' };
      expect(run([{ type: 'use-login' }], withError).state).toMatchObject({
        phase: 'login',
        error: null,
      });
    });

    it('ignores a second submit while one is under way', () => {
      const submit = {
        type: 'submit-registration',
        password: 'secret1',
        confirmPassword: 'secret1',
      } as const;
      expect(run([submit, submit], atForm).effects).toHaveLength(1);
    });
  });

  describe('login', () => {
    const atLogin = run([{ type: 'start' }, loaded({ registrationOpen: false })]).state;

    it('logs in, stores the token and opens the main page', () => {
      const { state, effects } = run(
        [
          { type: 'submit-login', password: 'secret1' },
          { type: 'login-succeeded', token: 'tok' },
        ],
        atLogin,
      );
      expect(state.phase).toBe('granted');
      expect(effects).toEqual([
        { type: 'login', password: 'secret1' },
        { type: 'store-token', token: 'tok' },
      ]);
    });

    it('shows the failure and stays on the form', () => {
      const { state } = run(
        [
          { type: 'submit-login', password: 'wrong1' },
          { type: 'login-failed', message: 'Invalid password' },
        ],
        atLogin,
      );
      expect(state).toMatchObject({ phase: 'login', error: 'Invalid password', submitting: false });
    });

    it('does not send an empty password', () => {
      const { state, effects } = run([{ type: 'submit-login', password: '' }], atLogin);
      expect(state.error).toBe('Password is required');
      expect(effects).toEqual([]);
    });
  });

  it('ignores answers that arrive in another phase (a second start, a late verify)', () => {
    const granted = run([
      { type: 'start' },
      loaded({ storedToken: 't' }),
      { type: 'token-checked', valid: true },
    ]).state;
    expect(accessStep(granted, loaded({ name: 'bob' })).state).toBe(granted);
    expect(accessStep(granted, { type: 'token-checked', valid: false }).effects).toEqual([]);
  });

  it('drops a token a call rejected and checks again', () => {
    const granted = run([{ type: 'start' }, loaded({ storedToken: 't' })]).state;
    const { state, effects } = run(
      [{ type: 'token-checked', valid: true }, { type: 'access-lost' }],
      granted,
    );
    expect(state.phase).toBe('checking');
    expect(effects).toEqual([{ type: 'clear-token' }, { type: 'load-status' }]);
  });
});

/**
 * Knowledge-capture access (spec §4), free of the browser: each event gives the next
 * state and the effects the page carries out (calls, token storage, the 3 s wait).
 *
 * checking → (stored token verifies) granted
 *          → (registration open) register ⇄ login ('I already have a password')
 *          → login
 * register → registered (3 s 'Registration Successful! Loading the page...') → granted
 */
import { pleaseUse, text } from './messages';

export const registrationSuccessMs = 3000;
export const minPasswordLength = 6;

export type AccessPhase =
  | 'checking'
  | 'verifying'
  | 'check-failed'
  | 'invalid-name'
  | 'register'
  | 'login'
  | 'registered'
  | 'granted';

export interface AccessState {
  phase: AccessPhase;
  /** The expert's name as configured ('Maya'), once the URL name matched one. */
  expert: string | null;
  registrationOpen: boolean;
  /** The text shown in the current phase: a form error, the wrong-name banner... */
  error: string | null;
  /** A register or login call is under way. */
  submitting: boolean;
}

export type AccessEvent =
  | { type: 'start' }
  | {
      type: 'status-loaded';
      /** The name in the URL. */
      name: string;
      experts: readonly string[];
      registrationOpen: boolean;
      storedToken: string | null;
    }
  | { type: 'status-failed' }
  | { type: 'token-checked'; valid: boolean }
  | { type: 'submit-registration'; password: string; confirmPassword: string }
  | { type: 'registration-succeeded'; token: string }
  | { type: 'registration-failed'; message: string }
  | { type: 'use-login' }
  | { type: 'submit-login'; password: string }
  | { type: 'login-succeeded'; token: string }
  | { type: 'login-failed'; message: string }
  | { type: 'success-shown' }
  /** A call answered 401: the stored token no longer works. */
  | { type: 'access-lost' };

export type AccessEffect =
  | { type: 'load-status' }
  | { type: 'verify'; token: string }
  | { type: 'register'; password: string }
  | { type: 'login'; password: string }
  | { type: 'store-token'; token: string }
  | { type: 'clear-token' }
  | { type: 'wait'; ms: number };

export interface AccessStep {
  state: AccessState;
  effects: AccessEffect[];
}

export const initialAccess: AccessState = {
  phase: 'checking',
  expert: null,
  registrationOpen: false,
  error: null,
  submitting: false,
};

/** The configured expert the URL names, compared case-insensitively. */
export function matchExpert(name: string, experts: readonly string[]): string | null {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return null;
  return experts.find((e) => e.trim().toLowerCase() === wanted) ?? null;
}

/** Spec §5 contribution-access registration rules; null when the form may be sent. */
export function validateRegistration(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return text.passwordsDoNotMatch;
  if (password.length < minPasswordLength) return text.passwordTooShort;
  return null;
}

const stay = (state: AccessState): AccessStep => ({ state, effects: [] });

/** Where someone without a working token goes. */
function formPhase(state: AccessState): AccessPhase {
  return state.registrationOpen ? 'register' : 'login';
}

export function accessStep(state: AccessState, event: AccessEvent): AccessStep {
  switch (event.type) {
    case 'start':
      return { state: initialAccess, effects: [{ type: 'load-status' }] };

    case 'status-loaded': {
      if (state.phase !== 'checking') return stay(state);
      const base = { ...state, registrationOpen: event.registrationOpen, error: null };
      if (!event.name.trim()) {
        return stay({ ...base, phase: 'invalid-name', error: text.nameMissing });
      }
      const expert = matchExpert(event.name, event.experts);
      if (!expert) {
        return stay({ ...base, phase: 'invalid-name', error: pleaseUse(event.experts) });
      }
      if (event.storedToken) {
        return {
          state: { ...base, expert, phase: 'verifying' },
          effects: [{ type: 'verify', token: event.storedToken }],
        };
      }
      return stay({ ...base, expert, phase: formPhase(base) });
    }

    case 'status-failed':
      if (state.phase !== 'checking' && state.phase !== 'verifying') return stay(state);
      return stay({ ...state, phase: 'check-failed', error: text.accessCheckFailed });

    case 'token-checked':
      if (state.phase !== 'verifying') return stay(state);
      if (event.valid) return stay({ ...state, phase: 'granted' });
      // An invalid stored token is removed.
      return { state: { ...state, phase: formPhase(state) }, effects: [{ type: 'clear-token' }] };

    case 'submit-registration': {
      if (state.phase !== 'register' || state.submitting) return stay(state);
      const error = validateRegistration(event.password, event.confirmPassword);
      if (error) return stay({ ...state, error });
      return {
        state: { ...state, error: null, submitting: true },
        effects: [{ type: 'register', password: event.password }],
      };
    }

    case 'registration-succeeded':
      if (state.phase !== 'register') return stay(state);
      return {
        state: { ...state, phase: 'registered', submitting: false, error: null },
        effects: [
          { type: 'store-token', token: event.token },
          { type: 'wait', ms: registrationSuccessMs },
        ],
      };

    case 'registration-failed':
      if (state.phase !== 'register') return stay(state);
      return stay({ ...state, submitting: false, error: event.message });

    case 'use-login':
      if (state.phase !== 'register' || state.submitting) return stay(state);
      return stay({ ...state, phase: 'login', error: null });

    case 'submit-login':
      if (state.phase !== 'login' || state.submitting) return stay(state);
      if (!event.password) return stay({ ...state, error: text.passwordRequired });
      return {
        state: { ...state, error: null, submitting: true },
        effects: [{ type: 'login', password: event.password }],
      };

    case 'login-succeeded':
      if (state.phase !== 'login') return stay(state);
      return {
        state: { ...state, phase: 'granted', submitting: false, error: null },
        effects: [{ type: 'store-token', token: event.token }],
      };

    case 'login-failed':
      if (state.phase !== 'login') return stay(state);
      return stay({ ...state, submitting: false, error: event.message });

    case 'success-shown':
      if (state.phase !== 'registered') return stay(state);
      return stay({ ...state, phase: 'granted' });

    case 'access-lost':
      if (state.phase !== 'granted') return stay(state);
      return {
        state: initialAccess,
        effects: [{ type: 'clear-token' }, { type: 'load-status' }],
      };
  }
}

/** Where login and registration lead, by role (spec §4). */
import type { Role } from './storage';

/** The origin path a guard passed to /login, if it is a safe in-app path. */
export function originPath(from: unknown): string | null {
  const path =
    typeof from === 'string'
      ? from
      : typeof from === 'object' && from !== null && 'pathname' in from
        ? (from as { pathname: unknown }).pathname
        : null;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  if (path === '/login' || path === '/register') return null;
  return path;
}

/** Each role's own home in the app: where 'My Dashboard' and the role guards lead. */
export function dashboardPath(role: Role): string {
  switch (role) {
    case 'therapist':
      return '/therapist-dashboard';
    case 'admin':
      return '/admin-dashboard';
    case 'client':
      return '/client-profile';
  }
}

/** Therapist pages a therapist may be sent back to after logging in from them. */
const therapistOrigins = ['/therapist-questionnaire', '/therapist-dashboard'];

export function afterLogin(role: Role, from?: unknown): string {
  switch (role) {
    case 'therapist': {
      // Spec §4 sends therapists to their dashboard; one who was asked to log in on the
      // questionnaire (or a dashboard page) goes back to it instead (issue 14).
      const origin = originPath(from);
      const back =
        origin &&
        therapistOrigins.some(
          (p) => origin === p || origin.startsWith(`${p}/`) || origin.startsWith(`${p}?`),
        );
      return back ? origin : '/therapist-dashboard';
    }
    case 'admin':
      return '/admin-dashboard';
    case 'client':
      return originPath(from) ?? '/client-profile';
  }
}

export function afterRegistration(role: Role): string {
  switch (role) {
    case 'therapist':
      return '/therapist-questionnaire';
    case 'admin':
      return '/admin-dashboard';
    case 'client':
      return '/clientProfile';
  }
}

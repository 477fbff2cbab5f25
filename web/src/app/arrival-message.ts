/**
 * One message for the next page to show, e.g. "Your account … have been deleted." after a
 * deletion that ends on the home page (issue 16). Kept here rather than in the navigation's
 * state: clearing the session makes a guarded portal send the person home on its own, and
 * that navigation carries no state.
 */
let pending: string | null = null;

export const arrivalMessage = {
  set(message: string): void {
    pending = message;
  },
  /** The message, without consuming it (render may run twice). */
  peek(): string | null {
    return pending;
  },
  clear(): void {
    pending = null;
  },
};

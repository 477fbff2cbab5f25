import type { SessionRequest } from '@rapport/contracts';
import {
  bookingInput,
  formatWhen,
  noteError,
  standingRequest,
  statusLook,
  validateBooking,
} from './session-request-form';

const request = (over: Partial<SessionRequest>): SessionRequest => ({
  id: 'r1',
  clientId: 'c1',
  clientName: 'Guest User',
  clientEmail: 'guest@example.com',
  therapistId: 't1',
  therapistName: 'Ann Lee',
  message: 'Hello',
  preferredTimes: 'Evenings',
  mode: 'online',
  status: 'open',
  createdAt: '2026-03-04T10:00:00.000Z',
  ...over,
});

describe("'Book First Session' form (issue 14)", () => {
  it('reports every missing part at once, in the contract’s words', () => {
    expect(validateBooking({ message: ' ', preferredTimes: '', mode: '' })).toEqual({
      message: 'Please write a short message to the therapist',
      preferredTimes: 'Please say when you could meet',
      mode: 'Please choose online or in person',
    });
  });

  it('refuses texts over the limits', () => {
    expect(
      validateBooking({
        message: 'x'.repeat(2001),
        preferredTimes: 'y'.repeat(501),
        mode: 'online',
      }),
    ).toEqual({
      message: 'Please keep your message under 2000 characters',
      preferredTimes: 'Please keep your preferred times under 500 characters',
    });
  });

  it('sends the trimmed request', () => {
    const form = { message: ' Hi there ', preferredTimes: ' Mondays ', mode: 'in-person' as const };
    expect(validateBooking(form)).toEqual({});
    expect(bookingInput('t1', form)).toEqual({
      therapistId: 't1',
      message: 'Hi there',
      preferredTimes: 'Mondays',
      mode: 'in-person',
    });
  });

  it("checks only the length of the therapist's note", () => {
    expect(noteError('')).toBeUndefined();
    expect(noteError('x'.repeat(1001))).toBe('Please keep your note under 1000 characters');
  });
});

describe('request status', () => {
  it('reads an open request as Pending', () => {
    expect(statusLook.open.label).toBe('Pending');
    expect(statusLook.accepted.label).toBe('Accepted');
    expect(statusLook.declined.label).toBe('Declined');
  });

  it('finds the request that stands in place of Book First Session', () => {
    const list = [
      request({ id: 'new', therapistId: 't2' }),
      request({ id: 'declined', status: 'declined' }),
      request({ id: 'accepted', status: 'accepted' }),
    ];
    expect(standingRequest(list, 't1')?.id).toBe('accepted');
    expect(standingRequest(list, 't2')?.id).toBe('new');
    expect(standingRequest([request({ status: 'declined' })], 't1')).toBeNull();
    expect(standingRequest(undefined, 't1')).toBeNull();
  });

  it('shows when, in words', () => {
    expect(formatWhen('2026-03-04T15:05:00.000Z', 'UTC')).toBe('Mar 4, 2026, 3:05 PM');
    expect(formatWhen(undefined)).toBe('');
    expect(formatWhen('nope')).toBe('');
  });
});

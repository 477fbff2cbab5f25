import {
  DEFAULT_SEND_ERROR,
  contactErrors,
  contactSummary,
  emptyContact,
  missingRequired,
  sendContact,
  type ContactFields,
} from './contactForm';

const filled: ContactFields = {
  name: 'Ada',
  email: 'ada@example.org',
  organization: '',
  message: 'Hello',
};

describe('missingRequired', () => {
  it.each<[string, Partial<ContactFields>, boolean]>([
    ['all required present, organization empty', {}, false],
    ['empty name', { name: '' }, true],
    ['whitespace-only email', { email: '   ' }, true],
    ['whitespace-only message', { message: '\n\t' }, true],
    ['organization alone missing', { organization: '' }, false],
  ])('%s → %p', (_label, patch, expected) => {
    expect(missingRequired({ ...filled, ...patch })).toBe(expected);
  });

  it('flags the blank form', () => {
    expect(missingRequired(emptyContact)).toBe(true);
  });
});

describe('contactErrors (issue 14: checked before sending, shown at the fields)', () => {
  it('names every problem at once', () => {
    const errors = contactErrors(emptyContact);
    expect(errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please enter a message',
    });
    expect(contactSummary(emptyContact, errors)).toBe('Please fill in all required fields');
  });

  it.each(['ada', 'ada@', 'ada@engines', 'a da@engines.org', '@engines.org'])(
    'refuses the address %j',
    (email) => {
      const fields = { ...filled, email };
      const errors = contactErrors(fields);
      expect(errors).toEqual({ email: 'Please enter a valid email address' });
      expect(contactSummary(fields, errors)).toBe('Please enter a valid email address');
    },
  );

  it('accepts a complete form, organization optional', () => {
    expect(contactErrors(filled)).toEqual({});
    expect(contactSummary(filled, {})).toBeNull();
  });
});

describe('sendContact', () => {
  const calls: { input: string; init: RequestInit }[] = [];
  const respond = (response: Response | Error) => (input: string, init: RequestInit) => {
    calls.push({ input, init });
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  beforeEach(() => {
    calls.length = 0;
  });

  it('posts the trimmed fields as JSON to /api/contact', async () => {
    await sendContact(
      { name: ' Ada ', email: 'ada@example.org ', organization: ' Acme ', message: ' Hi ' },
      respond(json(200, { success: true, id: '1' })),
    );
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.input).toBe('/api/contact');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(call?.init.body))).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      organization: 'Acme',
      message: 'Hi',
    });
  });

  it.each<[string, Response | Error, string]>([
    [
      'the server error text',
      json(400, { error: 'Please enter a valid email address' }),
      'Please enter a valid email address',
    ],
    ['the default for an error without text', json(503, { error: '' }), DEFAULT_SEND_ERROR],
    [
      'the default for a JSON body without error',
      json(500, { message: 'boom' }),
      DEFAULT_SEND_ERROR,
    ],
    [
      'the default for a non-JSON body',
      new Response('<html>Bad gateway</html>', { status: 502 }),
      DEFAULT_SEND_ERROR,
    ],
    ['the default when the network fails', new TypeError('Failed to fetch'), DEFAULT_SEND_ERROR],
  ])('rejects with %s', async (_label, response, message) => {
    await expect(sendContact(filled, respond(response))).rejects.toThrow(message);
  });
});

import { limits } from '@rapport/contracts';
import { MatchmakerSystem } from './support';

/**
 * Issue 13 item 10: one anonymous 900 KB frame used to stall the matchmaker for 12-17 s.
 * Now the socket refuses frames over the product's largest (256 KB) and every text field has
 * an upper limit, with a clear error, while other users carry on.
 */

const sys = new MatchmakerSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop(), 60_000);

describe('oversized input', () => {
  it("closes a socket sending a 900 KB user-text frame; another user's calls are unaffected", async () => {
    const attacker = await sys.socket();
    const other = await sys.socket();
    attacker.send({ type: 'user-text', text: 'x'.repeat(900 * 1024) });
    const [{ ready }, check] = await Promise.all([
      other.init(),
      sys.call('POST', '/api/natural-matchmaker/check-access', {
        body: { accessToken: 'made-up' },
      }),
    ]);
    await expect(attacker.next('error', 5000)).rejects.toThrow(/closed \(1009\)/);
    // 1009 is the websocket's own 'message too big' close code.
    expect(attacker.closed?.code).toBe(1009);
    expect(ready.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect([check.status, check.body]).toEqual([200, { hasAccess: false }]);
    await other.close();
  });

  it.each([
    [
      'a typed answer',
      { type: 'user-text' as const, text: 'x'.repeat(limits.text.answer + 1) },
      `Text must be at most ${limits.text.answer} characters`,
    ],
    [
      'text to speak',
      { type: 'tts' as const, text: 'x'.repeat(limits.text.tts + 1) },
      `Text must be at most ${limits.text.tts} characters`,
    ],
  ])(
    'answers %s over its limit with an error frame and keeps the socket',
    async (_w, frame, message) => {
      const client = await sys.socket();
      client.send(frame);
      const error = await client.next('error');
      expect(error).toMatchObject({ code: 'invalid_frame' });
      expect(error.message).toContain(message);
      expect(client.isOpen).toBe(true);
      await client.close();
    },
  );

  it('answers 400 with a message to too many or too long answers in a summary request', async () => {
    const token = await sys.token(`${sys.prefix}client-oversized`);
    const qa = (answer: string) => ({ questionId: 'q', question: 'How are you?', answer });
    const tooMany = await sys.call('POST', '/api/natural-matchmaker/generate-summary', {
      token,
      body: { previousQA: Array.from({ length: limits.text.qaEntries + 1 }, () => qa('fine')) },
    });
    expect([tooMany.status, tooMany.body.error]).toEqual([
      400,
      `At most ${limits.text.qaEntries} answers can be sent at once`,
    ]);
    const tooLong = await sys.call('POST', '/api/natural-matchmaker/finalize', {
      token,
      body: { previousQA: [qa('y'.repeat(limits.text.answer + 1))] },
    });
    expect([tooLong.status, tooLong.body.error]).toEqual([
      400,
      `Answer must be at most ${limits.text.answer} characters`,
    ]);
    const tooMuch = await sys.call('POST', '/api/natural-matchmaker/finalize', {
      token,
      body: { previousQA: Array.from({ length: 7 }, () => qa('z'.repeat(limits.text.answer))) },
    });
    expect([tooMuch.status, tooMuch.body.error]).toEqual([
      400,
      `The answers together must be at most ${limits.text.conversation} characters`,
    ]);
  });
});

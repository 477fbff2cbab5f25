import { limits } from '@rapport/contracts';
import { MatchmakerSystem } from './support';
import type { VoiceClient } from './voice-client';

/**
 * Issue 13 item 12: tts frames amplified about 3,865× (a 4 KB frame, 15.5 MB of audio, one
 * espeak-ng process each; 500 queued frames per socket; unlimited sockets). Now each socket and
 * each address has a budget (gateway defaults: 30 frames/s, 2,000 speech characters a minute
 * per socket, 10 sockets per address) and espeak-ng runs in a small pool.
 */

const sys = new MatchmakerSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop(), 60_000);

const errorsOf = (client: VoiceClient, code: string) =>
  client.frames.filter((f) => f.type === 'error' && f.code === code);

describe('speech and frame floods', () => {
  it('answers tts frames beyond 2,000 characters a minute with an error frame; the service stays responsive', async () => {
    const flooder = await sys.socket();
    await flooder.init();
    const text = 'Please read this out loud. '.repeat(40).slice(0, limits.text.tts);
    for (let i = 0; i < 6; i++) flooder.send({ type: 'tts', text });
    await flooder.until('error');
    // Two frames of 1,000 characters fit; the other four are refused before any speech starts.
    const deadline = Date.now() + 5000;
    while (errorsOf(flooder, 'tts_limit').length < 4 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const refused = errorsOf(flooder, 'tts_limit');
    expect(refused).toHaveLength(4);
    expect(refused[0]).toMatchObject({
      message: 'Too much text to speak in a minute. Please wait a moment.',
    });

    const other = await sys.socket();
    const [{ ready }, check] = await Promise.all([
      other.init(),
      sys.call('POST', '/api/natural-matchmaker/check-access', { body: { accessToken: 'x' } }),
    ]);
    expect(ready.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(check.status).toBe(200);
    await Promise.all([flooder.close(), other.close()]);
  });

  it('refuses frames beyond 30 a second with an error frame, keeping the socket open', async () => {
    const client = await sys.socket();
    await client.init();
    for (let i = 0; i < 45; i++) client.send({ type: 'stop-listening' });
    const deadline = Date.now() + 5000;
    while (errorsOf(client, 'too_many_frames').length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(errorsOf(client, 'too_many_frames')[0]).toMatchObject({
      message: 'Too many messages. Please slow down.',
    });
    expect(client.isOpen).toBe(true);
    await client.close();
  });

  it('closes the 11th socket from one address with a clear reason', async () => {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => sys.socket()));
    const eleventh = await sys.socket();
    await expect(eleventh.next('session-ready', 3000)).rejects.toThrow(/closed \(1008\)/);
    expect(eleventh.closed?.reason).toBe(
      'Too many voice sessions from your address. Please close one and try again.',
    );
    await Promise.all(sockets.map((s) => s.close()));
    // A closed socket frees its place.
    const again = await sys.socket();
    await again.init();
    await again.close();
  });
});

import { startTestGateway, type TestGateway } from '@rapport/infra/test-harness/system';
import { MatchmakerSystem } from './support';
import { VoiceClient } from './voice-client';

/**
 * Issue 13 item 12, across replicas: the speech characters an address may ask for in a minute
 * were counted by each gateway process, so two replicas let through twice as much. They are
 * now counted in Redis, shared by every gateway (small limits here: 100 per socket, 150 per
 * address).
 */

const sys = new MatchmakerSystem({
  VOICE_TTS_CHARS_PER_MINUTE: '100',
  VOICE_TTS_CHARS_PER_MINUTE_PER_IP: '150',
});
let second: TestGateway;

beforeAll(async () => {
  await sys.start();
  second = await startTestGateway(sys.env);
}, 60_000);
afterAll(async () => {
  await second?.stop();
  await sys.stop();
}, 60_000);

const ip = '198.51.100.77';
const words = (n: number) => 'a'.repeat(n);

async function settled(client: VoiceClient, n: number): Promise<void> {
  // Each tts frame ends in its speech or in an error frame.
  const deadline = Date.now() + 10_000;
  const done = () =>
    client.frames.filter((f) => f.type === 'tts-audio-complete' || f.type === 'error').length;
  while (done() < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

it('counts one address across two gateways: the third frame is refused though neither saw 150', async () => {
  const invite = { inviteToken: sys.inviteToken };
  // Signed in as a user who agreed to the voice notice (no voice session starts without it).
  const auth = { authorization: `Bearer ${sys.defaultToken}` };
  const a = await VoiceClient.connect(sys.gateway.url, { ...auth, 'x-forwarded-for': ip }, invite);
  const b = await VoiceClient.connect(second.url, { ...auth, 'x-forwarded-for': ip }, invite);
  await Promise.all([a.init(), b.init()]);
  const before = { a: a.frames.length, b: b.frames.length };

  a.send({ type: 'tts', text: words(100) });
  await settled(a, 2); // the greeting's speech, then this frame's
  b.send({ type: 'tts', text: words(50) });
  await settled(b, 2);
  // 150 spoken for the address; gateway 2 has counted only 50 of them, and socket b 50.
  b.send({ type: 'tts', text: words(10) });
  const refused = await b.next('error');
  expect(refused).toMatchObject({
    code: 'tts_limit',
    message: 'Too much text to speak in a minute. Please wait a moment.',
  });
  const errors = [...a.frames.slice(before.a), ...b.frames.slice(before.b)].filter(
    (f) => f.type === 'error',
  );
  expect(errors).toHaveLength(1);
  // Another address is not held back by it.
  const c = await VoiceClient.connect(
    second.url,
    { ...auth, 'x-forwarded-for': '198.51.100.78' },
    invite,
  );
  await c.init();
  c.send({ type: 'tts', text: words(10) });
  await c.next('tts-audio-start');
  await Promise.all([a.close(), b.close(), c.close()]);
});

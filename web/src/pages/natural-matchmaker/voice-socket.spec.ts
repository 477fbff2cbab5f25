import { parseServerFrame, socketUrl, VoiceSocket, type SocketLike } from './voice-socket';

class FakeSocket implements SocketLike {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  // Server side.
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

function connect() {
  const frames: unknown[] = [];
  const closes: unknown[] = [];
  const socket = new VoiceSocket(
    'ws://host/ws/natural-matchmaker',
    { onFrame: (f) => frames.push(f), onClose: (c) => closes.push(c) },
    (url) => new FakeSocket(url),
  );
  return { socket, frames, closes };
}

afterEach(() => jest.useRealTimers());

describe('socket address', () => {
  it.each([
    [
      { protocol: 'https:', host: 'rapport.example' },
      'wss://rapport.example/ws/natural-matchmaker',
    ],
    [{ protocol: 'http:', host: 'localhost:5173' }, 'ws://localhost:5173/ws/natural-matchmaker'],
  ])('%j → %s', (loc, url) => {
    expect(socketUrl(loc)).toBe(url);
  });
});

describe('incoming frames', () => {
  it('accepts known frames and fills optional analysis fields', () => {
    expect(
      parseServerFrame(
        JSON.stringify({
          type: 'analysis-complete',
          transcript: 'hi',
          inference: { inferredAnswers: {} },
          inferredCount: 0,
        }),
      ),
    ).toEqual({
      type: 'analysis-complete',
      transcript: 'hi',
      inference: { inferredAnswers: {}, inferenceMapping: {} },
      inferredCount: 0,
      therapeuticResponse: null,
      questionsForAnalysis: [],
      emotion: '',
    });
    expect(parseServerFrame('{"type":"listening-ready"}')).toEqual({ type: 'listening-ready' });
  });

  it.each([
    ['not JSON', 'nope'],
    ['not an object', '42'],
    ['unknown type', '{"type":"hello"}'],
    ['missing fields', '{"type":"session-ready","greeting":"hi"}'],
    ['wrong field type', '{"type":"tts-audio-chunk","audio":5}'],
    ['binary data', new ArrayBuffer(2)],
  ])('ignores %s', (_name, data) => {
    expect(parseServerFrame(data)).toBeNull();
  });
});

describe('VoiceSocket', () => {
  it('opens, sends JSON frames and passes frames on', async () => {
    const { socket, frames } = connect();
    const opening = socket.open();
    FakeSocket.last!.accept();
    await opening;
    expect(socket.send({ type: 'start-listening' })).toBe(true);
    expect(FakeSocket.last!.sent).toEqual([{ type: 'start-listening' }]);
    FakeSocket.last!.receive({ type: 'listening-ready' });
    expect(frames).toEqual([{ type: 'listening-ready' }]);
  });

  it('waits up to the time-out for a frame', async () => {
    jest.useFakeTimers();
    const { socket } = connect();
    const opening = socket.open();
    FakeSocket.last!.accept();
    await opening;
    const ready = socket.waitFor('session-ready', 5000);
    jest.advanceTimersByTime(4999);
    FakeSocket.last!.receive({ type: 'session-ready', sessionId: 's', greeting: 'Hi' });
    await expect(ready).resolves.toMatchObject({ sessionId: 's' });

    const late = socket.waitFor('session-ready', 5000);
    jest.advanceTimersByTime(5000);
    await expect(late).rejects.toThrow('No session-ready within 5000 ms');
  });

  it('fails the wait on an error frame or a close', async () => {
    const { socket, closes } = connect();
    const opening = socket.open();
    FakeSocket.last!.accept();
    await opening;
    const waiting = socket.waitFor('session-ready', 5000);
    FakeSocket.last!.receive({ type: 'error', message: 'Bad token', code: 'auth' });
    await expect(waiting).rejects.toThrow('Bad token');
    const again = socket.waitFor('session-ready', 5000);
    FakeSocket.last!.drop(1011, 'crash');
    await expect(again).rejects.toThrow('closed (1011: crash)');
    expect(closes).toEqual([{ code: 1011, reason: 'crash' }]);
  });

  it('rejects open when the socket closes before connecting', async () => {
    const { socket } = connect();
    const opening = socket.open();
    FakeSocket.last!.drop(1006);
    await expect(opening).rejects.toThrow('closed');
  });

  it('does not report its own close, and refuses to send after', async () => {
    const { socket, closes } = connect();
    const opening = socket.open();
    FakeSocket.last!.accept();
    await opening;
    socket.close();
    expect(closes).toEqual([]);
    expect(socket.send({ type: 'stop-listening' })).toBe(false);
  });
});

import {
  base64ToBytes,
  blobToBase64,
  bytesToBase64,
  combineChunks,
  concatBytes,
} from './audio-bytes';
import { fadeOut, fadeSteps } from './fade';

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('base64 audio', () => {
  it('round-trips bytes', () => {
    const data = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256);
    expect(base64ToBytes(bytesToBase64(data))).toEqual(data);
    expect(bytesToBase64(Uint8Array.of(1, 2, 3))).toBe('AQID');
  });

  it('reads a recorder blob', async () => {
    await expect(blobToBase64(new Blob([Uint8Array.of(1, 2, 3)]))).resolves.toBe('AQID');
  });

  it('rejects text that is not base64', () => {
    expect(() => base64ToBytes('not base64!')).toThrow();
  });
});

describe('combining chunks into appends of at most 131072 bytes', () => {
  it.each([
    ['nothing', [], []],
    ['small chunks join into one append', [1000, 2000, 3000], [6000]],
    ['exactly the limit is one append', [65_536, 65_536], [131_072]],
    ['one byte over starts a second append', [65_536, 65_536, 1], [131_072, 1]],
    ['a large chunk is split', [300_000], [131_072, 131_072, 37_856]],
    ['order is kept across the boundary', [100_000, 100_000], [131_072, 68_928]],
  ] as Array<[string, number[], number[]]>)('%s', (_name, sizes, expected) => {
    const appends = combineChunks(sizes.map((n, i) => bytes(n, i + 1)));
    expect(appends.map((a) => a.length)).toEqual(expected);
    expect(concatBytes(appends)).toEqual(concatBytes(sizes.map((n, i) => bytes(n, i + 1))));
  });

  it('honours a custom limit', () => {
    expect(combineChunks([bytes(3), bytes(3)], 4).map((a) => a.length)).toEqual([4, 2]);
  });
});

describe('volume fade-out (0.1 every 20 ms)', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the steps down to silence', () => {
    expect(fadeSteps(1)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0]);
    expect(fadeSteps(0.25)).toEqual([0.15, 0.05, 0]);
    expect(fadeSteps(0)).toEqual([]);
  });

  it('lowers the volume one step per 20 ms tick', async () => {
    jest.useFakeTimers();
    const seen: number[] = [];
    const target = {
      volume: 0.5,
      setVolume(v: number) {
        this.volume = v;
        seen.push(v);
      },
    };
    let done = false;
    const fading = fadeOut(target).then(() => {
      done = true;
    });
    jest.advanceTimersByTime(19);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual([0.4]);
    jest.advanceTimersByTime(80);
    await fading;
    expect(seen).toEqual([0.4, 0.3, 0.2, 0.1, 0]);
    expect(done).toBe(true);
  });

  it('is done at once when already silent', async () => {
    await expect(fadeOut({ volume: 0, setVolume: () => undefined })).resolves.toBeUndefined();
  });
});

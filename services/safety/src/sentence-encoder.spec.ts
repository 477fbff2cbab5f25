import { encode, encoderDimensions } from './sentence-encoder';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * b[i]!, 0);

describe('the sentence encoder', () => {
  it('gives what sentence-transformers gives for all-MiniLM-L6-v2', async () => {
    const food = await encode('A man is eating food.');
    const bread = await encode('A man is eating a piece of bread.');
    const horse = await encode('A man is riding a horse.');
    expect(food).toHaveLength(encoderDimensions);
    // The library's own example pair, and the first numbers of one embedding.
    expect(dot(food, bread)).toBeCloseTo(0.7553, 4);
    expect(dot(food, horse)).toBeCloseTo(0.2474, 4);
    const first = [0.0332416, 0.0044061, -0.0062769, 0.0483787, -0.1387022];
    first.forEach((v, i) => expect(food[i]).toBeCloseTo(v, 5));
  });

  it('returns numbers of length 1, the same every time', async () => {
    const a = await encode('I keep thinking everyone would be better off without me.');
    expect(Math.sqrt(dot(a, a))).toBeCloseTo(1, 5);
    expect(await encode('I keep thinking everyone would be better off without me.')).toEqual(a);
  });

  it('places a paraphrase nearer its meaning than a text that shares its words', async () => {
    const wish = await encode("I don't want to wake up tomorrow.");
    const paraphrase = await encode("I'd be glad if I just didn't open my eyes in the morning.");
    const sharedWords = await encode("I don't want to wake up early tomorrow, it's Saturday.");
    expect(dot(wish, paraphrase)).toBeGreaterThan(0.5);
    expect(dot(wish, paraphrase)).toBeGreaterThan(dot(paraphrase, sharedWords));
  });

  it('reads a text longer than the model takes (256 word pieces) from its start', async () => {
    const start = 'My sister moved to Leeds. ';
    const long = await encode(start + 'We talk on Sundays. '.repeat(200));
    const longer = await encode(start + 'We talk on Sundays. '.repeat(300));
    expect(long).toEqual(longer);
  });
});

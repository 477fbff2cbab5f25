import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dimensionKeys, type DimensionKey } from '@rapport/contracts';
import {
  checkedStances,
  FILL,
  headDimensions,
  readSides,
  VETO,
  type SideReader,
  type Sides,
} from './expert-direction';
import { readExpertTraining } from './expert-model';
import type { ExpertStance } from './expert-reading';

const adapterFile = path.join(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  '..',
  'infra',
  'models',
  'expert-direction.adapter.safetensors',
);

/** A safetensors file's metadata: 8 bytes of header length, then the header's JSON. */
function adapterMetadata(): Record<string, string> {
  const bytes = readFileSync(adapterFile);
  const length = Number(bytes.readBigUInt64LE(0));
  const header = JSON.parse(bytes.subarray(8, 8 + length).toString('utf8')) as {
    __metadata__: Record<string, string>;
  };
  return header.__metadata__;
}

const none: Sides = { none: 0.98, high: 0.01, low: 0.01 };
/** A reader that gives every passage the same chances, `none` where not given. */
const reading =
  (given: Partial<Record<DimensionKey, Sides>>): SideReader =>
  async () =>
    Object.fromEntries(dimensionKeys.map((k) => [k, given[k] ?? none])) as Record<
      DimensionKey,
      Sides
    >;

const stance = (key: DimensionKey, pole: 1 | -1, sentence = 0): ExpertStance => ({
  key,
  pole,
  strength: 2,
  sentence,
  evidence: ['structure'],
});

describe('the expert reader’s second opinion (policy)', () => {
  const text = 'Anxious clients do well with structure. I set the agenda with them each week.';

  it('keeps a side the model does not read the other way', async () => {
    const sides = reading({ directiveness: { none: 0.5, high: 0.2, low: 0.3 } });
    expect(await checkedStances(text, [stance('directiveness', 1)], sides)).toEqual([
      stance('directiveness', 1),
    ]);
  });

  it('withholds a side the model reads the other way', async () => {
    const sides = reading({ directiveness: { none: 0.05, high: 0.05, low: VETO + 0.05 } });
    expect(await checkedStances(text, [stance('directiveness', 1)], sides)).toEqual([]);
    // (Nor does it turn the side: a withheld side is not filled.)
  });

  it('adds a side it is all but sure of where the reader found none, on the sentence that says it', async () => {
    const sure: Sides = { none: 0.02, high: 0.03, low: FILL + 0.1 };
    const sides: SideReader = async (passage) =>
      await reading(passage.startsWith('I set') ? { warmSupport: sure } : {})(passage);
    // Read whole, the note decides; each sentence alone places it (here on the second).
    const whole: SideReader = async (passage) =>
      passage === text ? reading({ warmSupport: sure })(passage) : sides(passage);
    const read = await checkedStances(text, [stance('directiveness', 1)], whole);
    expect(read.map((s) => [s.key, s.pole, s.sentence])).toEqual([
      ['directiveness', 1, 0],
      ['warmSupport', -1, 1],
    ]);
    expect(read[1]!.evidence).toEqual([]);
  });

  it('adds nothing below the threshold', async () => {
    const sides = reading({ warmSupport: { none: 0.25, high: 0.05, low: FILL - 0.1 } });
    expect(await checkedStances(text, [], sides)).toEqual([]);
  });

  it('reads a long note sentence by sentence, each with its neighbours', async () => {
    const sentences = Array.from(
      { length: 12 },
      (_, i) => `In week ${i + 1} we talked about the garden and the weather and the bus.`,
    );
    const long = sentences.join(' ');
    const asked: string[] = [];
    await checkedStances(long, [stance('directiveness', 1, 5)], async (p) => {
      asked.push(p);
      return reading({})(p);
    });
    expect(asked[0]).toBe(sentences.slice(4, 7).join(' '));
    expect(asked).not.toContain(long);
  });
});

describe('the expert reader’s second opinion (the fine-tuned model)', () => {
  it('was fine-tuned on the expert reader’s notes as they are now (`make train-expert-direction`)', () => {
    const metadata = adapterMetadata();
    const { lines, sha256 } = readExpertTraining();
    expect(metadata.trainedOnSha256).toBe(sha256);
    expect(Number(metadata.trainedOnLines)).toBe(lines.length);
    expect(metadata.dimensions).toBe(headDimensions.join(','));
  });

  it('gives chances that sum to 1 on each dimension', async () => {
    const sides = await readSides('I keep the first sessions structured and set homework.');
    for (const key of dimensionKeys) {
      const s = sides[key];
      expect(s.none + s.high + s.low).toBeCloseTo(1, 5);
    }
  });

  it('reads the side through a negation and a comparison', async () => {
    const gentle = await readSides(
      'Clients who feel ashamed about drinking need a therapist who does not lecture them. Curiosity works better than confrontation.',
    );
    expect(gentle.warmSupport.high).toBeGreaterThan(0.5);
    const pushed = await readSides(
      'Some clients tell me straight away: test me early on. They want to be pushed from the first session.',
    );
    expect(pushed.warmSupport.low).toBeGreaterThan(0.5);
  });
});

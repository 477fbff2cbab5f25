import { dimensionKeys } from '@rapport/contracts';
import {
  dimensionModel,
  readWithModel,
  textFeatures,
  withModel,
  type DimensionModel,
  type TextFeatures,
} from './dimension-model';
import { readTrainingFiles, trainDimensions } from './dimension-training';
import { embeddings } from './embeddings';
import { findDimensionHits } from './lexicon';
import { analyseText } from './nlp';
import { scopeSentences } from './scope';
import { readSignals } from './signals';

function read(text: string) {
  const sentences = analyseText(text).sentences;
  const clauses = scopeSentences(sentences);
  const lexicon = sentences.flatMap((s) => findDimensionHits(s, clauses, 'client'));
  return { sentences, clauses, lexicon, features: textFeatures(sentences, clauses, lexicon) };
}

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);

describe('word vectors', () => {
  it('are unit vectors in which related words lie closer than unrelated ones', () => {
    const e = embeddings();
    const gentle = e.vector('gentle');
    const kind = e.vector('kind');
    const tax = e.vector('tax');
    if (!gentle || !kind || !tax) throw new Error('missing vectors');
    expect(e.dims).toBe(100);
    expect(dot(gentle, gentle)).toBeCloseTo(1, 3);
    expect(dot(gentle, kind)).toBeGreaterThan(dot(gentle, tax) + 0.2);
    expect(e.vector('qwzxv')).toBeUndefined();
  });
});

describe('the statistical reader', () => {
  it('was trained on the training files as they are now (retrain after editing them)', () => {
    const { files, lines, sha256 } = readTrainingFiles();
    expect(dimensionModel.trainedOn).toEqual({ files, lines: lines.length, sha256 });
    expect(lines.length).toBeGreaterThanOrEqual(1500);
  });

  it('keeps the scope in its features: a negated or rejected word is another feature', () => {
    const { features } = read("I don't want homework, I'd rather talk about my childhood.");
    expect(features.sparse.has('u:~homework')).toBe(true);
    expect(features.sparse.has('u:homework')).toBe(false);
    expect(features.sparse.has('u:childhood')).toBe(true);
    // The lexicon's hits after the scope: homework refused, childhood wanted.
    expect(features.sparse.get('lex:directiveness-')).toBeGreaterThan(0);
    expect(features.sparse.get('lex:pastOrientation+')).toBeGreaterThan(0);
  });

  it.each([
    // No lexicon word for who leads, or for looking back: the model reads them.
    ['I bristle at being told what to do by anyone.', 'directiveness', -1],
    [
      "I keep choosing the same kind of partner and I'd like to see how that began.",
      'pastOrientation',
      1,
    ],
  ] as const)('reads a side the lexicon has no word for: %s', (text, key, pole) => {
    const signal = readSignals(text, [], [], 'client').dimensions.find((d) => d.key === key);
    expect(signal?.hits.every((h) => h.inferred)).toBe(true);
    expect(signal?.pole).toBe(pole);
    expect(Math.sign(signal?.score ?? 0)).toBe(pole);
  });

  it('marks its readings as inferred, weighing less than a word the person used', () => {
    const { sentences, clauses, lexicon } = read('I bristle at being told what to do by anyone.');
    const hits = withModel(sentences, clauses, lexicon).filter((h) => h.inferred);
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h.weight).toBeLessThan(1);
  });

  it('leaves the lexicon alone where it agrees with it', () => {
    const { sentences, clauses, lexicon } = read('I want someone warm and gentle who listens.');
    const hits = withModel(sentences, clauses, lexicon).filter(
      (h) => h.dimension === 'warmSupport',
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => !h.inferred && h.pole === 1)).toBe(true);
  });

  it.each([
    ['I want to talk about my childhood.', 1],
    ['I want to talk about my past.', 1],
  ] as const)('does not turn the one plain word of a short answer: %s', (text, pole) => {
    const signal = readSignals(text, [], [], 'client').dimensions.find(
      (d) => d.key === 'pastOrientation',
    );
    expect(signal?.pole).toBe(pole);
    expect(signal?.hits.some((h) => h.inferred)).toBe(false);
  });

  it('reads no side from small talk', () => {
    const { features } = read('Sorry, it is pouring outside and the bus was twenty minutes late.');
    expect(readWithModel(features)).toEqual([]);
  });
});

describe('training', () => {
  /** Features of a made-up text: sparse words only, no vector. */
  const toy = (words: string[]): TextFeatures => ({
    sparse: new Map(words.map((w) => [`u:${w}`, 1])),
    dense: new Float32Array(200),
    words: words.map((lemma, word) => ({ sentence: 0, word, lemma, polarity: 1, person: 'self' })),
  });
  const examples = [
    ...Array.from({ length: 8 }, () => ({
      features: toy(['plan', 'please']),
      expect: { directiveness: 1 as const },
    })),
    ...Array.from({ length: 8 }, () => ({
      features: toy(['wander', 'please']),
      expect: { directiveness: -1 as const },
    })),
    ...Array.from({ length: 8 }, () => ({ features: toy(['weather', 'please']), expect: {} })),
  ];

  it('learns each side and "no side" from labelled texts, the same way every time', () => {
    const dimensions = trainDimensions(examples);
    expect(trainDimensions(examples)).toEqual(dimensions);
    const model: DimensionModel = {
      trainedOn: { files: [], lines: 24, sha256: '' },
      threshold: 0.5,
      dimensions,
    };
    const side = (words: string[]) =>
      readWithModel(toy(words), dimensionKeys, model).find((r) => r.dimension === 'directiveness')
        ?.pole;
    expect(side(['plan'])).toBe(1);
    expect(side(['wander'])).toBe(-1);
    expect(side(['weather'])).toBeUndefined();
    // Nothing was labelled on the other dimensions.
    expect(readWithModel(toy(['plan']), ['warmSupport'], model)).toEqual([]);
  });
});

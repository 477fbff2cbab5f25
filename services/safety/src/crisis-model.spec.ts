import { trainingFingerprint, trainingItems } from '../scripts/crisis-training';
import {
  crisisFeatures,
  crisisModel,
  crisisScore,
  trainCrisisModel,
  wordFeatures,
} from './crisis-model';
import { encoderDimensions } from './sentence-encoder';

describe('the trained crisis model', () => {
  it('is trained on the current texts, phrase lists and preparation (else: make train-crisis-model)', () => {
    expect(crisisModel().trainedOn).toBe(trainingFingerprint(trainingItems()));
  });
});

describe('crisisFeatures', () => {
  it('are the words and the sentence embedding, scaled', () => {
    const embedding = new Float32Array(encoderDimensions).fill(0.05);
    const f = crisisFeatures('i want to vanish', embedding);
    expect(f.get('u:vanish')).toBe(1);
    expect(f.get('e:0')).toBeCloseTo(0.1);
    expect(f.get(`e:${encoderDimensions - 1}`)).toBeCloseTo(0.1);
    expect([...f.keys()].filter((k) => k.startsWith('e:'))).toHaveLength(encoderDimensions);
  });
});

describe('wordFeatures', () => {
  it('marks the words after a denial, within the clause', () => {
    const f = wordFeatures("i'm not suicidal, just tired");
    expect(f.has('u:not_suicidal')).toBe(true);
    expect(f.has('u:suicidal')).toBe(false);
    expect(f.has('u:tired')).toBe(true);
    expect(f.has("b:i'm_not")).toBe(true);
  });
});

describe('trainCrisisModel', () => {
  const texts: [string, boolean][] = [
    ['i want to vanish for good', true],
    ['i want to vanish from this life', true],
    ['i keep thinking i should vanish for good', true],
    ['i want to vanish for the weekend', false],
    ['i want to vanish from this party', false],
    ['i keep thinking i should book a holiday', false],
  ];
  const examples = texts.map(([text, crisis]) => ({ features: wordFeatures(text), crisis }));

  it('learns which words tell the two apart, the same way every time', () => {
    const model = trainCrisisModel(examples, { minCount: 1, epochs: 60 });
    expect(model).toEqual(trainCrisisModel(examples, { minCount: 1, epochs: 60 }));
    const score = (t: string) => crisisScore(model, wordFeatures(t));
    expect(score('honestly i want to vanish for good')).toBeGreaterThan(0.5);
    expect(score('honestly i want to vanish for the weekend')).toBeLessThan(0.5);
  });

  it('gives no weight to a feature seen in fewer texts than minCount', () => {
    const model = trainCrisisModel(examples, { minCount: 2 });
    expect(model.weights['u:party']).toBeUndefined();
    expect(model.weights['u:vanish']).toBeDefined();
  });
});

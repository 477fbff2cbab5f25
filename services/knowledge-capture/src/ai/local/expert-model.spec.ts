import { dimensionKeys } from '@rapport/contracts';
import { dimensionModel, type DimensionModel } from '@rapport/language';
import { expertModel, readExpertTraining } from './expert-model';
import { readExpertStances } from './expert-reading';

const sides = (text: string, model?: DimensionModel) =>
  Object.fromEntries(readExpertStances(text, model).map((s) => [s.key, s.pole]));

describe('the expert model', () => {
  it('was trained on the experts’ notes as they are now (`make train-expert-model`)', () => {
    const { files, lines, sha256 } = readExpertTraining();
    expect(expertModel.trainedOn).toEqual({ files, lines: lines.length, sha256 });
    // The shared training's experts' notes and this service's own, and no client's words.
    expect(files.some((f) => f.startsWith('professional'))).toBe(true);
    expect(files.some((f) => f.startsWith('expert-'))).toBe(true);
    expect(files.some((f) => /^(client|spoken)/.test(f))).toBe(false);
    expect(lines.length).toBeGreaterThanOrEqual(5000);
  });

  it('weighs every dimension', () => {
    for (const key of dimensionKeys)
      expect(Object.keys(expertModel.dimensions[key]?.sparse ?? {}).length).toBeGreaterThan(1000);
  });

  it('decides where the cue words split evenly', () => {
    // "structure" for the therapist's lead, "their pace" for the client's: one cue word each.
    const text =
      'Clients with a trauma history need structure, but at their pace: a clear frame for each session that I hold, and they decide how far we go in it.';
    expect(sides(text).directiveness).toBeDefined();
  });

  it('turns a side that rests on a single cue word when it reads the whole note the other way', () => {
    // "the last thing they need is …" is read by no cue word; "push" on its own says challenge.
    const text =
      'People caring for a parent with dementia are running on empty; the last thing they need is me pushing them.';
    expect(sides(text).warmSupport).toBe(1);
  });

  it('leaves a side on strong cue evidence as the cue words read it', () => {
    const text =
      'I leave the structure to them, keep sessions open, follow wherever they take it and never set homework.';
    expect(sides(text).directiveness).toBe(-1);
    expect(sides(text, dimensionModel).directiveness).toBe(-1);
  });
});

import { splitRefinementInput } from './refinement-input';

describe('splitRefinementInput', () => {
  it.each([
    [
      'with the instructions sent apart',
      ['Clients need pacing.\n\nRefinement instructions: focus on trauma', 'focus on trauma'],
      { original: 'Clients need pacing.', instructions: 'focus on trauma' },
    ],
    [
      'with the instructions sent apart but not repeated in rawInput',
      ['Clients need pacing.', 'shorter summary'],
      { original: 'Clients need pacing.', instructions: 'shorter summary' },
    ],
    [
      "with a 'Refinement instructions:' label",
      ['Clients need pacing. Grief too.\nRefinement instructions: more client questions'],
      { original: 'Clients need pacing. Grief too.', instructions: 'more client questions' },
    ],
    [
      "with a 'Refinement:' label inline",
      ['Clients need pacing. Refinement: shorter summary'],
      { original: 'Clients need pacing.', instructions: 'shorter summary' },
    ],
    [
      'with the instructions as the last paragraph',
      ['Clients need pacing.\n\nGrief takes time.\n\nFocus on grief'],
      { original: 'Clients need pacing.\n\nGrief takes time.', instructions: 'Focus on grief' },
    ],
    [
      'with instructions only',
      ['Focus on grief'],
      { original: '', instructions: 'Focus on grief' },
    ],
    [
      'with an empty label',
      ['Clients need pacing.\nRefinement instructions:   '],
      { original: 'Clients need pacing.', instructions: '' },
    ],
  ] as const)('%s', (_case, [raw, instructions], parts) => {
    expect(splitRefinementInput(raw, instructions)).toEqual(parts);
  });
});

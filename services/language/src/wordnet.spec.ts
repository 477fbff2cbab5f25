import { nounClasses } from './wordnet';

describe('nounClasses', () => {
  it.each([
    ['insomnia', 'state'],
    ['grief', 'feeling'],
    ['officers', 'person'],
    ['toilets', 'artifact'],
    ['boxes', 'artifact'],
    ['self-harm', undefined],
  ])('%s: its commonest sense is a %s', (word, kind) => {
    expect(nounClasses(word)[0]).toBe(kind);
  });

  it('knows no noun for a word WordNet files only as another part of speech', () => {
    expect(nounClasses('quickly')).toEqual([]);
  });
});

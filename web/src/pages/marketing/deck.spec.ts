import {
  clampSlide,
  deckCaption,
  deckProgress,
  isFirstSlide,
  isLastSlide,
  nextSlide,
  prevSlide,
  slideForKey,
} from './deck';

const TOTAL = 12;

describe('workshop deck navigation', () => {
  it.each([
    [0, 1],
    [5, 6],
    [10, 11],
    [11, 11], // Next does nothing on the last slide
  ])('next from %i goes to %i', (from, to) => {
    expect(nextSlide(from, TOTAL)).toBe(to);
  });

  it.each([
    [11, 10],
    [1, 0],
    [0, 0], // Previous does nothing on the first slide
  ])('previous from %i goes to %i', (from, to) => {
    expect(prevSlide(from, TOTAL)).toBe(to);
  });

  it.each([
    ['ArrowRight', 3, 4],
    ['ArrowLeft', 3, 2],
    ['ArrowRight', 11, 11],
    ['ArrowLeft', 0, 0],
    ['Enter', 3, null],
    ['ArrowUp', 3, null],
  ])('key %s on slide index %i leads to %p', (key, from, to) => {
    expect(slideForKey(key, from, TOTAL)).toBe(to);
  });

  it.each([
    [-3, 0],
    [4.7, 4],
    [99, 11],
  ])('clamps a direct jump to %p into range (%i)', (index, expected) => {
    expect(clampSlide(index, TOTAL)).toBe(expected);
  });

  it('treats an empty deck as index 0 with no progress', () => {
    expect(nextSlide(0, 0)).toBe(0);
    expect(deckProgress(0, 0)).toBe(0);
  });

  it('knows the ends of the deck', () => {
    expect(isFirstSlide(0)).toBe(true);
    expect(isFirstSlide(1)).toBe(false);
    expect(isLastSlide(11, TOTAL)).toBe(true);
    expect(isLastSlide(10, TOTAL)).toBe(false);
  });

  it('writes the caption with one-based slide numbers', () => {
    expect(deckCaption(0, TOTAL)).toBe('Use arrow keys to navigate • Slide 1 of 12');
    expect(deckCaption(11, TOTAL)).toBe('Use arrow keys to navigate • Slide 12 of 12');
  });

  it('reports progress counting the current slide', () => {
    expect(deckProgress(0, 4)).toBe(25);
    expect(deckProgress(3, 4)).toBe(100);
  });
});

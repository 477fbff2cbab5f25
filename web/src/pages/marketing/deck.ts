/**
 * Slide-index rules for the fundraising-workshop deck (spec §4 "Workshop deck"):
 * the index starts at the first slide, Next increments unless on the last,
 * Previous decrements unless on the first. Kept pure so the page only wires events.
 */

export function clampSlide(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), total - 1);
}

export const nextSlide = (index: number, total: number): number => clampSlide(index + 1, total);

export const prevSlide = (index: number, total: number): number => clampSlide(index - 1, total);

export const isFirstSlide = (index: number): boolean => index <= 0;

export const isLastSlide = (index: number, total: number): boolean => index >= total - 1;

/** The slide a key press leads to, or null when the key does not navigate. */
export function slideForKey(key: string, index: number, total: number): number | null {
  if (key === 'ArrowRight') return nextSlide(index, total);
  if (key === 'ArrowLeft') return prevSlide(index, total);
  return null;
}

export const deckCaption = (index: number, total: number): string =>
  `Use arrow keys to navigate • Slide ${index + 1} of ${total}`;

/** Share of the deck seen so far, counting the current slide, in percent. */
export const deckProgress = (index: number, total: number): number =>
  total <= 0 ? 0 : ((clampSlide(index, total) + 1) / total) * 100;

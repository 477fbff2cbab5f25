/** Small text helpers shared by the local engine's builders. */

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Cuts at a word boundary so the result is at most `max` characters, marking the cut with '…'. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Replaces `{name}` slots; an unknown slot is left as it is, so a template bug shows. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

const fillers =
  /^(so|well|and|but|also|honestly|basically|actually|really|of course|you know|to be honest|in my (experience|opinion|view|practice)|i (really |honestly |also |strongly )?(think|feel|believe|find|would say|have found|have noticed|have learned|notice|see)( that)?|what i('ve| have) (noticed|found|learned|seen) is( that)?)(?![\w'’])[\s,:;-]*/i;

/**
 * A sentence without openers like "Honestly, I think that", asides in brackets, or extra length.
 * An opener ends at a word's end: "I think that's half the story" keeps "That's".
 */
export function condense(sentence: string, max = 220): string {
  let s = sentence
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (let i = 0; i < 4; i += 1) {
    const next = s.replace(fillers, '');
    if (next === s || next.length < 12) break;
    s = next;
  }
  s = capitalise(clip(s, max));
  return /[.!?…]$/.test(s) ? s : `${s}.`;
}

/** A short quotation of the expert around `term`, for a reasoning that cites what they said. */
export function quote(sentence: string, term?: string, max = 140): string {
  const s = sentence.replace(/\s+/g, ' ').trim();
  if (s.length <= max) return s;
  const at = term ? s.toLowerCase().indexOf(term.toLowerCase().replace(/^not /, '')) : -1;
  if (at < max * 0.6) return clip(s, max);
  const start = s.lastIndexOf(' ', Math.max(0, at - Math.floor(max / 3)));
  return `…${clip(s.slice(start + 1), max - 1)}`;
}

/** "a, b and c". */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

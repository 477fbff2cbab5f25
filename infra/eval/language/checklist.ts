/**
 * Construction checklists: each file crosses templates (a construction and the side it gives the
 * act: "It's a mistake to {a} with {g}." → -1) with acts (a verb phrase and the side it takes on a
 * dimension) and, for experts, groups of clients, and counts the sentences read right, reversed
 * (the other side stated) or not at all.
 *
 * - expert-a.json and client-a.json: written while developing the readers (development sets);
 * - expert-b.json: written blind by a helper that saw no code, then developed on;
 * - expert-c.json: written blind the same way and only ever scored in totals: how far fixes made
 *   on the others carry to constructions nobody developed on;
 * - expert-d.json: written blind the same way in session 14 and scored once in totals before it
 *   was developed on (1,196 right, 1,054 reversed, 630 not read with the code of b27c469; 1,183,
 *   1,063 and 634 with that of the session's first fixes).
 *
 *   tsx infra/eval/language/checklist.ts [--reversed] [file.json …]
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { DimensionKey } from '@rapport/contracts';
import { localClientEngine } from '../../../services/client-profile/src/ai/local';
import { readExpertStances } from '../../../services/knowledge-capture/src/ai/local/expert-reading';

interface Act {
  key: DimensionKey;
  pole: 1 | -1;
  base: string;
  ing: string;
}

interface Checklist {
  acts: Act[];
  /** Client groups for {g}; a client's checklist has none. */
  groups?: string[];
  templates: [string, 1 | -1][];
}

const capital = (t: string) => (t[0] ?? '').toUpperCase() + t.slice(1);

/** The template with its slots filled: {a}/{i} the act (base, -ing), {g} the group. */
function sentence(template: string, act: Act, group: string): string {
  return capital(
    template
      .replaceAll('{g}', group)
      .replaceAll('{G}', capital(group))
      .replaceAll('{a}', act.base)
      .replaceAll('{i}', act.ing)
      .replaceAll('{I}', capital(act.ing)),
  );
}

const clientEngine = localClientEngine();

/** The side read on the act's dimension: the expert reader's stance, or the client's position. */
async function sideOf(file: string, text: string, key: DimensionKey): Promise<number> {
  if (basename(file).startsWith('client')) {
    const analysis = await clientEngine.analyzeClient([
      { question: 'What are you looking for in a therapist?', answer: text },
    ]);
    return Math.sign(analysis.preferences.dimensions[key]);
  }
  return readExpertStances(text).find((s) => s.key === key)?.pole ?? 0;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const showReversed = args.includes('--reversed');
  const dir = join(__dirname, 'checklists');
  const named = args.filter((a) => a !== '--reversed');
  const files =
    named.length > 0
      ? named
      : (await readdir(dir))
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => join(dir, f));
  for (const file of files) {
    const list = JSON.parse(await readFile(file, 'utf8')) as Checklist;
    const counts = { right: 0, reversed: 0, none: 0 };
    for (const [template, sign] of list.templates) {
      for (const act of list.acts) {
        for (const group of list.groups ?? ['']) {
          const text = sentence(template, act, group);
          const got = await sideOf(file, text, act.key);
          if (got === 0) counts.none += 1;
          else if (got === act.pole * sign) counts.right += 1;
          else {
            counts.reversed += 1;
            if (showReversed)
              console.log(`    ✗ ${act.key} ${act.pole * sign > 0 ? '+' : '-'}: ${text}`);
          }
        }
      }
    }
    const total = counts.right + counts.reversed + counts.none;
    console.log(
      `${basename(file).padEnd(16)} ${counts.right}/${total} right, ${counts.reversed} reversed, ${counts.none} not read`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

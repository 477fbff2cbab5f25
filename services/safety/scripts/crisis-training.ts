/**
 * What the crisis check's statistical reader learns from (./train-crisis-model.ts), and a
 * fingerprint of it that the trained model keeps: a unit spec fails when the model is older
 * than its texts, the phrase lists (which leave flagged ordinary answers out) or the way a text
 * is prepared.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { splitOf } from '../../../infra/eval/language/split';
import { detectPhrases, prepareCrisisText } from '../src/detect-crisis';

const root = path.join(__dirname, '..', '..', '..');
const devDir = path.join(root, 'infra', 'eval', 'language', 'dev');

export interface TrainingItem {
  /** The file it came from: a crisis set is a cross-validation fold. */
  file: string;
  text: string;
  crisis: boolean;
}

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { id: string; text: string; crisis?: boolean });

/**
 * The blind-written crisis sets, the crisis corpus's tuning half, and ordinary answers: the
 * voice and client development sets and the language engine's client statements. An ordinary
 * answer the phrases flag (a brother's suicide told in passing) is left out rather than guessed.
 */
export function trainingItems(): TrainingItem[] {
  const out: TrainingItem[] = [];
  const ordinary = (file: string, name: string) => {
    for (const l of lines(file))
      if (!detectPhrases(l.text).flagged) out.push({ file: name, text: l.text, crisis: false });
  };
  for (const name of readdirSync(devDir).sort()) {
    const file = path.join(devDir, name);
    if (name.startsWith('crisis-'))
      for (const l of lines(file))
        out.push({ file: name, text: l.text, crisis: l.crisis === true });
    else if (name.startsWith('voice-') || name.startsWith('client-')) ordinary(file, name);
  }
  const statements = path.join(root, 'services', 'language', 'training');
  for (const name of readdirSync(statements).sort())
    if (/^(client|spoken)/.test(name)) ordinary(path.join(statements, name), `statements-${name}`);
  for (const l of lines(path.join(root, 'infra', 'eval', 'language', 'corpus', 'crisis.jsonl')))
    if (splitOf(l.id) === 'tuning')
      out.push({ file: 'corpus-tuning', text: l.text, crisis: l.crisis === true });
  return out;
}

export const trainingFingerprint = (items: readonly TrainingItem[]) =>
  createHash('sha256')
    .update(items.map((i) => `${Number(i.crisis)}\t${prepareCrisisText(i.text)}`).join('\n'))
    .digest('hex')
    .slice(0, 16);

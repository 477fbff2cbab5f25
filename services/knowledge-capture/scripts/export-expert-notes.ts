/**
 * Writes the expert reader's training notes (readExpertTraining) as JSON lines for
 * infra/models/train-expert-direction.py, each with its cross-validation fold (whole files, as
 * train-expert-model.ts folds them), and prints their SHA-256 (kept in the adapter, to tell a
 * stale one).
 *
 *   tsx services/knowledge-capture/scripts/export-expert-notes.ts <out.jsonl>
 */
import { writeFileSync } from 'node:fs';
import { expertFolds, readExpertTraining } from '../src/ai/local/expert-model';

function main(): void {
  const out = process.argv[2];
  if (!out) throw new Error('usage: export-expert-notes.ts <out.jsonl>');
  const { files, lines, sha256 } = readExpertTraining();
  const rows = lines.map((l) =>
    JSON.stringify({
      file: l.file,
      fold: files.indexOf(l.file) % expertFolds,
      text: l.text,
      expect: l.expect,
    }),
  );
  writeFileSync(out, `${rows.join('\n')}\n`);
  console.log(sha256);
}

main();

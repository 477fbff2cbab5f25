import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  readTrainingFiles,
  trainingDir,
  type DimensionModel,
  type TrainingLine,
} from '@rapport/language';
import modelData from './data/expert-model.json';

/**
 * The statistical reader for experts' notes: the same softmax as the shared reader
 * (`@rapport/language`, dimension-model.ts), trained only on experts' notes, each labelled with
 * the side the expert takes (not what the clients ask for). Trained by
 * ../../../scripts/train-expert-model.ts (`make train-expert-model`).
 */
export const expertModel = modelData as unknown as DimensionModel;

/** Cross-validation of the expert reader: folds of whole files (a writer's notes stay together). */
export const expertFolds = 5;

/** This service's experts' notes (../../../training/*.jsonl), written blind and labelled. */
export const expertTrainingDir = path.join(__dirname, '..', '..', '..', 'training');

/** The shared training files that hold experts' notes, not clients' words. */
const sharedExpertFiles = /^professional/;

/**
 * The expert reader's training texts: the shared training's experts' notes and this service's
 * own, with the files they came from and the SHA-256 of both sets (to tell a stale model).
 */
export function readExpertTraining(): { files: string[]; lines: TrainingLine[]; sha256: string } {
  const shared = readTrainingFiles(trainingDir);
  const own = readTrainingFiles(expertTrainingDir);
  const kept = shared.lines.filter((l) => sharedExpertFiles.test(l.file));
  const lines = [...kept, ...own.lines];
  const sha256 = createHash('sha256')
    .update(lines.map((l) => `${l.file}\t${l.text}\t${JSON.stringify(l.expect)}`).join('\n'))
    .digest('hex');
  return { files: [...new Set(lines.map((l) => l.file))], lines, sha256 };
}

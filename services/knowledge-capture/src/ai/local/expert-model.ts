import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  defaultTrainingOptions,
  readTrainingFiles,
  trainDimensions,
  trainingDir,
  type DimensionModel,
  type TextFeatures,
  type TrainingLine,
  type TrainingOptions,
} from '@rapport/language';
import modelData from './data/expert-model.json';

/**
 * The statistical reader for experts' notes: the same softmax as the shared reader
 * (`@rapport/language`, dimension-model.ts), trained only on experts' notes, each labelled with
 * the side the expert takes (not what the clients ask for). Trained by
 * ../../../scripts/train-expert-model.ts (`make train-expert-model`).
 */
export const expertModel = modelData as unknown as DimensionModel;

/** Stronger than the shared reader's penalty: on experts' notes it overrode fewer right sides. */
const trainingOptions: TrainingOptions = { ...defaultTrainingOptions, l2: 1e-3 };
/** The shared reader's side threshold: the expert reader sets its own where it reads. */
const threshold = 0.45;

/**
 * The expert model trained on these notes' features (`expertFeaturesOf`), as
 * `make train-expert-model` trains it and cross-validation trains each fold's.
 */
export function trainExpertModel(
  lines: readonly (TrainingLine & { features: TextFeatures })[],
): DimensionModel {
  return {
    trainedOn: { files: [], lines: lines.length, sha256: '' },
    threshold,
    dimensions: trainDimensions(
      lines.map((l) => ({ features: l.features, expect: l.expect })),
      trainingOptions,
    ),
  };
}

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

import {
  dimensionKeys,
  dimensionLabels,
  type QuestionnaireResultTherapist,
} from '@rapport/contracts';

const signed = (n: number) => (n > 0 ? `+${n.toFixed(2)}` : n.toFixed(2));

/**
 * The profile's `analysisDetails`: what the questionnaire read, in one plain record, so the
 * therapist (and support) can see why the directory places them where it does.
 */
export function analysisDetails(result: QuestionnaireResultTherapist, answers: number): string {
  const position = dimensionKeys
    .map((key) => {
      const value = result.dimensions[key];
      const label = dimensionLabels[key];
      const side = value > 0 ? label.high : value < 0 ? label.low : 'no clear leaning';
      return `${label.name} ${signed(value)} (${side})`;
    })
    .join('; ');
  const experts = [...new Set(result.insightsApplied.map((i) => i.source))];
  return [
    `Read from ${answers} ${answers === 1 ? 'answer' : 'answers'}.`,
    `Specialty: ${result.specialty}. Style: ${result.style}.`,
    `Tags: ${result.tags.join(', ') || 'none'}.`,
    `Matching position: ${position}.`,
    `Expert insights applied: ${result.insightsApplied.length}${experts.length > 0 ? ` (${experts.join(', ')})` : ''}.`,
  ].join('\n');
}

import { localClientEngine } from '../../kit/src/ai/client/local';
import { personas } from './personas';
const e = localClientEngine();
void (async () => {
  for (const id of process.argv.slice(2)) {
    const p = personas.find((x) => x.id === id)!;
    const answers = p.answers.map((answer, i) => ({ question: i === 0 ? 'What brings you to therapy?' : '', answer }));
    const analysis = await e.analyzeClient(answers);
    console.log(analysis.tags, analysis.summary);
    const prof = await e.generatePersonalityProfile(answers, { analysis, bestMatch: { therapistName: 'Dr. X', matchScore: 71 } });
    console.log(prof.personalityProfile, '\n-----');
  }
})();

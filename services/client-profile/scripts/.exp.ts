import { clientPreferencesFromAnalysis, rankTherapists } from '@rapport/kit';
import { readAnswers, dimensionEvidence, themeEvidence, isPreferenceSentence } from '../../kit/src/ai/client/evidence';
import * as ev from '../../kit/src/ai/client/evidence';
import { directory } from './directory';
import { personas } from './personas';
const readings = personas.map((p) => readAnswers(p.answers.map((answer) => ({ question: '', answer }))));
for (const w of [0, 0.25, 0.5, 0.75, 1]) {
  (ev as { CONTEXT_WEIGHT: number }).CONTEXT_WEIGHT; 
  let t1 = 0, t3 = 0; const miss: string[] = [];
  personas.forEach((p, i) => {
    const r = readings[i]!;
    const dims = {} as Record<string, { score: number; count: number }>;
    for (const key of ['directiveness','emotionalIntensity','pastOrientation','warmSupport']) {
      let hi = 0, lo = 0;
      for (const a of r) for (const h of a.signals.dimensions.find((d) => d.key === key)?.hits ?? []) {
        const wt = a.preference[h.sentence] ? 1 : w; if (h.pole === 1) hi += wt; else lo += wt; }
      if (hi + lo > 0) dims[key] = { score: (hi - lo) / (hi + lo), count: hi + lo };
    }
    const prefs = clientPreferencesFromAnalysis({ dimensions: dims, themes: themeEvidence(r) });
    const rank = rankTherapists(prefs, directory).findIndex((x) => x.therapist.id === p.expected) + 1;
    if (rank === 1) t1++; if (rank <= 3) t3++; if (rank !== 1) miss.push(`${p.id}:${rank}`);
  });
  console.log(w, t1, t3, miss.join(' '));
}
if (process.argv[2]) for (const p of personas) for (const a of p.answers) for (const s of a.split(/(?<=[.!?])\s+/)) console.log(isPreferenceSentence(s) ? 'P' : '.', s);
void dimensionEvidence;

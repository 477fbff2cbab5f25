import { readSignals } from '../../kit/src/ai/local/signals';
import { personas } from './personas';
import { preferencesFromAnswers } from './analyze-answers';
for (const id of process.argv.slice(2)) {
  const p = personas.find((x) => x.id === id)!;
  console.log('==', id, p.expected); p.answers.forEach(a=>console.log('  >', a));
  const s = readSignals(p.answers.join('\n\n'));
  for (const t of s.themes) console.log('  theme', t.key, t.weight, t.terms.join(','));
  for (const d of s.dimensions) console.log('  dim', d.key, d.hits.map(h=>`${h.pole>0?'+':'-'}${h.term}${h.negated?'(neg)':''}`).join(' '));
  console.log('  prefs', JSON.stringify(preferencesFromAnswers(p.answers)));
}

import { analyseText } from '../../kit/src/ai/local/nlp';
import { personas } from './personas';
for (const p of personas) {
  const s = p.answers.flatMap((a) => analyseText(a).sentences);
  const avg = s.reduce((x, y) => x + y.sentiment, 0) / s.length;
  console.log(p.id.padEnd(8), avg.toFixed(3), s.map((x) => x.sentiment.toFixed(2)).join(' '));
}

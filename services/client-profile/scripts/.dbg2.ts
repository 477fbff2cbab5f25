import { analyseText } from '../../kit/src/ai/local/nlp';
import { readSignals } from '../../kit/src/ai/local/signals';
const a = analyseText('My self-esteem is very low and I feel ashamed.');
console.log(a.sentences[0]!.words.map((w) => `${w.text}/${w.normal}/${w.lemma}`).join(' '));
console.log(readSignals('My self-esteem is very low and I feel ashamed.').themes);

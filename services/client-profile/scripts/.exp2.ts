import { clientPreferencesFromAnalysis, rankTherapists, themesInText, canonicalTheme } from '@rapport/kit';
import { readClient } from '../../kit/src/ai/client/evidence';
import { directory } from './directory';
import { personas } from './personas';
for (const extra of [false, true]) {
  let t1 = 0, t3 = 0; const miss: string[] = [];
  for (const p of personas) {
    const r = readClient(p.answers.map((answer) => ({ question: '', answer })));
    let themes = r.evidence.themes as { theme: string; weight: number }[];
    if (extra) {
      const w = new Map(themes.map((t) => [canonicalTheme(t.theme), t.weight] as [string, number]));
      for (const a of p.answers) for (const k of themesInText([a])) { const c = canonicalTheme(k); if (!r.answers.some(x=>x.answer===a.trim() && x.signals.themes.some(t=>canonicalTheme(t.key)===c))) w.set(c, (w.get(c) ?? 0) + 1); }
      themes = [...w].map(([theme, weight]) => ({ theme, weight }));
    }
    const prefs = clientPreferencesFromAnalysis({ dimensions: r.evidence.dimensions, themes });
    const rank = rankTherapists(prefs, directory).findIndex((x) => x.therapist.id === p.expected) + 1;
    if (rank === 1) t1++; if (rank <= 3) t3++; if (rank !== 1) miss.push(`${p.id}:${rank}:${prefs.themes.join('/')}`);
  }
  console.log(extra, t1, t3, miss.join(' '));
}

import { LocalAiEngine } from './src/ai/local/local-engine';
const e = new LocalAiEngine();
const A = `Clients who have lived through childhood trauma often need a therapist who lets them set the pace. I find that warm, gentle validation matters far more than clever interpretations in the first months. Many of them were never allowed to feel safe as children, so trust has to be earned slowly. Pushing them to talk about the abuse too early can retraumatise them.`;
const B = `My anxious clients usually want practical tools for panic attacks, not years of exploring their past. I give homework and a clear structure from the first session. Honestly, I think a bit of direct challenge helps people who avoid things because of worry. We focus on what is happening this week at work and how they cope with deadlines.`;
(async () => {
  const t0 = performance.now();
  const a = await e.processExpertInput(A);
  const t1 = performance.now();
  const b = await e.processExpertInput(B);
  const t2 = performance.now();
  console.log(JSON.stringify(a, null, 1));
  console.log(JSON.stringify(b, null, 1));
  console.log('ms', (t1-t0).toFixed(1), (t2-t1).toFixed(1));
  const r = await e.refine(B, 'Shorter summary, two more client questions and focus on trauma', b);
  console.log(JSON.stringify(r, null, 1));
  for (const q of [...a.questions, ...b.questions]) console.log(JSON.stringify(await e.questionToInsight(q)));
})();

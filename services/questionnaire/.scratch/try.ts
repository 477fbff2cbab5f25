import { LocalAiEngine } from '@rapport/kit';
const e = new LocalAiEngine();
const texts = [
 'Clients who have lived through childhood trauma often need a therapist who lets them set the pace. I find that warm, gentle validation matters far more than clever interpretations in the first months. Many of them were never allowed to feel safe as children, so trust has to be earned slowly. Pushing them to talk about the abuse too early can retraumatise them.',
 'My anxious clients usually want practical tools for panic attacks, not years of exploring their past. I give homework and a clear structure from the first session. Honestly, I think a bit of direct challenge helps people who avoid things because of worry. We focus on what is happening this week at work and how they cope with deadlines.',
];
(async () => { for (const t of texts) console.log(JSON.stringify(await e.processExpertInput(t), null, 1)); })();

import { LocalAiEngine, composeLocal } from '@rapport/kit';
const e = composeLocal(new LocalAiEngine());
const insights = [
 {insight: 'Childhood trauma is best understood by exploring the client’s past and early experiences.', application: "Lean 'Focus in time' toward \"Exploring your past\" (+0.67, from 'childhood' and 'early') for clients who raise childhood trauma, and rank therapists whose answers sit on the same side higher.", expert: 'Maya'},
 {insight: 'With panic attacks, clients tend to do best when the therapist takes the lead with structure, tools and clear next steps.', application: "Lean 'Who leads the sessions' toward \"The therapist takes the lead\" (+1.00, from 'tool', 'structure' and 'homework') for clients who raise panic attacks, and rank therapists whose answers sit on the same side higher.", expert: 'Daniel'},
 {insight: 'Warm, gentle support is what lets clients open up about childhood trauma.', application: "Lean 'Support or challenge' toward \"Warm, gentle support\" (+0.33, from 'warm', 'gentle' and 'validation') for clients who raise childhood trauma, and rank therapists whose answers sit on the same side higher.", expert: 'Maya'},
];
const a = ['I work with adults who survived childhood abuse and neglect. I let them set the pace and never push them to talk about the trauma before they feel safe.', 'Warmth and patience matter most; I validate what they feel and we often look at how their early family life shaped them.', 'I use EMDR once a client is stable, and grounding skills when flashbacks come.'];
const b = ['I use CBT with a clear structure and homework between sessions for panic attacks and worry.', 'We focus on what is happening now, this week, and on practical tools to cope.', 'I am direct and will challenge avoidance; graded exposure is at the core of my work.'];
(async () => {
 for (const ans of [a, b]) {
  const r = await e.generateTherapistProfile({ name: 'Test Person', experience: 12, responses: ans.map((x,i)=>({questionId: 'q'+i, question: 'Q'+i, answer: x})), insights });
  console.log(JSON.stringify(r, null, 1));
  for (const x of ans) console.log(await e.tagAnswer({question: '', answer: x}));
 }
})();

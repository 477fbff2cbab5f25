import { analyseText, scopeSentences } from '@rapport/language';
import { expertFrames, framesAt } from './expert-frames';
import { readExpertStances } from './expert-reading';

const sides = (text: string) =>
  Object.fromEntries(readExpertStances(text).map((s) => [s.key, s.pole]));

/** What the frames do to the first occurrence of `word` in a one-sentence text. */
function effectOn(text: string, word: string) {
  const [s] = analyseText(text).sentences;
  if (!s) throw new Error('no sentence');
  const index = s.words.findIndex((w) => w.normal === word);
  return framesAt(expertFrames(s, scopeSentences([s])), index);
}

describe('expertFrames', () => {
  it.each([
    // Advice against: refraining verbs and ways of passing something by.
    ['Avoid confronting a client about their weight in the first weeks.', 'confronting', 'turn'],
    ['Resist the urge to fill silences with advice when a client is grieving.', 'advice', 'turn'],
    ['The error most trainees make is to hurry past the anger.', 'anger', 'both'],
    // Verdicts.
    ['The mistake with anxious clients is to keep things light.', 'light', 'flip'],
    ["It's a mistake to keep grieving clients busy with techniques.", 'techniques', 'flip'],
    ['Gentleness is overrated with clients who keep cancelling.', 'gentleness', 'flip'],
    // Harmful consequences, before and after the cause.
    ['Being nice about it keeps them drinking.', 'nice', 'flip'],
    ['Teenagers switch off as soon as you tell them what to do.', 'tell', 'flip'],
    ['Avoid keeping sessions polite and composed with clients.', 'composed', 'turn'],
    ['Intense emotional work can feel like more of the same.', 'intense', 'flip'],
    ['Calm check-ins can stall them.', 'calm', 'flip'],
    ['Rather than teaching detached coping skills, I make room for the loss.', 'detached', 'flip'],
    ['I propose the focus myself, otherwise we spend the hour deciding.', 'deciding', 'drop'],
    // A harm's subject after "how" (the client's own, no approach judged); an act judged
    // unkind, its "kind" no call for warmth.
    [
      'What helped was showing her how her criticism was driving her daughter away.',
      'criticism',
      'drop',
    ],
    ['It shows how the homework was driving them away.', 'homework', 'flip'],
    [
      'What helped was showing her how her criticism was driving her daughter away.',
      'showing',
      'none',
    ],
    ['Stirring up big feelings so soon is not kind, it is destabilising.', 'feelings', 'flip'],
    ['Stirring up big feelings so soon is not kind, it is destabilising.', 'kind', 'drop'],
    // A gerund after a pause opens the cause; what comes before is not judged.
    ['Many are ready for deeper work; staying calm and light can stall them.', 'deeper', 'none'],
    ['Many are ready for deeper work; staying calm and light can stall them.', 'calm', 'flip'],
    // A harm that re-enacts the original one; whom the note is about is not the cause.
    ['For refugees, a therapist who sets every topic can mirror the trauma.', 'sets', 'flip'],
    ['For refugees, a therapist who sets every topic can mirror the trauma.', 'refugees', 'none'],
    // What a preference is set against, what a client is taken from, what is flinched at.
    ['Most prefer a clear plan over an open hour.', 'open', 'flip'],
    ['Never rescue a client from crying.', 'crying', 'turn'],
    ['Never distract a client from the grief by joking.', 'joking', 'none'],
    ['A good therapist will not flinch at the rage.', 'rage', 'turn'],
    // Beliefs reported, clients described, situations.
    ['People assume trauma work means reliving the past.', 'past', 'drop'],
    ["Don't sugarcoat things for clients who ask for honesty.", 'honesty', 'drop'],
    ['Resist the urge to give advice when a client is grieving.', 'grieving', 'drop'],
    // Negation the scope carried too far, or undid itself.
    [
      'People who grew up being told not to cry need a room where feelings can be big.',
      'feelings',
      'plain',
    ],
    [
      "There's nothing wrong with a therapist who challenges a client's excuses.",
      'challenges',
      'plain',
    ],
  ])('%s → "%s" %s', (text, word, effect) => {
    const got = effectOn(text, word);
    if (effect === 'turn') expect(got.turn).toBe(true);
    else if (effect === 'both') expect(got.turn && got.flip).toBe(true);
    else if (effect === 'none') expect(got.turn || got.flip || got.drop).toBe(false);
    else expect(got[effect as 'flip' | 'drop' | 'plain']).toBe(true);
  });

  it.each([
    // Scratch sentences written for these frames (not corpus items), each with its side.
    ['Avoid confronting a client with an eating disorder about their weight.', 'warmSupport', 1],
    [
      'The mistake is to rush into the childhood material before the client trusts you.',
      'pastOrientation',
      -1,
    ],
    ['Being nice about it keeps them drinking.', 'warmSupport', -1],
    ['Teenagers switch off as soon as you tell them what to do.', 'directiveness', -1],
    [
      'If you challenge a depressed client too hard in the first session, you lose them.',
      'warmSupport',
      1,
    ],
    [
      'Clients who grew up with critical parents are not helped by more criticism.',
      'warmSupport',
      1,
    ],
    [
      'Clients who have not changed need a therapist who will not go easy on them.',
      'warmSupport',
      -1,
    ],
    [
      'Couples hurt by affairs need a therapist who will not take sides and who stays calm.',
      'emotionalIntensity',
      -1,
    ],
    [
      'Honestly, with eating disorders I think the past can wait; the meal plan cannot.',
      'pastOrientation',
      -1,
    ],
    [
      'Exploring the past is rarely useful for clients facing a practical crisis.',
      'pastOrientation',
      -1,
    ],
    [
      "It is crucial not to minimise a client's anger; it needs to be felt.",
      'emotionalIntensity',
      1,
    ],
    ['With grieving children, letting them play and lead is key.', 'directiveness', -1],
    [
      'Safety first, depth later: I keep the early sessions calm and predictable.',
      'emotionalIntensity',
      -1,
    ],
    ['Compassion before confrontation, always, with clients who self-harm.', 'warmSupport', 1],
    [
      'Digging for childhood causes is a distraction for clients who need to get back to work.',
      'pastOrientation',
      -1,
    ],
    [
      'People with obsessive thoughts are helped most by a therapist who refuses to reassure them.',
      'warmSupport',
      -1,
    ],
    [
      'Clients going through IVF need a steady, practical therapist far more than a deep analysis of their feelings.',
      'emotionalIntensity',
      -1,
    ],
    ['Without firm structure, clients with bulimia drift from week to week.', 'directiveness', 1],
    // When unsure, no side: both said with equal weight.
    ['Some clients want structure. Others want freedom.', 'directiveness', undefined],
  ])('%s → %s %s', (text, key, pole) => {
    expect(sides(text)[key]).toBe(pole);
  });
});

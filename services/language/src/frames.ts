import type { Word } from './nlp';
import type { Clause, Person, ScopedWord } from './scope';

/**
 * Frames that refine a sentence's scope once its clauses are known (./scope calls them):
 *
 * - excess: "too raw", "too much structure" — the word is rejected whatever negates it ("not too
 *   intense" and "too intense" both ask for less); "too scattered to lead" negates "lead";
 * - "stop asking about my mother": what follows "stop"/"quit" + a gerund is negated;
 * - reactions: "when they ask about my parents I switch off", "talking about it makes me panic" —
 *   the trigger of a bad reaction is rejected;
 * - dismissals: "the past is the past", "what X has to do with Y", "I've done X already";
 * - a verbless refusal after a sentence ("Not again.", "No more.", "Never again.") rejects it;
 * - the agent of a control verb: who leads, steers, decides ("let *me* lead", "*someone who* leads").
 */

const lower = (w: Word | undefined) => (w ? w.normal.toLowerCase() : '');

/** Reactions whose trigger the speaker does not want, in lemma form. */
const reactions: string[][] = [
  ['switch', 'off'],
  ['shut', 'down'],
  ['shut', 'off'],
  ['zone', 'out'],
  ['tune', 'out'],
  ['clam', 'up'],
  ['freeze', 'up'],
  ['close', 'up'],
  ['end', 'up', 'worse'],
  ['feel', 'worse'],
  ['get', 'worse'],
  ['cringe'],
  ['panic'],
  // "When my therapist started pushing me, I stopped going", "If you lecture me, I'll quit".
  ['stop', 'go'],
  ['stop', 'come'],
  ['stop', 'turn', 'up'],
  ['drop', 'out'],
  ['walk', 'out'],
  ['get', 'defensive'],
  ['quit'],
  ['leave'],
];
/**
 * Reactions that are the speaker's own only with "I" before them ("I stopped going", "I'll
 * quit"), not a story's ("the parent who walked out", "help me quit drinking").
 */
const ownReactions = new Set([
  'stop go',
  'stop come',
  'stop turn up',
  'drop out',
  'walk out',
  'get defensive',
  'quit',
  'leave',
]);
const triggers = new Set(['when', 'whenever', 'if', 'once']);
const refusalWords = new Set([
  'not',
  'never',
  'no',
  'again',
  'more',
  'thanks',
  'thank',
  'you',
  'way',
  'please',
  'ever',
  'for',
  'me',
  'anymore',
  'longer',
]);
const requestCues = new Set([
  'please',
  'just',
  'to',
  'you',
  'who',
  'can',
  'could',
  'would',
  'will',
]);
/** What goes wrong without something ("without a plan I drift", "… I'll waste the sessions"). */
const badOutcomes = new Set([
  'waste',
  'drift',
  'lose',
  'flounder',
  'struggle',
  'ramble',
  'spiral',
  'stall',
  'wander',
  'circle',
  'never',
  'nothing',
]);
const doneVerbs = new Set(['do', 'cover', 'try', 'explore', 'finish']);
const objects = new Set(['me', 'us', 'them', 'him', 'her']);
const selfSubjects = new Set(['i', "i'm", 'we']);

const lemmaIs = (w: Word | undefined, p: string) =>
  !!w && (lower(w) === p || w.lemma === p || (p === 'not' && lower(w) === "n't"));
const phraseAt = (words: readonly Word[], at: number, phrase: readonly string[]) =>
  phrase.every((p, k) => lemmaIs(words[at + k], p));

function reject(words: readonly ScopedWord[]) {
  for (const w of words) if (!w.negated) w.contrast = 'rejected';
}

/** "too raw" → raw rejected; "too much structure" → structure; "too X to lead" → lead negated. */
function excess(words: readonly ScopedWord[], clauseEnd: (i: number) => number) {
  for (let i = 0; i < words.length - 1; i += 1) {
    if (lower(words[i]) !== 'too') continue;
    let k = i + 1;
    if (['much', 'many'].includes(lower(words[k]))) k += 1;
    const target = words[k];
    if (!target || target.pause || !['ADJ', 'ADV', 'VERB', 'NOUN'].includes(target.pos)) continue;
    if (target.pos === 'NOUN' && k === i + 1) continue;
    target.contrast = 'rejected';
    target.negated = false;
    // "too scattered to lead": what follows "to" is what the speaker cannot or will not do.
    if (lower(words[k + 1]) === 'to' && words[k + 2]?.pos === 'VERB') {
      const end = clauseEnd(k + 2);
      for (let j = k + 2; j < end && !(j > k + 2 && words[j]?.pause); j += 1) {
        const w = words[j];
        if (w) w.negated = !w.negated;
      }
    }
  }
}

/** "Stop asking me about my mother": the gerund and what follows are negated, up to a pause. */
function stopping(words: readonly ScopedWord[], clauseEnd: (i: number) => number) {
  for (let i = 0; i < words.length - 1; i += 1) {
    if (!['stop', 'quit'].includes(words[i]?.lemma ?? '')) continue;
    // A request ("Stop asking…", "please stop…", "I want you to stop…"), not a story ("she
    // stopped eating").
    const before = lower(words[i - 1]);
    const request = i === 0 || words[i]?.pause === true || requestCues.has(before);
    if (!request) continue;
    const next = words[i + 1];
    if (!next || next.pos !== 'VERB' || !lower(next).endsWith('ing')) continue;
    const end = clauseEnd(i + 1);
    for (let j = i + 1; j < end && !(j > i + 1 && words[j]?.pause); j += 1) {
      // "Stop laughing and challenge the deflection": a bare verb after "and" is a new act.
      const after = words[j + 1];
      const act =
        after?.pos === 'VERB' && lower(after) === after.lemma && !/ing$/.test(lower(after));
      if (['and', 'but'].includes(lower(words[j])) && act) break;
      const w = words[j];
      if (w && !w.negated) w.negated = true;
    }
  }
}

/** The trigger of a reaction ("when they ask about my past I *switch off*") is rejected. */
function reactionsIn(clauses: readonly Clause[], words: readonly ScopedWord[]) {
  for (let i = 0; i < words.length; i += 1) {
    const phrase = reactions.find((r) => phraseAt(words, i, r));
    // A one-word reaction only as a verb ("I panic", "makes me panic"), not "panic attacks".
    const asVerb =
      words[i]?.pos === 'VERB' ||
      ['i', 'me', 'we', 'us', 'they', 'them'].includes(lower(words[i - 1]));
    if (!phrase || (phrase.length === 1 && !asVerb)) continue;
    if (ownReactions.has(phrase.join(' ')) && !spokenReaction(words, i)) continue;
    const clause = clauses.find((c) => i >= c.start && i < c.end);
    if (!clause) continue;
    // "When it gets heavy I shut down": from the "when" to the reaction; "talking about it makes
    // me panic": up to "make". Not "give me tools I can use when I panic": nothing after "when".
    const before = words.slice(clause.start, i);
    const when = before.findIndex((w) => triggers.has(lower(w)));
    const make = before.findIndex((w) => w.lemma === 'make');
    const trigger = make >= 0 ? before.slice(0, make) : when >= 0 ? before.slice(when + 1) : [];
    reject(trigger.filter((w) => !selfSubjects.has(lower(w)) && !objects.has(lower(w))));
    // A "when …" clause before it in the sentence, or right after it ("I shut down when a
    // therapist tries to challenge me").
    const k = clauses.indexOf(clause);
    const prev = clauses[k - 1];
    if (prev && triggers.has(lower(prev.words[0]))) reject(prev.words);
    const next = clauses[k + 1];
    const after = words.slice(i + phrase.length, clause.end);
    const plain = after.every((w) => w.pos === 'ADV' || w.pos === 'PUNCT' || w.pos === 'ADP');
    if (next && plain && triggers.has(lower(next.words[0]))) reject(next.words.slice(1));
  }
}

/** "I stopped going", "I'll probably quit", "I just walk out": the speaker, then the reaction. */
function spokenReaction(words: readonly Word[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && ['ADV', 'AUX', 'PART'].includes(words[k]?.pos ?? '')) k -= 1;
  return selfSubjects.has(lower(words[k]));
}

/**
 * "I need someone who isn't afraid to challenge me", "a therapist who doesn't hesitate to push":
 * a fear or hesitation denied affirms what follows.
 */
function fearless(words: readonly ScopedWord[]) {
  const phrases = [
    ['not', 'afraid', 'to'],
    ['not', 'scared', 'to'],
    ['not', 'hesitate', 'to'],
    ['not', 'shy', 'about'],
    ['never', 'afraid', 'to'],
    ['never', 'hesitate', 'to'],
  ];
  for (let i = 0; i < words.length; i += 1) {
    const p = phrases.find((ph) => phraseAt(words, i, ph));
    if (!p) continue;
    for (let j = i + p.length; j < words.length && !(j > i + p.length && words[j]?.pause); j += 1) {
      const w = words[j];
      if (w) w.negated = false;
    }
  }
}

/**
 * "I used to want someone to tell me what to do, but not anymore": a wish the sentence ends by
 * giving up is rejected.
 */
function givenUp(clauses: readonly Clause[]) {
  const last = clauses.at(-1);
  if (!last || clauses.length < 2) return;
  const said = last.words.map(lower).filter((w) => /[a-z]/.test(w));
  if (
    said.length > 5 ||
    !/(?:not any ?more|not now|no longer(?: do)?|not these days)$/.test(said.join(' '))
  )
    return;
  for (const c of clauses.slice(0, -1)) reject(c.words);
}

/** "The past is the past", "what's done is done": a tautology dismisses what it names. */
function tautology(words: readonly ScopedWord[]) {
  for (let i = 1; i < words.length - 1; i += 1) {
    if (words[i]?.lemma !== 'be') continue;
    const a = words[i - 1];
    const b = ['the', 'a'].includes(lower(words[i + 1])) ? words[i + 2] : words[i + 1];
    if (!a || !b || !['NOUN', 'ADJ', 'VERB'].includes(a.pos) || a.lemma !== b.lemma) continue;
    reject([a, b]);
  }
}

/**
 * "I don't see what my school days have to do with my panic attacks now", "my childhood has
 * nothing to do with it": the first is beside the point (rejected), the second what matters.
 */
function irrelevance(words: readonly ScopedWord[]) {
  for (let i = 1; i < words.length; i += 1) {
    const none = phraseAt(words, i, ['have', 'nothing', 'to', 'do', 'with']);
    if (!none && !phraseAt(words, i, ['have', 'to', 'do', 'with'])) continue;
    const what = none ? -1 : words.slice(0, i).map(lower).lastIndexOf('what');
    if (!none && what < 0) continue;
    let from = what + 1;
    if (none) {
      from = i;
      while (from > 0 && !words[from]?.pause) from -= 1;
    }
    const point = i + (none ? 5 : 4);
    let end = point;
    while (end < words.length && !(end > point && words[end]?.pause)) end += 1;
    for (const w of words.slice(from, i)) {
      w.negated = false;
      if (!selfSubjects.has(lower(w))) w.contrast = 'rejected';
    }
    for (const w of words.slice(point, end)) {
      w.negated = false;
      w.contrast = 'preferred';
    }
  }
}

/** "I've done the childhood stuff already": what the speaker has been through is behind them. */
function completed(clauses: readonly Clause[]) {
  for (const c of clauses) {
    if (!c.words.some((w) => lower(w) === 'already')) continue;
    const k = c.words.findIndex((w) => w.pos === 'VERB' && doneVerbs.has(w.lemma));
    if (k < 0) continue;
    reject(c.words.slice(k + 1).filter((w) => lower(w) !== 'already'));
  }
}

/**
 * "Whatever happened back then, it's what I do now that counts", "be honest, even if it's not what
 * I want to hear": said, then set aside.
 */
function concessive(clauses: readonly Clause[]) {
  clauses.forEach((c, k) => {
    const [a, b] = c.words.map(lower);
    const even = a === 'even' && ['if', 'though', 'when'].includes(b ?? '');
    const whatever = a === 'whatever' || a === 'regardless' || (a === 'no' && b === 'matter');
    if (!even && !(whatever && k < clauses.length - 1)) return;
    for (const w of c.words) if (w.contrast === null) w.contrast = 'conceded';
  });
}

/**
 * "Without structure I'll waste the sessions": a "without" that names what the speaker would
 * lose, followed by what goes wrong, asks for it (unlike "without judgement, I can open up").
 */
function loss(clauses: readonly Clause[]) {
  const [first, ...rest] = clauses;
  if (!first || lower(first.words[0]) !== 'without') return;
  const outcome = rest.length > 0 ? rest.flatMap((c) => c.words) : first.words.slice(2);
  if (!outcome.some((w) => badOutcomes.has(w.lemma))) return;
  for (const w of first.words) {
    if (outcome.includes(w)) break;
    w.negated = false;
  }
}

/** "Not again.", "No more.", "Never again, thanks.": a verbless refusal of what was just said. */
export function isRefusal(words: readonly Word[]): boolean {
  if (words.length === 0 || words.length > 4) return false;
  if (words.some((w) => w.pos === 'VERB')) return false;
  return (
    words.every((w) => refusalWords.has(lower(w))) &&
    words.some((w) => ['not', 'never', 'no'].includes(lower(w)))
  );
}

/** Sentence-level frames over the clauses of one sentence (in order, words numbered in it). */
export function refineSentence(clauses: readonly Clause[]): void {
  const words = clauses.flatMap((c) => c.words);
  const clauseEnd = (i: number) => clauses.find((c) => i >= c.start && i < c.end)?.end ?? i + 1;
  excess(words, clauseEnd);
  stopping(words, clauseEnd);
  reactionsIn(clauses, words);
  tautology(words);
  irrelevance(words);
  completed(clauses);
  concessive(clauses);
  loss(clauses);
  fearless(words);
  givenUp(clauses);
}

/** Who acts: the speaker (with others: 'we'), the therapist, clients in general, or someone else. */
export type Agent = Person | 'client';

const agentWords: [Agent, ReadonlySet<string>][] = [
  ['self', new Set(['i', "i'm", 'me', 'myself', 'my'])],
  ['we', new Set(['we', 'us', 'ourselves'])],
  [
    'therapist',
    new Set([
      'you',
      'yourself',
      'therapist',
      'counsellor',
      'counselor',
      'someone',
      'somebody',
      'anyone',
      'psychologist',
      'practitioner',
      'coach',
      'professional',
      'expert',
      'who',
    ]),
  ],
  // In a therapist's or an expert's words: "let clients lead".
  [
    'client',
    new Set(['client', 'clients', 'patient', 'patients', 'survivor', 'survivors', 'people']),
  ],
  ['others', new Set(['he', 'she', 'they', 'him', 'her', 'them', 'partner', 'parents', 'boss'])],
];

/** Verbs of giving: their first object receives ("hand them a log"). */
const giving = new Set(['hand', 'give', 'send', 'offer', 'show', 'bring', 'assign', 'email']);

/** Verbs whose object does the act that follows: "let them lead", "help her decide". */
const causing = new Set([
  'let',
  'allow',
  'help',
  'make',
  'have',
  'want',
  'need',
  'encourage',
  'invite',
  'ask',
  'tell',
  'get',
  'leave',
  'trust',
  'watch',
  'see',
]);

/** Prepositions whose object does not do the act that follows. */
const objectPrepositions = new Set(['with', 'for', 'about', 'from', 'around', 'towards', 'toward']);

/** Verbs of saying whose subject a pronoun after them may be ("a therapist says they …"). */
const sayingVerbs = new Set(['say', 'tell', 'claim', 'insist', 'boast']);
/** Clinicians by name (singular), who may be that subject. */
const clinicianNouns = new Set([
  'therapist',
  'counsellor',
  'counselor',
  'clinician',
  'psychologist',
  'practitioner',
]);
/** Whether the pronoun at `i` follows a therapist's verb of saying ("therapists tell me they …"). */
export function clinicianSays(words: readonly Word[], i: number): boolean {
  const verb = [1, 2].find((k) => sayingVerbs.has(words[i - k]?.lemma ?? ''));
  if (verb === undefined) return false;
  return words
    .slice(Math.max(0, i - verb - 4), i - verb)
    .some((w) => clinicianNouns.has(lower(w).replace(/s$/, '')));
}

/**
 * Who does the act at word `index` ("let *me* lead", "*someone* organised to run the show",
 * "I'd like *the therapist* to lead"): the nearest person word before it in the sentence. A
 * passive ("to be led", "being told") turns it round: the subject is led, the other party leads.
 */
export function agentOf(words: readonly Word[], index: number): Agent | null {
  const verb = words[index];
  // ("… respond to being followed, not led": the passive carries over the "not".)
  const auxAt = (k: number) =>
    ['be', 'being', 'been', 'get', 'getting'].includes(words[k]?.lemma ?? '') ||
    (lower(words[k]) === 'not' &&
      words.slice(Math.max(0, k - 4), k).some((w) => ['being', 'been'].includes(lower(w))));
  const passive =
    !!verb &&
    verb.pos === 'VERB' &&
    /(ed|en|led|told|shown|taught|given)$/.test(lower(verb)) &&
    auxAt(index - 1);
  for (let i = index - 1; i >= 0; i -= 1) {
    const n = lower(words[i]);
    // "my therapist", "my own way": the possessive is not the agent; the noun after it may be.
    if (n === 'my' && i + 1 < index) continue;
    // "With them, follow rather than lead": the object of a preposition is not who acts.
    // "Clients who find direction patronising should be left to lead": "who" is whom it follows.
    const antecedent =
      n === 'who' ? agentWords.find(([, set]) => set.has(lower(words[i - 1]))) : undefined;
    // ("… the last thing they need is another person running the show": someone else.)
    const other =
      n === 'person' && ['another', 'a'].includes(lower(words[i - 1]))
        ? agentWords.find(([agent]) => agent === 'therapist')
        : undefined;
    const found = antecedent ?? other ?? agentWords.find(([, set]) => set.has(n));
    if (!found) continue;
    // "I hand them a worry log and set the agenda": who is given something does not act.
    // (Not a subject after a pause: "Rather than following what they bring, I set the agenda".)
    const given = !words[i]?.pause && !['i', 'we', 'he', 'she', 'they'].includes(n);
    if (given && giving.has(words[i - 1]?.lemma ?? '') && words[i - 1]?.pos === 'VERB') continue;
    // "I slowed him right down and steered us to sleep": the object of an earlier verb does not
    // do the act coordinated with it ("let them play and lead" still has them lead).
    const coordinated = words.slice(i + 1, index).some((w) => ['and', 'then'].includes(lower(w)));
    // "I follow what they bring and avoid setting the agenda": the subject of a free relative
    // with its own verb does not do what comes after it.
    const relative =
      ['what', 'whatever', 'where', 'wherever'].includes(lower(words[i - 1])) &&
      words.slice(i + 1, index).some((w) => w.pos === 'VERB') &&
      words.slice(i + 2, index).some((w) => w.pause || ['and', 'then'].includes(lower(w)));
    if (relative) continue;
    const objectForm = ['him', 'her', 'them', 'us', 'me'].includes(n);
    const verbBefore = words[i - 1]?.pos === 'VERB' && !causing.has(words[i - 1]?.lemma ?? '');
    if (objectForm && coordinated && verbBefore) continue;
    let head = i - 1;
    while (head > 0 && ['DET', 'ADJ', 'NUM'].includes(words[head]?.pos ?? '')) head -= 1;
    // ("Clients do better with *me* setting the agenda": a gerund's own subject.)
    const gerundSubject = i === index - 1 && !words[i]?.pause && /ing$/.test(lower(verb));
    if (objectPrepositions.has(lower(words[head])) && !gerundSubject) continue;
    const person = found[0];
    // "when a therapist says they set the agenda": the pronoun is the therapist who says it.
    if (['they', 'he', 'she'].includes(n) && clinicianSays(words, i)) return 'therapist';
    if (!passive) return person;
    // "to be guided", "they need to be led": whoever is led, the therapist leads.
    return person === 'therapist' ? null : 'therapist';
  }
  return null;
}

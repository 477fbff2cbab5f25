import { clauseAt, neededIf, scopeSentences, type Clause, type Sentence } from '@rapport/language';

/**
 * How experts say what not to do, read over one sentence once the shared scope
 * (`@rapport/language` scope) has marked negation and contrast. Each frame names a range of
 * words and what it does to the cue words inside:
 *
 * - `flip`: said against itself: advice against ("avoid confronting them", "a good therapist
 *   stops nodding", "I have stopped giving homework"), a verdict ("the mistake is to keep
 *   things light", "X is wasted on them", "the last thing they need is X"), a harmful
 *   consequence ("being nice about it keeps them drinking", "the moment you tell them what to
 *   do, they switch off", "challenging them early only confirms …"), the losing side of
 *   "better looking forward than looking back" or "validation before any challenge";
 * - `drop`: no view of the expert's: what others believe ("people assume trauma work means
 *   reliving the past"), who the clients are ("people who grew up being told not to cry
 *   need …"), an "I used to …" whose "now" the sentence does not hold;
 * - `plain`: a negation the scope carried too far: out of the clients' description into what
 *   they need ("people who were told not to cry | need the feelings to be big"), or undone
 *   ("you can't understand his rage without knowing how his father treated him").
 *
 * Frames are words in lemma form, so "avoids", "avoided" and "avoiding" read alike.
 */
export interface Span {
  start: number;
  end: number;
  effect: 'flip' | 'drop' | 'plain' | 'own';
  /**
   * A flip the shared scope knows nothing of (avoid, resist, minimise…), so it turns a negated
   * word too ("it is crucial not to minimise their anger"); other flips only turn plain words.
   */
  composes?: boolean;
  /**
   * The expert's own verdict on words the sentence reports or concedes ("Some colleagues swear by
   * X, but I find it counterproductive"): they count, in the expert's voice, turned. (An `own`
   * span is owned without a turn: "… and it was the best advice I ever got".)
   */
  owned?: boolean;
}

type Words = Sentence['words'];

const lower = (s: Sentence, i: number) => s.words[i]?.normal.toLowerCase() ?? '';
const lemma = (s: Sentence, i: number) => s.words[i]?.lemma.toLowerCase() ?? '';
/** A phrase in lemma form from word i ('not' also reads "n't"). */
const at = (s: Sentence, i: number, phrase: readonly string[]) =>
  phrase.every((p, k) => {
    const n = lower(s, i + k);
    return n === p || lemma(s, i + k) === p || (p === 'not' && n === "n't");
  });

/** Verbs of refraining: their object is what the expert advises against. */
const refraining = new Set([
  'avoid',
  'drop',
  'ditch',
  'abandon',
  'scrap',
  'shelve',
  'resist',
  'stop',
  'quit',
  'refrain',
  'skip',
  'minimise',
  'minimize',
  'downplay',
  'refuse',
  'decline',
  'reduce',
  'lessen',
  'dampen',
  'forget',
]);
/** Taking a client away from something: its object is what is not let be ("rescue from tears"). */
const removing = new Set([
  'rescue',
  'distract',
  'divert',
  'rush',
  'hurry',
  'pull',
  'drag',
  'keep',
  'protect',
  'shield',
  'spare',
]);
/** Ways of passing something by: their object is what is not done ("hurry past the anger"). */
const avoiding: readonly string[][] = [
  ['no', 'longer'],
  ['steer', 'clear', 'of'],
  ['steer', 'well', 'clear', 'of'],
  ['steer', 'away', 'from'],
  ['shy', 'away', 'from'],
  ['hurry', 'past'],
  ['rush', 'past'],
  ['drift', 'past'],
  ['slide', 'past'],
  ['skip', 'over'],
  ['gloss', 'over'],
  ['brush', 'aside'],
  ['sidestep'],
  ['skirt', 'round'],
  ['skirt', 'around'],
  ['dance', 'around'],
  // "I don't tiptoe around the grief".
  ['tiptoe', 'around'],
  ['tiptoe', 'round'],
  ['hold', 'back', 'from'],
  ['hold', 'back'],
  // Recoiling from something: "a therapist who won't flinch at the anger" stays with it.
  ['flinch', 'at'],
  ['flinch', 'from'],
  ['recoil', 'from'],
  ['shrink', 'from'],
  ['back', 'away', 'from'],
  ['tone', 'down'],
  ['put', 'away'],
  // "Throw away the agenda", "throw out the worksheets".
  ['throw', 'away'],
  ['throw', 'out'],
  ['dial', 'down'],
  ['turn', 'down'],
  // "Unlike some colleagues, I've given up X"; "I warn my trainees off X".
  ['give', 'up'],
  ['warn', 'off'],
  ['warn', 'against'],
  ['warn', 'them', 'off'],
  ['warn', 'my', 'trainees', 'off'],
  ['warn', 'trainees', 'off'],
];
/** "Never leave a client to work out the steps alone": what the client would do, unsaid. */
const handing = new Set(['leave', 'expect', 'allow']);
/** "X is rarely useful": a verdict on X as a whole. */
const evaluative = new Set([
  'useful',
  'helpful',
  'necessary',
  'needed',
  'wise',
  'right',
  'appropriate',
  'productive',
  'the',
  'a',
]);
/** How clients find what did not suit them: "found the sessions intrusive". */
const unwelcome = new Set([
  'intrusive',
  'invasive',
  'exposing',
  'patronising',
  'patronizing',
  'condescending',
  'unbearable',
  'exhausting',
  'pointless',
  'useless',
  'alienating',
  'cold',
  'overbearing',
  'suffocating',
  'threatening',
]);
/** "the mistake is …": a verdict against what follows. */
/** What the expert puts off: "the past can wait", "challenge comes much later". */
const waiting: readonly string[][] = [
  ['can', 'wait'],
  ['could', 'wait'],
  ['should', 'wait'],
  ['will', 'wait'],
  ['come', 'later'],
  ['come', 'much', 'later'],
  ['come', 'much', 'much', 'later'],
  ['come', 'far', 'later'],
  ['come', 'second'],
  // "Validation first, problem-solving a distant second."
  ['a', 'distant', 'second'],
  ['be', 'for', 'later'],
  // "Their childhood can stay out of it."
  ['stay', 'out', 'of'],
];
const verdictNouns = new Set(['mistake', 'trap', 'error', 'pitfall']);
/** "… is a mistake", "… is wasted on them": a verdict against what comes before. */
const verdictAfter = new Set([
  'mistake',
  // "… is the worst thing you can do"
  'worst',
  'trap',
  'counterproductive',
  'wasted',
  'waste',
  'wrong',
  'harmful',
  'unhelpful',
  'overrated',
  'overused',
  'distraction',
  'detour',
  // "A rigid agenda is the enemy with creative clients", "… is complicity", "is reckless".
  'enemy',
  'complicity',
  'reckless',
  'irresponsible',
  'negligent',
  'cruel',
  'backfire',
  'myth',
  'collusion',
  'avoidance',
  'abandonment',
  'cruelty',
  // "going back through the losses of their childhood was a dead end".
  'dead',
  'futile',
  'herring',
  'nonstarter',
  // "… is bad practice in my view".
  'bad',
  // "… is more trouble than it's worth", "… is just asking for trouble", "a recipe for dropouts".
  'trouble',
  'recipe',
  // "… was a disaster".
  'disaster',
]);
/** What an approach feels like to the clients: "… feels like an attack". */
const feltAs = new Set(['attack', 'betrayal', 'punishment', 'rejection', 'interrogation']);
/**
 * What goes wrong because of what a clause's subject (or the "if"/"when" clause before it)
 * does: a verb, then within a few words (its object between) the harm. An empty harm list
 * means the verb alone says it ("backfires", "overwhelms them").
 */
/** What "fuels" an approach's harm; "feeds" names these and more. */
const fuelled = [
  'cycle',
  'anxiety',
  'shame',
  'avoidance',
  'anger',
  'rage',
  'fury',
  'fire',
  'it',
  'checking',
  'panic',
  'craving',
  'cravings',
  'urge',
  'urges',
];
const causes: Record<string, readonly string[]> = {
  keep: [
    // "psychodynamic exploration keeps them off the hook"
    'hook',
    'stuck',
    'drinking',
    'gambling',
    'bingeing',
    'using',
    'small',
    'hiding',
    'away',
    'sick',
    'ill',
    'comfortable',
    'checking',
    'avoiding',
    'ruminating',
    'dependent',
    'hooked',
    // "Pouring it all out weekly just keeps them raw."
    'raw',
    // "skipping the family history means we keep missing why …"
    'missing',
    // "Light and rational keeps them numb."
    'numb',
  ],
  push: ['away'],
  // "Skipping the family history to save time always costs more time later".
  cost: ['more', 'dearly', 'weeks', 'months'],
  // "… is what got these men into trouble in the first place".
  get: ['trouble'],
  // "Nothing sets them back more than …".
  set: ['back'],
  drive: ['away'],
  scare: ['off', 'away'],
  shut: ['down', 'up'],
  // ("… a very confrontational therapist who made her feel attacked").
  make: [
    'defensive',
    'worse',
    'anxious',
    'ashamed',
    'attacked',
    'judged',
    'hide',
    'withdraw',
    // "… is the fastest way to make therapy useless".
    'useless',
    'pointless',
  ],
  lose: ['them', 'him', 'her', 'client', 'clients', 'people', 'trust'],
  // "Waiting for him to decide can take all winter".
  take: ['forever', 'ages', 'winter', 'months', 'years'],
  feed: [
    ...fuelled,
    'critic',
    'performance',
    // "Reassurance feeds it", "talk about where the fears came from feeds the rumination".
    'rumination',
    'compulsion',
    'worry',
    'fear',
    'obsession',
    'spiral',
    'loop',
    // "Digging for deep feelings just feeds the checking".
    'ritual',
    'rituals',
    'habit',
    'symptoms',
    'dread',
  ],
  fuel: fuelled,
  // "dwelling deepens the slump".
  // ("Pushing a grieving client to 'move on' only deepens the grief".)
  deepen: ['slump', 'depression', 'shame', 'spiral', 'rut', 'despair', 'grief', 'isolation'],
  backfire: [],
  // "They are harmed by a therapist who insists on …".
  harm: [],
  damage: [],
  // "Parents get hurt by therapists who rush to coping strategies".
  hurt: ['them', 'him', 'her', 'clients', 'people', 'more'],
  // "Tips bounce right off".
  bounce: ['off'],
  // "if I give advice, they just outsource their life to me".
  outsource: [],
  // "Telling them to practise self-care just adds another job to the list".
  // ("Challenging their thinking in the early weeks just adds to the shame".)
  add: ['job', 'burden', 'pressure', 'chore', 'task', 'load', 'shame', 'pile'],
  // "A history-taking marathon just delays the help they came for".
  delay: ['help', 'recovery', 'progress', 'change', 'treatment', 'healing'],
  // "Going deep into the rage just pours petrol on it".
  pour: ['petrol', 'fuel', 'oil', 'gasoline'],
  overwhelm: [],
  // "Going straight to heavy emotional work … usually spikes their symptoms", "it just flared
  // everything up".
  spike: ['symptoms', 'anxiety', 'panic', 'fear', 'distress'],
  heighten: ['symptoms', 'anxiety', 'panic', 'fear', 'distress', 'shame'],
  intensify: ['symptoms', 'anxiety', 'panic', 'fear', 'distress', 'shame'],
  flare: ['up'],
  ramp: ['up'],
  worsen: [],
  aggravate: [],
  inflame: [],
  expose: [],
  're-enact': [],
  reenact: [],
  exhaust: [],
  drain: [],
  frighten: [],
  destabilise: [],
  destabilize: [],
  retraumatise: [],
  retraumatize: [],
  confirm: [],
  stall: ['them', 'him', 'her', 'clients', 'progress', 'therapy'],
  reinforce: ['numbness', 'avoidance', 'shame', 'pattern', 'isolation', 'fear', 'habit', 'belief'],
  entrench: [],
  // Re-enacting the original harm: "a therapist who dictates the agenda can echo the abuse".
  echo: ['abuse', 'trauma', 'harm', 'dynamic', 'control', 'playground', 'bullying', 'home'],
  mirror: ['abuse', 'trauma', 'harm', 'dynamic', 'control'],
  recreate: ['abuse', 'trauma', 'harm', 'dynamic', 'control'],
  // ("Confronting them early would just repeat the hostility they've lived with".)
  // ("Taking charge of the session … repeats the very thing that hurt her".)
  repeat: ['abuse', 'trauma', 'harm', 'dynamic', 'hostility', 'rejection', 'thing', 'pattern'],
  // ("If I set the agenda, it replays the old dynamic".)
  replay: ['abuse', 'trauma', 'harm', 'dynamic', 'control', 'pattern'],
  // "Staying in the here and now with them misses the point".
  miss: ['point', 'picture', 'mark', 'boat'],
  // ("… it just turned me into one more person to please": below.)
  turn: ['another'],
  replicate: ['abuse', 'trauma', 'harm', 'dynamic', 'control'],
  // "… does them no favours".
  do: ['damage', 'harm', 'favours', 'favors', 'disservice'],
  // "Following their lead means following the compulsion".
  mean: [
    'compulsion',
    'avoidance',
    'collusion',
    'colluding',
    'disorder',
    'addiction',
    'illness',
    'repeating',
    'stuck',
    // "Waiting for the client to bring it up means waiting forever".
    'forever',
  ],
  break: ['her', 'him', 'them'],
  // "structure would kill it".
  kill: ['it'],
  // "Reflective listening only gives them more material".
  // "Soft approaches just give them more room to fight".
  give: [
    'material',
    'ammunition',
    'excuse',
    'excuses',
    'permission',
    'fight',
    'argue',
    'bicker',
    'cover',
    // "Open-ended wandering just gives them room to rationalise".
    'rationalise',
    'rationalize',
  ],
  // "If I only mirror and validate, they use therapy as another stage".
  // ("… it all gets used as cover".)
  use: ['stage', 'platform', 'weapon', 'performance', 'audience', 'cover'],
  // "a calm, keep-it-steady approach just maintains the numbness".
  maintain: ['numbness', 'avoidance', 'pattern', 'problem', 'cycle'],
  // "tough love and 'calling it as you see it' land as one more rejection".
  land: ['rejection', 'criticism', 'attack', 'judgement', 'judgment', 'blame'],
  // "shutting it down too early just teaches them to bury it again".
  // ("… teaches her nothing except that rage works".)
  teach: ['bury', 'hide', 'suppress', 'avoid', 'perform', 'nothing'],
  send: ['back', 'shell', 'spiral', 'spiralling'],
  // "… tends to become just another thing to ruminate about".
  become: ['ritual', 'compulsion', 'crutch', 'ruminate'],
  trigger: ['one', 'panic', 'attack', 'attacks', 'flashback', 'flashbacks', 'relapse', 'episode'],
  // "deep emotional work can tip them back"
  tip: ['over', 'back', 'edge'],
  leave: [
    'passive',
    'dependent',
    'helpless',
    'numb',
    'worse',
    'stuck',
    'raw',
    'flooded',
    'fragile',
    // "… leaves them shaken for weeks", "keeping things light leaves it all bottled up".
    'shaken',
    'bottled',
    // "Open-ended sessions where I wait for them to bring something leave them lost".
    'lost',
    // "Unstructured talk therapy left my clients with ADHD more scattered than before".
    'scattered',
    'confused',
    'exposed',
    'hopeless',
  ],
  // "Open-ended 'so, where shall we start?' just stresses them out".
  stress: ['out'],
  // "Too much soothing lets them off the hook": what it lets them do is the harm.
  // ("Being endlessly supportive with them just lets them keep doing it".)
  let: ['off', 'avoid', 'hide', 'dodge', 'escape', 'coast', 'doing'],
  // "A harsh word from a therapist can undo months of progress".
  undo: ['progress', 'months', 'weeks', 'work', 'trust'],
  // ("… keeping sessions light just helps them avoid".)
  help: ['avoid', 'hide', 'dodge', 'escape'],
};
/** Reactions: the clients' own, to what the clause before or the "when …" after names. */
const reactions: readonly string[][] = [
  ['switch', 'off'],
  ['shut', 'down'],
  ['clam', 'up'],
  ['drop', 'out'],
  ['get', 'defensive'],
  ['stop', 'come'],
  ['disengage'],
  ['withdraw'],
  // "One harsh word and they disappear for a month".
  ['disappear'],
  ['vanish'],
  // "If I pile on advice, it evaporates"; "You'll lose a lot of men if you come in soft".
  ['evaporate'],
  ['lose'],
  // "You fail grieving clients if you don't let them cry".
  ['fail'],
  // "They feel worse, not better, after I …", "I've seen them leave therapy because …".
  ['feel', 'worse'],
  ['get', 'worse'],
  ['leave', 'therapy'],
  // "Couples do worse when I let them choose"; "If you camp out in childhood, they'll walk".
  ['do', 'worse'],
  // "Older adults … do poorly when you keep them strictly on current symptoms".
  ['do', 'poorly'],
  ['do', 'badly'],
  // "… they dig in their heels", "they go quiet", "they go home worse off", "I've regretted it".
  ['dig', 'in'],
  ['go', 'quiet'],
  ['go', 'silent'],
  ['worse', 'off'],
  ['regret', 'it'],
  ['dread', 'come'],
  ['walk', 'out'],
  ['walk', 'away'],
  // "If I just nod along they walk all over me".
  ['walk', 'all', 'over'],
  ['walk'],
  // "… they feel attacked and leave."
  ['leave'],
  // "Shame-prone clients crumble if I'm blunt", "If I get intense, they escalate".
  ['crumble'],
  // "The moment I start setting goals, she starts performing for me".
  ['perform', 'for'],
  ['escalate'],
  // "… if I let them off the hook when they dodge the call-out, we stall".
  ['stall'],
  // "If we never let the anger surface, it just leaks out at home instead".
  ['leak', 'out'],
  // "Every time I pushed a grieving client to face facts, the grief went underground", "they
  // felt like they were failing at grief".
  ['go', 'underground'],
  ['feel', 'like', 'they', 'be', 'fail'],
  ['feel', 'like', 'a', 'failure'],
  // "… and the client never came back", "challenge them too early and they're gone".
  ['be', 'gone'],
  ['never', 'come', 'back'],
  ['not', 'come', 'back'],
  ['never', 'return'],
];
/** Reactions only to a trigger after them: not "the patients they lost", "the treatments that failed". */
const triggeredReactions = new Set(['lose', 'fail']);
/** Words opening the clause that says when a consequence follows. */
const triggers = new Set(['if', 'when', 'whenever', 'once', 'moment', 'as', 'after', 'because']);
/** A trigger word opening a clause: "as they pull back", not "what they lost as kids". */
const triggerAt = (s: Sentence, k: number) =>
  (triggers.has(lower(s, k)) &&
    (lower(s, k) !== 'as' ||
      s.words.slice(k + 1, k + 4).some((w) => ['VERB', 'AUX'].includes(w.pos)))) ||
  // "Teenagers clam up the second you start lecturing them".
  (['second', 'minute', 'instant'].includes(lower(s, k)) &&
    lower(s, k - 1) === 'the' &&
    s.words[k + 1]?.pos === 'PRON');
/** Subordinators that end an object phrase ("avoid advice *when* they are grieving"). */
const subordinators = new Set([
  'when',
  'whenever',
  'if',
  'because',
  'while',
  'before',
  'after',
  'until',
  'unless',
  'since',
  'so',
]);
/** What others believe, which the expert reports rather than holds. */
const beliefVerbs = new Set(['assume', 'believe', 'imagine', 'presume', 'expect', 'think']);
const selfSubjects = new Set(['i', "i'm", 'we']);
/** "Clients who … need X": the clients described, then what they need. */
const needVerbs = new Set(['need', 'want', 'require', 'deserve', 'benefit', 'thrive', 'respond']);
/** The verbs that follow the people a relative clause describes: what they need or do. */
const mainVerbs = new Set([
  ...needVerbs,
  'do',
  'tend',
  'should',
  'must',
  'can',
  'will',
  'find',
  'get',
  'flourish',
  'struggle',
  'prefer',
  'open',
]);
const frequency = new Set([
  'often',
  'usually',
  'generally',
  'typically',
  'mostly',
  'rarely',
  'seldom',
]);

export const negationCues = new Set(['not', "n't", 'never', 'no', 'nothing', 'without', 'cannot']);

/** Where an object phrase ends: a pause, the clause's end, or "and"/"but" before another verb. */
function objectEnd(s: Sentence, from: number, end: number): number {
  for (let k = from + 1; k < end; k += 1) {
    const w = s.words[k];
    if (!w) return k;
    // "I'd rather decline and hand them a worksheet": no object at all.
    if (k === from + 1 && ['and', 'or', 'but'].includes(lower(s, k))) return k;
    // "the tidy, detached approach": a comma between modifiers is inside the phrase.
    const listed = s.words[k - 1]?.pos === 'ADJ' && ['ADJ', 'NOUN'].includes(w.pos);
    // "the last thing they need is me challenging, confronting or pushing them": a list of acts
    // goes on over its commas.
    const gerunds =
      w.pause &&
      w.pos === 'VERB' &&
      /ing$/.test(w.normal) &&
      s.words.slice(from + 1, k).some((x) => x.pos === 'VERB' && /ing$/.test(x.normal)) &&
      !subordinators.has(lower(s, k));
    if ((w.pause && !listed && !gerunds) || subordinators.has(lower(s, k))) return k;
    // ("… was keep a grieving widow comfortable instead of letting her fall apart": the other
    // side of the contrast is not the object.)
    if (at(s, k, ['instead', 'of']) || at(s, k, ['rather', 'than'])) return k;
    // ("I help them avoid relapse by keeping a clear plan": the means is no part of it.)
    if (lower(s, k) === 'by' && /ing$/.test(lower(s, k + 1))) return k;
    // "skipping the family history means …": the main verb after the object.
    if (w.lemma === 'mean' && w.pos === 'VERB' && s.words[k - 1]?.pos === 'NOUN') return k;
    // "Smokers trying to quit don't need …": a finite auxiliary right after the verb starts the
    // main clause; there is no object.
    const finite = w.pos === 'AUX' && !/ing$/.test(w.normal) && !['be', 'to'].includes(w.normal);
    if (k === from + 1 && finite) return k;
    if (['and', 'but', 'or'].includes(lower(s, k))) {
      const next = s.words[k + 1];
      const after = s.words[k + 2];
      // "stopped reassuring and started challenging": a new start ends what was stopped.
      if (['start', 'begin'].includes(next?.lemma ?? '')) return k;
      // "steered away from the analysis and toward the feeling": the way taken instead.
      if (['toward', 'towards', 'into'].includes(next?.normal ?? '')) return k;
      // "polite and composed": a participle coordinated with an adjective is one phrase.
      // (Not a verb with its object: "stopped being agreeable and challenged him".)
      const participle =
        s.words[k - 1]?.pos === 'ADJ' &&
        next?.pos === 'VERB' &&
        /ed$/.test(lower(s, k + 1)) &&
        !['PRON', 'DET'].includes(s.words[k + 2]?.pos ?? '');
      if (participle) continue;
      // ("drop the hard questions and just be on his side": an auxiliary verb too.)
      const act = (w?: Words[number]) => w?.pos === 'VERB' || w?.pos === 'AUX';
      if (next?.pos === 'VERB' || (next?.pos === 'ADV' && act(after))) return k;
      // ("… he was avoiding work and to hold him to one application a week": a new infinitive.)
      if (next?.normal === 'to' && act(after)) return k;
      // ("I skip the family stuff and hand them a plan": the tagger may read the verb as a noun.)
      if (['them', 'him', 'her', 'me', 'us'].includes(lower(s, k + 2))) return k;
      // "stop laughing and challenge the deflection": after a gerund, a bare word is a new act.
      const gerund = /ing$/.test(lower(s, from + 1));
      if (gerund && next && next.normal === next.lemma && !/ing$/.test(next.normal)) return k;
    }
  }
  return end;
}

/** Where what a consequence judges begins: its clause, or the "if"/"when" clause before it. */
function triggerStart(clauses: readonly Clause[], s: Sentence, word: number): number {
  const own = clauseAt(clauses, s.index, word);
  if (!own) return 0;
  const opens = (c: Clause) =>
    triggers.has(lower(s, c.start)) ||
    triggers.has(lower(s, c.start + 1)) ||
    at(s, c.start, ['every', 'time']);
  // ("if I let them off the hook when they dodge the call-out, we stall": both clauses.)
  let from = own.start;
  for (let k = 0; k < 2; k += 1) {
    const before = clauses.find((c) => c.sentence === s.index && c.end === from);
    if (!before || !opens(before)) break;
    from = before.start;
  }
  return from;
}

/** Content words before the predicate: a real subject, not "they", "it", "this". */
const hasSubject = (words: Words, start: number, end: number) =>
  words
    .slice(start, end)
    .some((w) => ['NOUN', 'PROPN', 'VERB', 'ADJ'].includes(w.pos) || w.normal === 'being');

function refrainingSpans(s: Sentence, end: (i: number) => number): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < s.words.length; i += 1) {
    // wink sometimes tags "stops nodding" as two nouns: a gerund after it marks the verb.
    // (Not a gerund as a noun: "names the minimising".)
    // Nor "what actually stops the betting is a money plan": what stops it is the view.
    const named =
      ['the', 'their', 'his', 'her', 'this', 'that', 'all'].includes(lower(s, i - 1)) ||
      ['what', 'which'].includes(lower(s, i - 1)) ||
      (lower(s, i - 2) === 'what' && s.words[i - 1]?.pos === 'ADV');
    const verb =
      refraining.has(lemma(s, i)) &&
      !named &&
      (s.words[i]?.pos === 'VERB' ||
        /ing$/.test(lower(s, i + 1)) ||
        // An opening imperative may be read as a name: "Drop the plan"; so may one after a
        // pause ("…, drop the confrontation, drop the challenge").
        (i === 0 && s.words[i]?.pos === 'PROPN') ||
        (!!s.words[i]?.pause &&
          ['NOUN', 'PROPN'].includes(s.words[i]?.pos ?? '') &&
          s.words[i + 1]?.pos === 'DET'));
    const found = avoiding.find((p) => at(s, i, p));
    // ("… telling them what to throw away": no object, nothing thrown away.)
    const object = ['DET', 'NOUN', 'ADJ', 'PRON', 'PROPN'].includes(s.words[i + 2]?.pos ?? '');
    const thrownNothing = found?.[0] === 'throw' && (!!s.words[i + 2]?.pause || !object);
    const phrase = thrownNothing ? undefined : found;
    // "Teachers on the verge of quitting need tools": a gerund after a preposition with a finite
    // verb next has no object; the verb is the sentence's own.
    const objectless =
      s.words[i - 1]?.pos === 'ADP' &&
      /ing$/.test(lower(s, i)) &&
      ['VERB', 'AUX'].includes(s.words[i + 1]?.pos ?? '') &&
      !/ing$/.test(lower(s, i + 1));
    if ((verb || phrase) && !objectless) {
      const from = i + (phrase?.length ?? 1);
      // "no longer" is a negation the scope already reads.
      // Nor "stop asking about his mother": the scope negates after a stopping request.
      const stopping = ['stop', 'quit'].includes(lemma(s, i)) && /ing$/.test(lower(s, i + 1));
      const composes = !at(s, i, ['no', 'longer']) && !stopping;
      // "I avoid that entirely and offer validation": a pronoun is the whole object.
      const pronoun = ['that', 'it', 'this'].includes(lower(s, from));
      let stop = pronoun ? from + 1 : objectEnd(s, from - 1, end(i));
      while (pronoun && s.words[stop]?.pos === 'ADV') stop += 1;
      // "Skipping the family history means …": a gerund subject's object ends at the main verb;
      // so does a relative clause's ("Executives who avoid accountability at home need me to …").
      const relative = ['who', 'that'].includes(lower(s, i - 1)) && i > 1;
      if ((/ing$/.test(lower(s, i)) && (i === 0 || s.words[i]?.pause)) || relative) {
        const main = s.words.findIndex(
          (w, k) => k > from && k < stop && w.pos === 'VERB' && s.words[k - 1]?.pos === 'NOUN',
        );
        if (main > 0) stop = main;
      }
      spans.push({ start: from, end: stop, effect: 'flip', composes });
    }
    // "rescue them from their tears", "distract her from the grief": what a client is taken
    // away from is not let be.
    // The tagger may read "who rescue clients" as a noun: a subject or "to" before it marks the verb.
    const verbal =
      s.words[i]?.pos === 'VERB' ||
      ['who', 'to', 'not', "n't", 'never', 'i', 'we', 'you', 'they'].includes(lower(s, i - 1));
    if (removing.has(lemma(s, i)) && verbal) {
      // "rescue them from …", "rush clients out of their tears".
      const from = s.words.findIndex(
        (w, k) =>
          k > i &&
          k <= i + 4 &&
          (w.normal === 'from' ||
            (w.normal === 'of' && lower(s, k - 1) === 'out') ||
            // "rush people past their tears".
            (w.normal === 'past' && ['rush', 'hurry', 'push', 'pull'].includes(lemma(s, i)))),
      );
      // "… from the silence by jumping in with advice": the means is not what is taken away.
      const by = s.words.findIndex((w, k) => k > from && ['by', 'with'].includes(w.normal));
      const stop = objectEnd(s, from, end(i));
      if (from > 0 && !s.words.slice(i + 1, from).some((w) => w.pause))
        spans.push({
          start: from + 1,
          end: by > 0 ? Math.min(by, stop) : stop,
          effect: 'flip',
          composes: true,
        });
    }
  }
  return spans;
}

/** Predicates that say their subject falls short or is set aside. */
const limitVerdicts: readonly string[][] = [
  ['only', 'go', 'so', 'far'],
  ['go', 'only', 'so', 'far'],
  ['have', 'limits'],
  ['have', 'its', 'limits'],
  // "softly, softly has had its chance".
  ['have', 'have', 'its', 'chance'],
  ['have', 'have', 'its', 'day'],
  // "their history matters less than next Tuesday".
  ['matter', 'less', 'than'],
  // "the plan goes out the window".
  ['go', 'out', 'the', 'window'],
  // "Being gentle just gets absorbed into the perfectionism".
  ['get', 'absorbed'],
  // "Any agenda I impose feels like another system deciding for them".
  ['feel', 'like', 'another'],
  ['get', 'ignored'],
  ['get', 'dismissed'],
  ['get', 'brushed', 'off'],
  ['fall', 'on', 'deaf', 'ears'],
];

/**
 * Where the subject of "… is wrong" starts, back from the verb to the clause's start: after a
 * "whether" or "if" ("not argued with about whether the lights are that bad" judges only the
 * lights). -1 where the subject denies the verdict: "letting them know nothing they feel is
 * wrong".
 */
function verdictSubject(s: Sentence, from: number, be: number): number {
  for (let k = be - 1; k >= from; k--) {
    // ("Nothing is wasted", not "A session where nothing is felt is a session wasted".)
    const head = !s.words
      .slice(from, k)
      .some((w) => ['where', 'that', 'which', 'who', 'when'].includes(w.normal));
    if (['nothing', 'nobody', 'none'].includes(lower(s, k)) && head) return -1;
    if (['whether', 'if'].includes(lower(s, k))) return k + 1;
    // ("… one on tomorrow - raking over the ashes of the past too early is …": a gerund after a
    // pause opens the subject.)
    if (s.words[k]?.pause && s.words[k]?.pos === 'VERB' && /ing$/.test(lower(s, k))) return k;
    // ("… told him straight that his plan to drop out was avoidance": what he was told.)
    const complement =
      lower(s, k) === 'that' && !['NOUN', 'PROPN'].includes(s.words[k - 1]?.pos ?? '');
    if (complement) return k + 1;
  }
  return from;
}

function verdictSpans(
  s: Sentence,
  start: (i: number) => number,
  end: (i: number) => number,
  clauses: readonly Clause[],
) {
  const spans: Span[] = [];
  /** The pause at or before word `i`, no further back than `floor`. */
  const pauseBefore = (i: number, floor: number) => {
    let from = i;
    while (from > floor && !s.words[from]?.pause) from -= 1;
    return from;
  };
  const n = s.words.length;
  for (let i = 0; i < n; i += 1) {
    // "The mistake (new therapists make) is (to) X", "the last thing they need is X".
    // ("The worst sessions I've had were the ones where I arrived with a plan".)
    const worst = lower(s, i) === 'worst' && ['NOUN', 'PROPN'].includes(s.words[i + 1]?.pos ?? '');
    // (Not a verb's object: "clients who keep repeating the same relationship mistakes, … is".)
    let head = i - 1;
    while (
      head > 0 &&
      ['DET', 'ADJ', 'NOUN'].includes(s.words[head]?.pos ?? '') &&
      !s.words[head + 1]?.pause
    )
      head -= 1;
    const object = s.words[head]?.pos === 'VERB' && head < i - 1;
    const verdict =
      (verdictNouns.has(lemma(s, i)) && !object) || at(s, i, ['last', 'thing']) || worst;
    if (verdict) {
      // (Not the "be" of "a mistake to be gentle": that is the judged act's own.)
      // (Nor the "be" of a relative clause: "… with a client who is grieving is …".)
      const is = s.words.findIndex(
        (w, k) =>
          k > i && w.lemma === 'be' && !['to', 'who', 'that', 'which'].includes(lower(s, k - 1)),
      );
      if (is > i) {
        const object = objectEnd(s, is, end(is + 1));
        spans.push({ start: is + 1, end: object, effect: 'flip' });
        // ("The worst thing I did was keep her comfortable instead of letting her fall apart":
        // what it was instead of is what the expert wanted.)
        // (Only as far as the scope rejects it: not "… rather than looking at how they're
        // living now", whose "now" the scope leaves plain.)
        const other = at(s, object, ['instead', 'of']) || at(s, object, ['rather', 'than']);
        const rejected = clauses
          .filter((c) => c.sentence === s.index)
          .flatMap((c) => c.words)
          .filter((w) => w.index >= object + 2 && w.contrast === 'rejected')
          .map((w) => w.index);
        const last = Math.max(-1, ...rejected);
        if (other && last >= object + 2)
          spans.push({ start: object + 2, end: last + 1, effect: 'flip', owned: true });
        // "the mistake with numb, shut-down clients is …": who it is about, not a view.
        spans.push({ start: i + 1, end: is, effect: 'drop' });
      }
    }
    // "If there's one thing burnt-out nurses don't need, it's another person telling them what
    // to do": what they do not need, after the pause.
    if (at(s, i, ['one', 'thing'])) {
      const pause = s.words.findIndex((w, k) => k > i + 2 && w.pause);
      const denied = s.words
        .slice(i + 2, pause)
        .some((w, k) => negationCues.has(w.normal) && needVerbs.has(lemma(s, i + 3 + k)));
      if (pause > 0 && denied && ['it', 'that'].includes(lower(s, pause)))
        spans.push({ start: pause, end: n, effect: 'flip' });
    }
    // "… which gets far more honesty out of them": what an approach yields, not the approach.
    if (['get', 'draw', 'coax', 'bring'].includes(lemma(s, i))) {
      const out = s.words.findIndex(
        (w, k) =>
          k > i + 1 &&
          k <= i + 6 &&
          w.normal === 'out' &&
          lower(s, k + 1) === 'of' &&
          ['them', 'him', 'her', 'people', 'clients'].includes(lower(s, k + 2)),
      );
      if (out > 0 && !s.words.slice(i + 1, out).some((w) => w.pause))
        spans.push({ start: i + 1, end: out, effect: 'drop' });
    }
    // "I never found it much use to stay in the present with them": what was of no use.
    if (lemma(s, i) === 'find' && lower(s, i + 1) === 'it') {
      const use = [2, 3, 4].find(
        (k) =>
          ['use', 'useful', 'helpful'].includes(lower(s, i + k)) && lower(s, i + k + 1) === 'to',
      );
      const denied = [1, 2].some((k) => ['not', "n't", 'never'].includes(lower(s, i - k)));
      if (use && denied) {
        // (The frame holds the negation: the clause's "never" turns nothing else.)
        const from = i + use + 2;
        const to = objectEnd(s, from - 1, end(from));
        spans.push(
          { start: from, end: to, effect: 'plain' },
          { start: from, end: to, effect: 'flip' },
        );
      }
    }
    // "These mothers are drowning in advice already": more of it is more of the problem.
    const swamped = [
      ['drowning', 'in'],
      ['swamped', 'with'],
      ['buried', 'in'],
    ].find((p) => at(s, i, p));
    // (Said of them, "are drowning in …", up to the noun phrase's end: not "students drowning
    // in doubt need warmth".)
    if (swamped && ['be', 'get'].includes(lemma(s, i - 1))) {
      const from = i + swamped.length;
      let to = from;
      while (
        ['NOUN', 'ADJ', 'DET', 'PROPN'].includes(s.words[to]?.pos ?? '') &&
        !s.words[to]?.pause
      )
        to += 1;
      spans.push({ start: from, end: to, effect: 'flip' });
      // ("Advice, tips, action plans - people get buried in all of that": the list before.)
      const pause = s.words.findLastIndex((w, k) => k < i && w.pause);
      const pointing = ['all', 'that', 'it', 'this'].includes(lower(s, from));
      if (pointing && pause > 0) spans.push({ start: 0, end: pause, effect: 'flip' });
    }
    // "I'd be a fool to impose an agenda": what only a fool would do.
    const fool =
      lemma(s, i) === 'be'
        ? [
            ['a', 'fool', 'to'],
            ['mad', 'to'],
            ['crazy', 'to'],
            ['foolish', 'to'],
          ].find((p) => at(s, i + 1, p))
        : undefined;
    if (fool) {
      const from = i + 1 + fool.length;
      spans.push({ start: from, end: objectEnd(s, from - 1, end(from)), effect: 'flip' });
    }
    // "Confronting the clutter isn't what gets them to let go": what does is another thing.
    const notWhat =
      lemma(s, i) === 'be' &&
      i > 0 &&
      ['not', "n't"].includes(lower(s, i + 1)) &&
      lower(s, i + 2) === 'what' &&
      // (The tagger may read "moves" in "what moves them" as a noun.)
      (['VERB', 'AUX'].includes(s.words[i + 3]?.pos ?? '') || /[^s]s$/.test(lower(s, i + 3)));
    if (notWhat) {
      spans.push({ start: start(i), end: i, effect: 'flip' });
      const pause = s.words.findIndex((w, k) => k > i + 3 && w.pause);
      spans.push({ start: i + 1, end: pause > 0 ? pause : end(i + 1), effect: 'drop' });
    }
    // "X is a mistake", "sessions that wander are wasted on them".
    // ("Challenging their guilt too early feels like an attack".)
    const feels = lemma(s, i) === 'feel' && lower(s, i + 1) === 'like';
    if ((lemma(s, i) === 'be' || feels) && i > 0) {
      // (Up to a verb: not "they're doing it wrong".)
      // ("… is asking for a relapse": what it asks for.)
      const asking = [1, 2].find((k) => lemma(s, i + k) === 'ask' && lower(s, i + k + 1) === 'for');
      const upto = [1, 2, 3].findIndex(
        (k) =>
          s.words[i + k]?.pos === 'VERB' &&
          !verdictAfter.has(lemma(s, i + k)) &&
          !verdictAfter.has(lower(s, i + k)),
      );
      const near = upto < 0 ? [1, 2, 3] : [1, 2, 3].slice(0, upto);
      // ("… is a kind of abandonment": the kind named.)
      const kind = ['kind', 'form', 'sort'].includes(lower(s, i + 2)) && lower(s, i + 3) === 'of';
      const next = (kind ? [...near, 4] : near).flatMap((k) => [lemma(s, i + k), lower(s, i + k)]);
      // ("… is asking for a relapse", "… is a relapse waiting to happen".)
      // (The phrase table reads "… is just asking for trouble".)
      const relapseAt = [1, 2, 3, 4, 5].find((k) => lower(s, i + k) === 'relapse');
      const waiting = relapseAt !== undefined && lower(s, i + relapseAt + 1) === 'waiting';
      const relapse =
        relapseAt !== undefined &&
        ((!!asking && relapseAt <= asking + 3) || (waiting && relapseAt <= 3));
      // (Not "is rarely wasted": a denied verdict.)
      const denied = [1, 2].some((k) =>
        ['not', "n't", 'never', 'rarely', 'seldom', 'hardly'].includes(lower(s, i + k)),
      );
      // (Nor "being told they're wrong": a verdict on people, not on an approach.)
      const people = ['they', 'he', 'she', 'you', 'i', 'we'].includes(lower(s, i - 1));
      const from = verdictSubject(s, start(i), i);
      const felt =
        feels && [2, 3].some((k) => feltAs.has(lower(s, i + k)) && !s.words[i + k + 1]?.hyphen);
      if (
        (next.some((x) => verdictAfter.has(x)) || felt || relapse) &&
        !verdictNouns.has(lemma(s, i - 1)) &&
        !denied &&
        !people &&
        from >= 0
      ) {
        // ("… warmth without confrontation is complicity": what it goes without is needed.)
        const without = s.words.slice(from, i).some((w) => negationCues.has(w.normal));
        spans.push({ start: from, end: i, effect: 'flip', ...(without ? { composes: true } : {}) });
      }
    }
    // "… endless patience turns into collusion": what it becomes is the verdict.
    // ("… can become its own kind of avoidance", "a kind of niceness that amounts to
    // abandonment".)
    const becomes =
      (['turn', 'amount'].includes(lemma(s, i)) && ['into', 'to'].includes(lower(s, i + 1))) ||
      (lemma(s, i) === 'become' && i > 0);
    const into = lemma(s, i) === 'become' ? i + 1 : i + 2;
    const verdictNoun = [0, 1, 2, 3, 4].some(
      (k) => verdictAfter.has(lemma(s, into + k)) && !s.words[into + k]?.pause,
    );
    // (The tagger may read "amounts" after "that" as a noun.)
    const verbal = s.words[i]?.pos === 'VERB' || lemma(s, i) === 'amount';
    if (becomes && verdictNoun && verbal) {
      const from = verdictSubject(s, pauseBefore(i - 1, start(i)), i);
      if (from >= 0) spans.push({ start: from, end: i, effect: 'flip' });
    }
    // "Social anxiety is rarely helped by going back to school-day memories": what does not help.
    const deniedHelp =
      lemma(s, i) === 'be' &&
      ['rarely', 'never', 'seldom', 'not', "n't"].includes(lower(s, i + 1)) &&
      lower(s, i + 2) === 'helped' &&
      lower(s, i + 3) === 'by';
    if (deniedHelp)
      spans.push({ start: i + 4, end: objectEnd(s, i + 3, end(i + 4)), effect: 'flip' });
    // "Tough love sounds good on paper": what only sounds good is what the expert sets aside.
    const sounds = ['sound', 'look'].includes(lemma(s, i)) || (lemma(s, i) === 'be' && i > 0);
    const nice = ['good', 'great', 'lovely', 'nice', 'fine', 'respectful', 'reasonable', 'kind'];
    const onPaper = at(s, i + 2, ['on', 'paper']) || at(s, i + 2, ['in', 'theory']);
    // (With a "but" after it, the concession reads it: "… sounds good on paper, but with
    // veterans it just doesn't land".)
    const but = s.words.some((w, k) => k > i && w.normal === 'but');
    if (sounds && nice.includes(lower(s, i + 1)) && onPaper && !but && i > 0) {
      const from = verdictSubject(s, start(i), i);
      if (from >= 0) spans.push({ start: from, end: i, effect: 'flip' });
      spans.push({ start: i + 1, end: i + 2, effect: 'drop' });
    }
    // "Managing this week's mood is necessary but never enough", "coping skills are not enough":
    // what falls short.
    const short = [
      ['necessary', 'but', 'never', 'enough'],
      ['necessary', 'but', 'not', 'enough'],
      ['never', 'enough'],
      ['not', 'enough'],
    ].find((p) => at(s, i + 1, p));
    if (lemma(s, i) === 'be' && short && i > 0) {
      const from = verdictSubject(s, start(i), i);
      if (from >= 0) {
        spans.push({ start: from, end: i, effect: 'flip' });
        spans.push({ start: i + 1, end: s.words.length, effect: 'drop' });
      }
    }
    // "Stirring up big feelings at 3 weeks postpartum is not kind": an act judged unkind (its
    // "kind" no call for warmth).
    // (Its subject runs back to a pause: the scope may split it at "so soon".)
    // ("Keeping things light with a widower is kind for about a week": kind of the act.)
    const unkind = at(s, i + 1, ['not', 'kind']);
    if (lemma(s, i) === 'be' && (unkind || lower(s, i + 1) === 'kind') && i > 0) {
      const from = verdictSubject(s, pauseBefore(i - 1, 0), i);
      if (from >= 0 && /ing$/.test(lower(s, from)) && s.words[from]?.pos === 'VERB') {
        if (unkind) spans.push({ start: from, end: i, effect: 'flip' });
        spans.push({ start: i + 1, end: unkind ? i + 3 : i + 2, effect: 'drop' });
      }
    }
    // "New fathers rarely want to talk about their dads, but that's usually where the work is":
    // what they shy away from is where the work is.
    if (lower(s, i) === 'but' && ['that', "that's"].includes(lower(s, i + 1))) {
      const rest = s.words
        .slice(i + 1, i + 8)
        .map((w) => w.normal.toLowerCase())
        .join(' ');
      if (/\bwhere the (real )?(work|gold) (is|lies|happens)\b/.test(rest))
        spans.push({ start: start(i - 1), end: i, effect: 'flip', composes: true });
    }
    // "I don't leave the safety plan to chance": what is left to chance is neglected.
    if (lemma(s, i) === 'leave') {
      const chance = s.words.findIndex(
        (w, k) => k > i + 1 && k <= i + 6 && w.normal === 'chance' && lower(s, k - 1) === 'to',
      );
      if (chance > 0) spans.push({ start: i + 1, end: chance - 1, effect: 'flip', composes: true });
    }
    // "skills first, and the deep feeling work much later, if at all": put off, perhaps for good.
    // ("… comes later, if at all": one putting off, already read as waiting.)
    // ("Save confrontation for much later, if ever": one putting off, already read as saving.)
    const waited =
      (lower(s, i - 1) === 'later' && putOff(s, i - 1).length > 0) ||
      lemma(s, i - 1) === 'wait' ||
      s.words.slice(pauseBefore(i - 1, 0), i).some((w) => ['come', 'save'].includes(w.lemma));
    // ("… much later, if ever", not "They decide when, if ever, and how far".)
    const ifAtAll =
      at(s, i, ['if', 'at', 'all']) || (perhapsNever(s, i) && lower(s, i - 1) === 'later');
    if (ifAtAll && s.words[i]?.pause && !waited)
      spans.push({ start: pauseBefore(i - 1, 0), end: i, effect: 'flip' });
    // "Why would I set homework for someone who's just lost a spouse?", "Young men with social
    // anxiety: why would I poke at their deepest feelings …?", "Why dig through someone's
    // childhood when …?": asked to say no. (The reason after "when" is not turned.)
    const opensWhy =
      lower(s, i) === 'why' && (i === 0 || !!s.words[i]?.pause) && s.text.trim().endsWith('?');
    const askedModal =
      ['would', 'should', 'could'].includes(lower(s, i + 1)) &&
      ['i', 'you', 'we', 'anyone', 'a'].includes(lower(s, i + 2));
    const bare =
      s.words[i + 1]?.pos === 'VERB' &&
      !['be', 'do', 'have'].includes(lemma(s, i + 1)) &&
      /^[a-z]+$/.test(lower(s, i + 1)) &&
      lemma(s, i + 1) === lower(s, i + 1);
    if (opensWhy && (askedModal || bare)) {
      const from = i + (askedModal ? 3 : 1);
      const reason = s.words.findIndex(
        (w, k) => k > from && ['when', 'while', 'if'].includes(w.normal.toLowerCase()),
      );
      spans.push({ start: from, end: reason > 0 ? reason : n, effect: 'flip' });
    }
    // "Who am I to decide what a widower should talk about?": not the expert's to do.
    const notMine = i === 0 && ['who', 'am', 'i', 'to'].every((w, k) => lower(s, k) === w);
    if (notMine && s.text.trim().endsWith('?')) spans.push({ start: 4, end: n, effect: 'flip' });
    // "Teens can smell judgement a mile away", "spot an agenda a mile off": what they sense
    // from afar puts them off.
    if (['smell', 'spot', 'sense'].includes(lemma(s, i))) {
      const mile = s.words.findIndex(
        (w, k) => k > i + 1 && k <= i + 5 && w.normal === 'mile' && lower(s, k - 1) === 'a',
      );
      if (mile > 0) spans.push({ start: i + 1, end: mile - 1, effect: 'flip' });
    }
    // "are not helped by more criticism": what does not help is after "by".
    if (at(s, i, ['not', 'help', 'by']) || at(s, i, ['never', 'help', 'by']))
      spans.push({ start: i + 3, end: end(i + 3), effect: 'flip' });
    // "coping tools only go so far", "sympathy has limits": a verdict on the clause's subject.
    if (limitVerdicts.some((p) => at(s, i, p)))
      spans.push({ start: start(i), end: i, effect: 'flip' });
    // "Trainees make the error of lecturing them": the error is what follows "of".
    if (verdictNouns.has(lemma(s, i)) && lower(s, i + 1) === 'of' && lemma(s, i - 2) === 'make')
      spans.push({ start: i + 2, end: objectEnd(s, i + 1, end(i + 2)), effect: 'flip' });
    // "Low emotional load", "low intensity": a cue held low is wanted less.
    // (Not over a pause: "I keep my voice low, slow things right down".)
    const lowCue = ['ADJ', 'NOUN'].includes(s.words[i + 1]?.pos ?? '') && !s.words[i + 1]?.pause;
    if (lower(s, i) === 'low' && lowCue)
      spans.push({ start: i + 1, end: i + 2, effect: 'flip', composes: true });
    // "He found emotion-heavy therapy intrusive": what was found wanting.
    if (['find', 'found', 'finds'].includes(lower(s, i))) {
      const verdict = s.words.findIndex(
        (w, k) => k > i + 1 && k <= i + 6 && unwelcome.has(w.normal.toLowerCase()),
      );
      const between = s.words.slice(i + 1, verdict);
      // (A hyphen reads as a pause: "emotion-heavy".)
      if (verdict > 0 && !between.some((w) => w.pos === 'VERB'))
        spans.push({ start: i + 1, end: verdict, effect: 'flip', composes: true });
    }
    // "Don't mistake that calm for coping": what it might be taken for is no view.
    if (['mistake', 'confuse'].includes(lemma(s, i)) && s.words[i]?.pos === 'VERB') {
      const taken = s.words.findIndex(
        (w, k) => k > i && k <= i + 5 && ['for', 'with'].includes(w.normal),
      );
      if (taken > 0)
        spans.push({ start: taken + 1, end: objectEnd(s, taken, end(taken + 1)), effect: 'drop' });
    }
    // "Many were raised to hide their feelings": what they were brought up to do is history.
    const upbringing = [
      ['raise', 'to'],
      ['teach', 'to'],
      ['bring', 'up', 'to'],
      ['train', 'to'],
      ['coach', 'to'],
      ['tell', 'to'],
    ].find((p) => at(s, i, p));
    if (upbringing && ['be', 'get'].includes(lemma(s, i - 1))) {
      const from = i + upbringing.length;
      spans.push({ start: from, end: objectEnd(s, from, end(from)), effect: 'drop' });
    }
    // "raised in a culture that prizes looking forward": where they grew up.
    if (lemma(s, i) === 'raise' && ['in', 'with', 'by'].includes(lower(s, i + 1))) {
      let stop = i + 2;
      const main = (k: number) => s.words[k]?.pos === 'VERB' && mainVerbs.has(lemma(s, k));
      while (stop < n && !s.words[stop]?.pause && !main(stop)) stop += 1;
      spans.push({ start: i + 1, end: stop, effect: 'drop' });
    }
    // "Surgeons are used to blunt feedback": what clients are used to describes them.
    if (at(s, i, ['be', 'used', 'to'])) {
      spans.push({ start: i + 3, end: objectEnd(s, i + 2, end(i + 3)), effect: 'drop' });
    }
    // "Their lives are intense enough already": more of it is not wanted.
    if (lower(s, i) === 'enough' && s.words[i - 1]?.pos === 'ADJ' && lemma(s, i - 2) === 'be')
      spans.push({ start: i - 1, end: i, effect: 'flip', composes: true });
    // "The less I directed, the faster they trusted me": what is done less helps.
    if (at(s, i, ['the', 'less']) && lower(s, i + 2) !== 'than') {
      let stop = i + 2;
      while (stop < n && !s.words[stop]?.pause && lower(s, stop) !== 'the') stop += 1;
      spans.push({ start: i + 2, end: stop, effect: 'flip', composes: true });
    }
    // "intense work can feel like more of the same": it repeats the clients' harm.
    if (at(s, i, ['more', 'of', 'the', 'same']) && i > 0)
      spans.push({ start: start(i), end: i, effect: 'flip' });
    // "…, otherwise we spend the hour deciding": what happens without the advice is no view.
    if (lower(s, i) === 'otherwise') spans.push({ start: i + 1, end: end(i + 1), effect: 'drop' });
    // "the past can wait", "insight comes later", "the upbringing came six months later": what
    // the expert puts off (not again before "if at all", which says it already).
    const amount = ['months', 'weeks', 'years', 'much', 'way', 'sessions'].includes(
      lower(s, i - 1),
    );
    const closing = !s.words[i + 1] || !!s.words[i + 1]?.pause;
    // (Nor after "save …", which says it too: "save confrontation for much later".)
    const saved = s.words.slice(start(i), i).some((w) => w.lemma === 'save');
    const later = lower(s, i) === 'later' && amount && closing && !perhapsNever(s, i + 1) && !saved;
    // "Be warm with them; challenge comes later": the subject starts after the pause.
    if (waiting.some((p) => at(s, i, p)) || later) {
      let from = pauseBefore(i, start(i));
      // ("… and confrontation, if any, comes much later": over the aside.)
      if (from === i && at(s, i - 2, ['if', 'any']) && s.words[i - 2]?.pause)
        from = pauseBefore(i - 3, start(i));
      // "I start with validation and only question the thoughts much later", "I keep it gentle
      // and let depth come later": what is put off is the act after the "and".
      for (let k = i - 1; k > from; k -= 1) {
        const act = s.words[k + 1]?.pos === 'VERB' || s.words[k + 2]?.pos === 'VERB';
        if (['and', 'then'].includes(lower(s, k)) && act) {
          from = k + 1;
          break;
        }
      }
      spans.push({ start: from, end: i, effect: 'flip' });
    }
    // "It's a myth that teenagers can't handle structure": what is called a myth is untrue.
    if (['myth', 'misconception', 'fallacy'].includes(lemma(s, i)) && lower(s, i + 1) === 'that')
      spans.push({ start: i + 2, end: s.words.length, effect: 'flip', composes: true });
    // "A confrontational style is not what these clients need": the subject is not needed.
    if (at(s, i, ['be', 'not', 'what']) && i > 0) {
      const need = s.words.findIndex(
        (w, k) => k > i + 3 && k <= i + 9 && ['need', 'want', 'help', 'require'].includes(w.lemma),
      );
      if (need > 0) spans.push({ start: start(i), end: i, effect: 'flip', composes: true });
    }
    // "Kindness kept her sober where harshness hadn't": what failed before.
    if (lower(s, i) === 'where' && i > 0) {
      const aux = s.words.findIndex(
        (w, k) => k > i + 1 && w.pos === 'AUX' && ['not', "n't"].includes(lower(s, k + 1)),
      );
      if (aux > 0 && aux + 2 >= s.words.length)
        spans.push({ start: i + 1, end: aux, effect: 'flip', composes: true });
    }
    // "She came to me after a confrontational rehab": what they had before did not help.
    if (at(s, i, ['come', 'to', 'me', 'after'])) {
      const from = i + 4;
      spans.push({
        start: from,
        end: objectEnd(s, from - 1, end(from)),
        effect: 'flip',
        composes: true,
      });
    }
    // "I put the plan away", "put my agenda aside", "keep my suggestions to myself", "leave
    // the family-of-origin stuff alone": what is set aside is not done.
    if (['put', 'set', 'keep', 'leave'].includes(lemma(s, i)) && s.words[i]?.pos === 'VERB') {
      const aside = s.words.findIndex(
        (w, k) =>
          k > i + 1 &&
          k <= i + 6 &&
          (['away', 'aside'].includes(w.normal) ||
            (['alone', 'open'].includes(w.normal) && lemma(s, i) === 'leave') ||
            (w.normal === 'to' && ['myself', 'yourself'].includes(lower(s, k + 1)))),
      );
      const between = s.words.slice(i + 1, aside);
      if (aside > i + 1 && !between.some((w) => w.pause || w.pos === 'VERB'))
        spans.push({ start: i + 1, end: aside, effect: 'flip', composes: true });
    }
    // "… respond badly to therapists who direct": what they respond badly to.
    if (at(s, i, ['respond', 'badly', 'to']) || at(s, i, ['react', 'badly', 'to'])) {
      const from = i + 3;
      spans.push({ start: from, end: end(from), effect: 'flip', composes: true });
    }
    // "minimal steering", "no agenda": a cue at a minimum is wanted less.
    if (['minimal', 'minimum'].includes(lower(s, i)) && i + 1 < s.words.length)
      spans.push({ start: i + 1, end: i + 2, effect: 'flip', composes: true });
    // "It doesn't help to keep them detached": what would not help follows.
    const unhelpful = [
      ['it', 'do', 'not', 'help', 'to'],
      ['it', 'never', 'help', 'to'],
      ['it', 'rarely', 'help', 'to'],
      ['it', 'seldom', 'help', 'to'],
    ].find((p) => at(s, i, p));
    if (unhelpful) {
      const from = i + unhelpful.length;
      spans.push({
        start: from,
        end: objectEnd(s, from - 1, end(from)),
        effect: 'flip',
        composes: true,
      });
    }
    // "It's tempting to give them a plan", "you'll be tempted to keep them calm" (and "don't be
    // tempted to …"): advice against what follows.
    if (at(s, i, ['tempting', 'to']) || at(s, i, ['tempted', 'to']))
      spans.push({ start: i + 2, end: objectEnd(s, i + 1, end(i)), effect: 'flip' });
    // "It's a mistake to keep them busy", "it is pointless to …", "it would be a mistake not to
    // look at …": the verdict is on what follows (a "not" there is the judged act's own).
    const modal = ['would', 'could', 'might', 'will', "'d", 'can'].includes(lower(s, i + 1))
      ? 1
      : 0;
    if (lower(s, i) === 'it' && lemma(s, i + 1 + modal) === 'be') {
      const b = i + modal;
      const to = [2, 3, 4, 5].map((k) => b + k).find((k) => lower(s, k) === 'to');
      // ("It would be a big mistake to …", "no small mistake".)
      const judged = [2, 3, 4].some(
        (k) =>
          verdictAfter.has(lemma(s, b + k)) || ['pointless', 'useless'].includes(lower(s, b + k)),
      );
      // ("It isn't unhelpful to let them cry": a denied verdict, the negation its own.)
      const denied = ['not', "n't", 'never'].includes(lower(s, b + 2));
      // (The judged act's own "not" is turned too: not looking is the mistake.)
      const composes = ['not', 'never'].includes(lower(s, (to ?? 0) - 1));
      if (to !== undefined && judged)
        spans.push({
          start: to + 1,
          end: end(to + 1),
          effect: denied ? 'plain' : 'flip',
          ...(composes && !denied ? { composes } : {}),
        });
    }
    // "Exploring the past is rarely useful for …": X as a whole is judged; the rest is context.
    if (
      lemma(s, i) === 'be' &&
      i > 0 &&
      ['not', "n't", 'rarely', 'never', 'seldom', 'hardly'].includes(lower(s, i + 1))
    ) {
      const adjective = [2, 3]
        .map((k) => i + k)
        .find((k) => evaluative.has(lower(s, k)) && lower(s, k) !== 'the' && lower(s, k) !== 'a');
      if (adjective !== undefined) {
        spans.push({ start: start(i), end: i, effect: 'flip' });
        spans.push({ start: adjective + 1, end: end(adjective), effect: 'drop' });
      }
    }
    // "What doesn't help grieving people is X": X is what does not help.
    if (
      lower(s, i) === 'what' &&
      ['not', "n't", 'never'].some((c) => [1, 2].some((k) => lower(s, i + k) === c))
    ) {
      // "What doesn't work with new mothers: deep emotional excavation": after a pause.
      const pause = s.words.findIndex((w, k) => k > i + 3 && w.pause);
      const be = s.words.findIndex((w, k) => k > i + 2 && w.lemma === 'be');
      const is = be > i && (pause < 0 || be < pause) ? be : pause > 0 ? pause - 1 : -1;
      const fails = [2, 3].some((k) => ['help', 'work'].includes(lemma(s, i + k)));
      if (is > i && fails) {
        spans.push({ start: i, end: is + (is === be ? 0 : 1), effect: 'drop' });
        spans.push({
          start: is + 1,
          end: is === be ? end(is + 1) : s.words.length,
          effect: 'flip',
        });
      }
    }
  }
  return spans;
}

/**
 * "Never leave a client with OCD to work out the exposure steps alone": under a negation, what
 * the client would be left or expected to do is not what the expert rejects; it is dropped.
 */
function handingSpans(s: Sentence, end: (i: number) => number): Span[] {
  const n = s.words.length;
  const cue = s.words.findIndex((w) => negationCues.has(w.normal.toLowerCase()));
  if (cue < 0) return [];
  for (let i = cue + 1; i < n; i += 1) {
    if (!handing.has(lemma(s, i))) continue;
    const to = s.words.findIndex(
      (w, k) => k > i + 1 && k < i + 7 && w.normal === 'to' && s.words[k + 1]?.pos === 'VERB',
    );
    if (to > 0) return [{ start: to + 1, end: end(to + 1), effect: 'drop' }];
  }
  return [];
}

/** Clients spoken of, whose relative clause describes them ("clients who ask for honesty"). */
const describedPeople = new Set(
  'client clients patient patients people person parents couples partners men women children teenagers kids survivors adults students teens adolescents boys girls families veterans mothers fathers man woman boy girl guy lady mother father mum dad'.split(
    ' ',
  ),
);

/** Nouns for someone who does something: "engineers", "perfectionists", "survivors". */
const agentEnding = /(ers|ists|ians|ors|ants|ents|ics|iacs|ees)$/;
/** Nouns with an agent's ending that name no one ("it matters more", "the numbers"). */
const thingsNotAgents = new Set(
  'fees knees degrees committees trees matters numbers answers papers letters orders powers events moments comments statements arguments treatments assignments elements topics basics dynamics politics borders corners layers chapters filters barriers triggers others waters components contents requirements symptoms'.split(
    ' ',
  ),
);
export const agentNoun = (word: string) => agentEnding.test(word) && !thingsNotAgents.has(word);

/** A verb in a past form ("asked", "spent", "went"): not its lemma, not "-ing", not "-s". */
export const pastForm = (w: Words[number]) =>
  w.normal !== w.lemma && !/(ing|s)$/.test(w.normal.toLowerCase());

/** A person spoken of: a described kind of client, or an agent noun ("procrastinators"). */
const isPersonWord = (s: Sentence, k: number) =>
  describedPeople.has(lower(s, k)) ||
  (['NOUN', 'PROPN'].includes(s.words[k]?.pos ?? '') && agentNoun(lower(s, k)));

/**
 * "Don't sugarcoat things for clients who ask for honesty": a relative clause on the clients
 * describes them; it is neither the advice nor under its negation ("a therapist who does not
 * lecture them" is the therapist, and stays).
 */
function describedClientSpans(s: Sentence): Span[] {
  const spans: Span[] = [];
  const n = s.words.length;
  for (let r = 1; r < n; r += 1) {
    // "Clients from cultures where emotional display is private": where they come from.
    const from =
      lower(s, r) === 'where' && [2, 3, 4].some((k) => describedPeople.has(lower(s, r - k)));
    const who =
      ['who', 'whose'].includes(lower(s, r)) &&
      (describedPeople.has(lower(s, r - 1)) ||
        (agentNoun(lower(s, r - 1)) &&
          s.words[r - 1]?.pos === 'NOUN' &&
          !clinicians.has(lower(s, r - 1))));
    if (!who && !from) continue;
    let end = r + 1;
    let verb = false;
    let noun = false;
    // "clients who say 'don't go easy on me'": what they say is theirs too.
    const quoted = (k: number) => ['say', 'ask', 'insist'].includes(lemma(s, k - 1));
    while (end < n && (!s.words[end]?.pause || quoted(end))) {
      if (s.words[end]?.pause && quoted(end)) {
        // Over the quotation, to its closing mark.
        const close = s.words.findIndex((w, k) => k > end && w.pause);
        end = close > 0 ? close : n;
        verb = true;
        noun = true;
        continue;
      }
      const pos = s.words[end]?.pos ?? '';
      if (verb && noun && (pos === 'VERB' || pos === 'AUX')) break;
      // ("meet them where they are *and follow* their agenda": the expert's next act.)
      const next = s.words[end + 1]?.pos ?? '';
      if (from && !who && verb && pos === 'CCONJ' && ['VERB', 'AUX'].includes(next)) break;
      // "With people who hoard I'm never less than patient": the expert's own clause.
      // (Not "…, who close up the minute I start …".)
      if (end === r + 2 && !s.words[r]?.pause && ['i', "i'm", 'we'].includes(lower(s, end))) break;
      // "Clients who expect to be judged *need* warmth": what they need ends the description.
      const main = mainVerbs.has(lemma(s, end)) && lower(s, end - 1) !== 'to';
      // ("Teens who panic need …": the tagger may read the relative's own verb as a noun.)
      // (Nor "need" read as a noun: "clients who are anxious need a plan".)
      const verbal = pos === 'VERB' || pos === 'AUX' || (pos === 'NOUN' && verb && noun);
      if ((verb || end > r + 1) && main && verbal) break;
      // ("The worst thing I can do with a client who is grieving *is* …": a second finite "be".)
      const be =
        lemma(s, end) === 'be' &&
        !['being', 'been', 'be'].includes(lower(s, end)) &&
        s.words[end - 1]?.pos !== 'AUX';
      if (verb && be) break;
      if (pos === 'VERB' || pos === 'AUX') verb = true;
      if (verb && ['NOUN', 'PROPN', 'PRON', 'ADJ'].includes(pos)) noun = true;
      end += 1;
    }
    spans.push({ start: r, end, effect: 'drop' });
  }
  return spans;
}

/** The end of a cause-and-harm phrase from word i ("keeps procrastinators comfortable"), or -1. */
/** Past forms of the cause verbs, for a verb the tagger read as a noun (so has no lemma). */
const pastForms: Record<string, string> = {
  fed: 'feed',
  kept: 'keep',
  made: 'make',
  left: 'leave',
  drove: 'drive',
  broke: 'break',
  took: 'take',
  gave: 'give',
  sent: 'send',
  became: 'become',
  lost: 'lose',
};

const particles = new Set(['back', 'off', 'away', 'down', 'up', 'over']);

/**
 * Whether word k joins another verb phrase on ("set homework *and* come back"); a participle before
 * its noun is part of the object ("sets recently *divorced* men back", "*burned*-out nurses").
 */
function joinedAt(s: Sentence, k: number): boolean {
  const noun = (j: number) => s.words[j]?.pos === 'NOUN';
  const modifier =
    /(ed|ing)$/.test(lower(s, k)) &&
    (noun(k + 1) || (s.words[k + 1]?.pos === 'ADP' && noun(k + 2)));
  return ['VERB', 'AUX', 'CCONJ', 'SCONJ'].includes(s.words[k]?.pos ?? '') && !modifier;
}

/** Where being kept is no harm: "keeps them on track", "in therapy", "in the room". */
const stayingWell = new Set(['track', 'therapy', 'treatment', 'session', 'board', 'room']);

function causeAt(s: Sentence, i: number): number {
  // (The tagger may read "leaves" as the plural of "leaf", and may leave "worsens" unlemmatised.)
  const word = lower(s, i);
  const stem = /[^s]s$/.test(word) ? word.slice(0, -1) : '';
  const verbal = pastForms[word] ?? (causes[stem] ? stem : '');
  const harm = causes[lemma(s, i)] ?? causes[verbal];
  // The tagger may read a verb after its subject as a noun: "they just re-enact the fight".
  // So may a verb between two noun phrases: "the soothing fed the cycle".
  const verbSlot =
    s.words[i]?.pos === 'NOUN' &&
    (['PRON', 'ADV'].includes(s.words[i - 1]?.pos ?? '') ||
      (['ADJ', 'NOUN'].includes(s.words[i - 1]?.pos ?? '') &&
        // ("keeping things light leaves it all bottled up", "tough-love therapists drive away
        // exactly the teenagers who …".)
        (s.words[i + 1]?.pos === 'DET' ||
          ['it', 'them'].includes(lower(s, i + 1)) ||
          (particles.has(lower(s, i + 1)) && !!harm?.includes(lower(s, i + 1))))));
  if (!harm || !(['VERB', 'AUX'].includes(s.words[i]?.pos ?? '') || verbSlot)) return -1;
  // "Clients who feel overwhelmed": a state described, not a consequence; nor "the twin who
  // lost her sister", "the overwhelmed single dad".
  // (A progressive is still the act: "the kindness was letting them off the hook".)
  const progressive = lemma(s, i - 1) === 'be' && /ing$/.test(lower(s, i));
  if (['be', 'feel', 'get', 'seem', 'become'].includes(lemma(s, i - 1)) && !progressive) return -1;
  // "how exhausted she was", "so drained": a degree of a state.
  if (['how', 'so', 'too', 'very', 'utterly'].includes(lower(s, i - 1))) return -1;
  // (But "a therapist who made her feel attacked": what the one described did to a client.)
  const toClient =
    lower(s, i - 1) === 'who' &&
    ['her', 'him', 'them'].includes(lower(s, i + 1)) &&
    /^(therapist|counsell?or|psychologist|psychiatrist|doctor|coach|colleague|gp)$/.test(
      lower(s, i - 2),
    );
  if (['who', 'whose'].includes(lower(s, i - 1)) && !toClient) return -1;
  // "cry about losing her old body": a gerund after a preposition names a topic.
  if (
    /ing$/.test(lower(s, i)) &&
    ['about', 'over', 'of', 'for', 'with', 'at'].includes(lower(s, i - 1))
  )
    return -1;
  // ("… just helps them avoid", not "I help them avoid relapse by …": the avoiding itself.)
  if (lemma(s, i) === 'help') {
    const k = [2, 3].find((d) => harm.includes(lower(s, i + d)));
    const bare = k !== undefined && (!s.words[i + k + 1] || !!s.words[i + k + 1]?.pause);
    if (!bare) return -1;
  }
  // ("… it just turned me into one more person to please".)
  const intoMore =
    lower(s, i + 2) === 'into' &&
    (at(s, i + 3, ['one', 'more']) || ['another', 'yet'].includes(lower(s, i + 3)));
  if (lemma(s, i) === 'turn' && intoMore) return i + 3;
  // "even when they push you away": what clients do to the therapist.
  if (['you', 'me', 'us'].includes(lower(s, i + 1))) return -1;
  // ("the overwhelmed single dad", not "the soothing fed the cycle".)
  const participle = s.words[i + 1]?.pos !== 'DET';
  if (['DET', 'ADJ'].includes(s.words[i - 1]?.pos ?? '') && /ed$/.test(lower(s, i)) && participle)
    return -1;
  // "with overwhelmed new mothers": a participle before its noun describes it.
  const described = ['ADJ', 'NOUN'].includes(s.words[i + 1]?.pos ?? '');
  if (/ed$/.test(lower(s, i)) && described && s.words[i - 1]?.pos === 'ADP') return -1;
  // "…; shutting it down too early just teaches them to bury it": a gerund opening a subject,
  // whose own verb comes later, is the cause of that verb's harm, not a harm itself.
  if (/ing$/.test(lower(s, i)) && (i === 0 || s.words[i]?.pause)) {
    let k = i + 1;
    while (k < s.words.length && !s.words[k]?.pause) {
      const w = s.words[k];
      if (w?.pos === 'VERB' && !/ing$/.test(w.normal) && w.normal !== w.lemma) return -1;
      k += 1;
    }
  }
  // (Not a compound: "today's flare-ups".)
  if (s.words[i + 1]?.hyphen) return -1;
  if (harm.length === 0) return i + 1;
  // "… just gave them one more person to perform for": one more of anything is a burden.
  const more = at(s, i + 2, ['one', 'more']) || ['another', 'yet'].includes(lower(s, i + 2));
  if (lemma(s, i) === 'give' && ['them', 'him', 'her'].includes(lower(s, i + 1)) && more)
    return i + 2;
  // "Sympathy alone just keeps them on the ward till 10pm": where it "just keeps them" is the harm.
  // (Not "keeps them coming back", "keeps them on track", "in therapy".)
  const object = ['them', 'him', 'her'].includes(lower(s, i + 1));
  // "… soothing people with panic just teaches them the panic is dangerous" (not "I just teach
  // them skills", the expert's own teaching).
  const own = ['i', 'we'].includes(lower(s, i - 2));
  if (lemma(s, i) === 'teach' && lower(s, i - 1) === 'just' && object && !own) return i + 2;
  const place = lower(s, i + 3) === 'the' ? lower(s, i + 4) : lower(s, i + 3);
  const where = s.words[i + 2]?.pos === 'ADP' && !stayingWell.has(place);
  if (lemma(s, i) === 'keep' && lower(s, i - 1) === 'just' && object && where) return i + 2;
  const particle = harm.length === 1 && particles.has(harm[0] ?? '');
  for (let k = i + 1; k <= i + 5 && k < s.words.length; k += 1) {
    if (s.words[k]?.pause) return -1;
    // A particle ends the verb's own phrase: "sets them back", not "set homework and come back".
    if (particle && joinedAt(s, k)) return -1;
    // Nor past another verb phrase: "break things down *and* give them tasks".
    if (s.words[k]?.pos === 'CCONJ') return -1;
    // (Not "makes them far less defensive": less of a harm is a relief.)
    if (harm.includes(lower(s, k)) || harm.includes(lemma(s, k)))
      return lower(s, k - 1) === 'less' ? -1 : k + 1;
  }
  return -1;
}

/** "If you camp out in childhood, they'll walk": clients walking out, with nothing after. */
const walksOut = (s: Sentence, i: number) =>
  (!s.words[i + 1] || !!s.words[i + 1]?.pause) &&
  (([1, 2].some((k) => ['they', 'he', 'she'].includes(lower(s, i - k))) &&
    lemma(s, i) !== 'leave') ||
    // "they feel attacked and leave" (not "before they leave", "what they have left").
    (lower(s, i - 1) === 'and' &&
      [3, 4].some((k) => ['they', 'he', 'she'].includes(lower(s, i - k)))));

function harmSpans(s: Sentence, clauses: readonly Clause[]): Span[] {
  const spans: Span[] = [];
  const n = s.words.length;
  for (let i = 1; i < n; i += 1) {
    // "Clients who are easily destabilised", "they feel exposed by …": a passive harm
    // describes the clients; only its "by …" names a cause ("destabilised by deep work").
    // (A verb that harms people, or only with its harm named: "sent spiralling by …", not "sent
    // by their partners".)
    const harmNamed = (list: readonly string[]) =>
      list.length === 0 ||
      list.some((o) => ['them', 'him', 'her', 'clients', 'people'].includes(o)) ||
      s.words.slice(i + 1, i + 4).some((w) => list.includes(w.normal) || list.includes(w.lemma));
    // ("… a grieving client harmed by being allowed to cry": a participle after its noun.)
    const reduced =
      s.words[i - 1]?.pos === 'NOUN' && lower(s, i + 1) === 'by' && /ed$/.test(lower(s, i));
    const passive =
      !!causes[lemma(s, i)] &&
      harmNamed(causes[lemma(s, i)] ?? []) &&
      ([1, 2].some((k) => ['be', 'get', 'become', 'feel'].includes(lemma(s, i - k))) || reduced) &&
      s.words[i]?.pos === 'VERB' &&
      (/(ed|en)$/.test(lower(s, i)) || lower(s, i + 1) === 'by');
    if (passive) {
      // "tipped over by …": a particle may stand before "by".
      const by =
        lower(s, i + 1) === 'by'
          ? i + 2
          : lower(s, i + 2) === 'by' && s.words[i + 1]?.pos === 'ADP'
            ? i + 3
            : -1;
      // ("I've never seen a grieving client harmed by being allowed to cry": no harm at all.)
      const denied = s.words
        .slice(Math.max(0, i - 6), i)
        .some((w) => ['never', 'not', "n't"].includes(w.normal));
      if (by > 0)
        spans.push({ start: by, end: objectEnd(s, by - 1, n), effect: denied ? 'plain' : 'flip' });
      continue;
    }
    // Not "Clients who shut down …": a reaction in a relative clause describes them.
    // Nor "the story of what they lost": what is lost, named.
    const named = lower(s, i - 2) === 'what' && s.words[i - 1]?.pos === 'PRON';
    // ("Dads who've lost contact": over an auxiliary too.)
    const relativeAt = (k: number) => ['who', 'that'].includes(lower(s, k));
    const described = relativeAt(i - 1) || (s.words[i - 1]?.pos === 'AUX' && relativeAt(i - 2));
    const found =
      described || named
        ? undefined
        : reactions.find(
            (r) =>
              at(s, i, r) &&
              // ("they'll walk", not "walk them through it").
              (!['walk', 'leave'].includes(r.join(' ')) || walksOut(s, i)) &&
              // ("we stall", not "Calm check-ins can stall them": a cause with its object; nor
              // "adjust the plan if things stall": when it happens.)
              (r[0] !== 'stall' ||
                ((!s.words[i + 1] || !!s.words[i + 1]?.pause) &&
                  ![1, 2, 3].some((k) => triggers.has(lower(s, i - k))))) &&
              // ("'You're performing for me again', I told him": said to them, no reaction.)
              (r[0] !== 'perform' || ![1, 2].some((k) => lower(s, i - k) === 'you')) &&
              // ("They walk out lighter": how they leave is no harm.)
              !(r[0] === 'walk' && ['ADJ', 'ADV'].includes(s.words[i + r.length]?.pos ?? '')),
          );
    // ("You'll lose them if you …": losing is a reaction only to a trigger after it, not "the
    // patients they lost".)
    const triggered = () => {
      for (let k = i + 1; k < n && !s.words[k]?.pause; k += 1) if (triggerAt(s, k)) return true;
      return false;
    };
    // ("Fathers who feel lost respond best when I …": feeling lost is how they are, not a loss.)
    const stateOf = ['feel', 'be', 'seem', 'look'].includes(lemma(s, i - 1));
    // ("Avoiding the painful stuff is exactly why their last therapy failed": what it failed
    // for is named before, by "… is why".)
    const why = s.words.findLastIndex(
      (w, k) => k < i && w.normal === 'why' && !s.words.slice(k + 1, i).some((x) => x.pause),
    );
    const whyBe = [1, 2].map((k) => why - k).find((k) => k > 0 && lemma(s, k) === 'be') ?? -1;
    const explained = why > 0 && whyBe > 0;
    const reaction =
      triggeredReactions.has(found?.[0] ?? '') && (!triggered() || stateOf) && !explained
        ? undefined
        : found;
    const caused = causeAt(s, i);
    if (caused < 0 && !reaction) continue;
    // "… and never making him feel judged": a harm the expert avoids is none done.
    if (caused > i && ['never', 'not', "n't"].includes(lower(s, i - 1))) continue;
    // "… so nobody leaves more flooded than they came in": a harm that befalls no one.
    if (
      [1, 2].some(
        (k) =>
          ['nobody', 'noone'].includes(lower(s, i - k)) ||
          at(s, i - k - 1, ['no', 'one']) ||
          // ("Nothing heavy, nothing that leaves them raw".)
          at(s, i - k - 1, ['nothing', 'that']),
      )
    )
      continue;
    // "Nothing sets them back more than X": X is the worst of the harms.
    const nothing = [1, 2].some((k) => lower(s, i - k) === 'nothing');
    const worst = nothing
      ? s.words.findIndex((w, k) => k > i && w.normal === 'than' && !w.pause)
      : -1;
    if (worst > 0) {
      spans.push({ start: worst + 1, end: n, effect: 'flip', composes: true });
      continue;
    }
    // "Let the child set the pace, even if it takes months": a harm conceded is no verdict.
    const conceded = clauseAt(clauses, s.index, i);
    if (conceded && lower(s, conceded.start) === 'even' && caused > i) {
      spans.push({ start: i, end: caused, effect: 'drop' });
      continue;
    }
    // "Keeping it intellectual lets them avoid": letting is a harm only with a real subject
    // ("I never let them off the hook" is the expert's stance, and stays).
    const letting = lemma(s, i) === 'let';
    const plainLet = ![1, 2].some(
      (k) => negationCues.has(lower(s, i - k)) || lower(s, i - k) === 'who',
    );
    // Nor a gerund after its verb: "I stopped letting him off the hook".
    const object = s.words[i - 1]?.pos === 'VERB' && /ing$/.test(lower(s, i));
    if (letting && (!hasSubject(s.words, triggerStart(clauses, s, i), i) || !plainLet || object))
      continue;
    // "challenge the avoidance that keeps them stuck": a relative clause's harm is its head's
    // (the noun phrase before "that"), not the clause's.
    const relative =
      ['that', 'which', 'who'].includes(lower(s, i - 1)) &&
      ['NOUN', 'PROPN'].includes(s.words[i - 2]?.pos ?? '') &&
      caused > i;
    if (relative) {
      let head = i - 2;
      while (
        head > 0 &&
        ['NOUN', 'PROPN', 'ADJ', 'DET', 'PRON'].includes(s.words[head - 1]?.pos ?? '') &&
        !s.words[head]?.pause
      )
        head -= 1;
      spans.push({ start: i, end: caused, effect: 'drop' });
      spans.push({ start: head, end: i - 1, effect: 'flip' });
      continue;
    }
    // The harm itself is no view: "lets them off the hook" is what goes wrong.
    if (caused > i) spans.push({ start: i, end: caused, effect: 'drop' });
    // Nor is the clients' reaction: "they go quiet" is no call for calm.
    else if (reaction) spans.push({ start: i, end: i + reaction.length, effect: 'drop' });
    const own = clauseAt(clauses, s.index, i);
    // "Teenagers switch off as soon as you tell them what to do": the trigger comes after.
    const later = s.words.findIndex(
      (_, k) => k > i && (triggerAt(s, k) || at(s, k, ['as', 'soon', 'as'])),
    );
    // (Not a new sentence part: "… they shut down; if I let them pick, we get somewhere".)
    // ("They feel worse, not better, after I …": an aside "not better" between is no new part.)
    const pauses = s.words.map((w, k) => k).filter((k) => k > i && k <= later && s.words[k]?.pause);
    const aside = pauses.length === 2 && lower(s, pauses[0] ?? 0) === 'not' && pauses[1] === later;
    const joined = later > i && (pauses.length === 0 || (aside && later - (pauses[0] ?? 0) <= 3));
    // ("You do them a disservice if you don't …": so is a harm with no subject of its own.)
    const bare = caused > i && ['you', 'we', 'i'].includes(lower(s, i - 1));
    if ((reaction || bare) && joined) {
      // ("You fail them if you don't let them cry": what is not done is the trigger, so the
      // flip turns the negated act too.)
      // (Up to a clause of the expert's own: "They shut down if it feels like school, so I let
      // them decide".)
      // ("… the minute I start steering - they do much better when they pick the topic".)
      const expertClause = s.words.findIndex(
        (w, k) =>
          k > later &&
          w.pause &&
          ['so', 'but', 'yet', 'which', 'they', 'i', 'we'].includes(w.normal.toLowerCase()),
      );
      const stop = expertClause > 0 ? expertClause : n;
      const negated = s.words.slice(later, stop).some((w) => negationCues.has(w.normal));
      spans.push({
        start: later,
        end: stop,
        effect: 'flip',
        ...(negated ? { composes: true } : {}),
      });
      continue;
    }
    let from = triggerStart(clauses, s, i);
    // ("If we never let the anger surface, it just leaks out at home": what is not done is the
    // cause, so the flip turns the negated act too.)
    // (Only an act or condition not done: not "Confrontation isn't unheard of in my room, but
    // with them it backfires", a litotes another frame reads too.)
    // (Nor where the scope already rejects it: "… but endless validation with no challenge
    // makes things worse".)
    const cause = (a: number, b: number): Span => {
      const undone = s.words
        .slice(a, b)
        .some((w, k) => negationCues.has(w.normal) && !/^un/.test(lower(s, a + k + 1)));
      // (Its words, that is: not "If I don't set a plan, they stop coming", where the scope
      // rejects only the "if I do not".)
      const content = (k: number) =>
        ['NOUN', 'PROPN', 'VERB', 'ADJ'].includes(s.words[k]?.pos ?? '');
      // (In the negation's own clause: "they drift and stop coming" is not what was undone.)
      const negation = (c: Clause) =>
        c.words.some((w) => w.index >= a && w.index < b && negationCues.has(lower(s, w.index)));
      const rejected = clauses.some(
        (c) =>
          c.sentence === s.index &&
          negation(c) &&
          c.words.some(
            (w) =>
              w.index >= a &&
              w.index < b &&
              w.contrast === 'rejected' &&
              (w.negated || content(w.index)),
          ),
      );
      const composes = undone && !rejected;
      // ("Unless you keep the session light, they leave feeling worse": the harm comes of not
      // doing it, so it is wanted; an empty span turns nothing.)
      if (lower(s, a) === 'unless') return { start: a, end: a, effect: 'flip' };
      return { start: a, end: b, effect: 'flip', ...(composes ? { composes } : {}) };
    };
    // "For survivors of control, a therapist who …": whom the note is about is not the cause.
    if (['with', 'for'].includes(lower(s, from))) {
      const pause = s.words.findIndex((w, k) => k > from && k < i && w.pause);
      if (pause > 0) from = pause;
    }
    // "…ready for deeper work; staying at the level of check-ins can stall them": a gerund
    // after a pause opens the subject of the harm, and what comes before it is not judged.
    // "Diving into raw emotion while she was on nights would have broken her": a "while"
    // clause sits inside the subject.
    // (Only where the "while" clause has a verb of its own before the harm's.)
    const verbAt = (k: number) => ['VERB', 'AUX'].includes(s.words[k]?.pos ?? '');
    const inner = s.words.findIndex((_, k) => k > from && k < i && verbAt(k));
    const gap = inner > 0 && s.words.some((_, k) => k > inner && k < i && !verbAt(k));
    if (lower(s, from) === 'while' && gap) {
      const before = clauses.find((c) => c.sentence === s.index && c.end === from);
      if (before) from = before.start;
    }
    // "I'd rather tell a hard truth than keep them comfortable and stuck": a harm on the
    // compared side judges that side only.
    const than = s.words.findIndex((w, k) => k > from && k < i && w.normal === 'than');
    if (than > 0) from = than + 1;
    // "I push hard on … what they've done to make it worse": the clients' own doing.
    const theirs = s.words.findLastIndex(
      (w, k) =>
        k > from && k < i && w.normal === 'what' && ['they', 'he', 'she'].includes(lower(s, k + 1)),
    );
    if (theirs > 0 && lower(s, i - 1) === 'to') continue;
    // "I'm blunt about what has kept them stuck": the harm is what "what" stands for (its
    // subject, right before the harm's verb; not "telling them what to throw away loses them").
    const what = s.words.findLastIndex(
      (w, k) => k > from && k < i && ['what', 'whatever'].includes(w.normal),
    );
    const subjectWhat =
      what > 0 && s.words.slice(what + 1, i).every((w) => ['AUX', 'ADV'].includes(w.pos));
    // ("Keeping a lid on feelings is what got these men into trouble": "what" stands for the
    // subject of "is".)
    const be = [1, 2].map((k) => what - k).find((k) => lemma(s, k) === 'be');
    if (subjectWhat && be !== undefined && be > from) {
      spans.push({ start: what, end: caused > i ? caused : i + 1, effect: 'drop' });
      spans.push(cause(from, be));
      continue;
    }
    if (subjectWhat) from = what + 1;
    if (explained && whyBe > from) {
      spans.push({ start: why, end: caused > i ? caused : i + 1, effect: 'drop' });
      spans.push(cause(from, whyBe));
      continue;
    }
    // "showing her how her criticism was driving her daughter away": the subject after "how".
    const how = s.words.findLastIndex((w, k) => k > from && k < i && w.normal === 'how');
    // (Not "that's how sessions evaporate": what "that" stands for is the cause.)
    const subjectHow =
      how > 0 &&
      lemma(s, how - 1) !== 'be' &&
      s.words.slice(how + 1, i).every((w) => !['VERB', 'ADP', 'SCONJ'].includes(w.pos)) &&
      s.words.slice(how + 1, i).some((w) => ['NOUN', 'PROPN'].includes(w.pos));
    // (Where the subject is the client's own, "her criticism", it is no approach judged.)
    if (subjectHow && ['her', 'his', 'their'].includes(lower(s, how + 1))) {
      spans.push({ start: how + 1, end: i, effect: 'drop' });
      continue;
    }
    if (subjectHow) from = how + 1;
    // "If you give them homework, veterans will stop coming back": where the scope keeps the "if"
    // clause in the consequence's part, that clause is the cause when only the people it befalls
    // stand between (not "If they're anxious, homework backfires").
    // ("The more I X, the more they dig in their heels.")
    if (
      triggers.has(lower(s, from)) ||
      at(s, from, ['the', 'more']) ||
      at(s, from, ['every', 'time'])
    ) {
      const pause = s.words.findIndex((w, k) => k > from && k < i && w.pause);
      const befalls = (k: number) => {
        const w = s.words[k];
        if (!w) return false;
        if (['AUX', 'ADV', 'DET', 'ADJ', 'PART'].includes(w.pos)) return true;
        if (['they', 'he', 'she', 'we'].includes(lower(s, k)) || isPersonWord(s, k)) return true;
        // (Who reacts is people: "teenage athletes will stop coming back", "burned-out nurses".)
        if (reaction && ['NOUN', 'PROPN', 'PUNCT', 'ADP'].includes(w.pos)) return true;
        // ("grieving parents", "recently divorced men").
        return isPersonWord(s, k + 1) || (w.pos === 'VERB' && /(ing|ed)$/.test(w.normal));
      };
      const people = pause > 0 && s.words.slice(pause, i).every((_, j) => befalls(pause + j));
      if (people) {
        spans.push(cause(from, pause));
        continue;
      }
    }
    // So does a noun: "Warmth disarms them; confrontation just confirms what they expect".
    for (let k = i - 1; k > from; k -= 1) {
      const gerund = s.words[k]?.pos === 'VERB' && /ing$/.test(lower(s, k));
      const noun = ['NOUN', 'PROPN'].includes(s.words[k]?.pos ?? '');
      // ("… early on - too much feeling too quickly can overwhelm them".)
      const excess = lower(s, k) === 'too' && ['much', 'many'].includes(lower(s, k + 1));
      // (Not past a quotation: "the standard 'stay with the feeling' approach backfires".)
      if (s.words[k]?.pause && !s.words[k]?.quoted && (gerund || noun || excess)) {
        from = k;
        break;
      }
    }
    // "I've watched trainees push for disclosure and the client never came back": what came
    // before "and" is the cause.
    const and = s.words.findLastIndex((w, k) => k > from && k < i && w.normal === 'and');
    const subjectOnly =
      and > 0 &&
      s.words
        .slice(and + 1, i)
        .every((w) => ['DET', 'NOUN', 'PRON', 'PROPN', 'ADV', 'ADJ'].includes(w.pos)) &&
      // (Not "… and fewer drop out": less of the harm is a gain.)
      !s.words
        .slice(and + 1, i)
        .some((w) =>
          ['fewer', 'less', 'none', 'nobody', 'no', 'hardly', 'rarely', 'never'].includes(w.normal),
        );
    if (reaction && subjectOnly) {
      spans.push(cause(from, and));
      continue;
    }
    // "skipping the family history means we keep missing why …": what "means" the harm.
    const means = s.words.findLastIndex((w, k) => k > from && k < i && w.lemma === 'mean');
    const meansHarm =
      means > 0 &&
      s.words.slice(means + 1, i).every((w) => ['PRON', 'AUX', 'ADV', 'SCONJ'].includes(w.pos));
    if (meansHarm) {
      // (After its clause's "but": the gerund opens the subject.)
      const opening = s.words[from]?.pos === 'CCONJ' ? from + 1 : from;
      spans.push({ start: opening, end: means, effect: 'flip' });
      continue;
    }
    // "Validation has to come first, or you lose them": the harm is what happens without it.
    if (own && from === own.start && ['or', 'otherwise'].includes(lower(s, own.start))) continue;
    if (own && from === own.start && (reaction || !hasSubject(s.words, own.start, i))) {
      // "The moment you tell them what to do, they switch off": the clause before is the cause.
      const before = clauses.find((c) => c.sentence === s.index && c.end === own.start);
      if (before) spans.push(cause(before.start, before.end));
      continue;
    }
    spans.push(cause(from, i));
  }
  return spans;
}

/**
 * "… need a therapist who will not take sides and who stays calm": a negation ends at an "and"
 * that opens another relative clause or verb phrase; what follows is said plainly.
 */
function coordinationSpans(s: Sentence): Span[] {
  const spans: Span[] = [];
  const n = s.words.length;
  let cue = -1;
  for (let k = 0; k < n; k += 1) {
    if (negationCues.has(lower(s, k))) cue = k;
    // (Not at an "or": "I never hurry things along or keep it light" denies both.)
    if (cue < 0 || lower(s, k) !== 'and') continue;
    const next = s.words[k + 1];
    const opens =
      ['who', 'that', 'which', 'being'].includes(lower(s, k + 1)) ||
      next?.pos === 'VERB' ||
      (next?.pos === 'ADV' && s.words[k + 2]?.pos === 'VERB');
    // "not the kind of therapist who sits quietly and nods": a negation before the relative
    // clause holds all of it; only one inside it ends at the "and".
    const relative = s.words.findIndex(
      (w, j) => j > cue && j < k && ['who', 'that'].includes(w.normal),
    );
    const inside = relative < 0 || lower(s, k + 1) === 'who';
    if (!opens || (relative > 0 && !inside)) continue;
    let end = k + 1;
    while (end < n && !negationCues.has(lower(s, end))) end += 1;
    spans.push({ start: k + 1, end, effect: 'plain' });
    cue = -1;
  }
  return spans;
}

/**
 * "Clients who grew up with critical parents …", "people who were never listened to": the
 * clients' history in a relative clause describes them; it is not a view on the therapy.
 */
/** Therapists, whose relative clause says how a therapist is, not who the clients are. */
const clinicians = new Set(
  'therapist therapists counsellor counsellors counselor counselors clinician clinicians practitioner practitioners psychologist psychologists psychiatrist psychiatrists analyst analysts'.split(
    ' ',
  ),
);
/** Who helps in a story: "someone who pushed back". */
const helpers = new Set(['someone', 'somebody', 'therapist', 'counsellor', 'counselor', 'one']);

function historySpans(s: Sentence): Span[] {
  const spans: Span[] = [];
  const n = s.words.length;
  for (let r = 1; r < n; r += 1) {
    if (!['who', 'whose'].includes(lower(s, r))) continue;
    // "… progress with someone who pushed back": a therapist in a story, not a history.
    if (helpers.has(lower(s, r - 1))) continue;
    const verb = [r + 1, r + 2, r + 3].find((k) => ['VERB', 'AUX'].includes(s.words[k]?.pos ?? ''));
    const w = verb === undefined ? undefined : s.words[verb];
    // (Not a present form: "who are anxious", "who have panic attacks".)
    const past =
      w &&
      (['was', 'were', 'had', 'did', "'d"].includes(w.normal.toLowerCase()) ||
        // "who'd done years of …" (read as "would done").
        (w.normal.toLowerCase() === 'would' &&
          s.words[(verb ?? 0) + 1]?.pos === 'VERB' &&
          /(ed|en|ne)$/.test(lower(s, (verb ?? 0) + 1))) ||
        (w.pos === 'VERB' && pastForm(w)));
    if (verb === undefined || !past) continue;
    // The relative clause ends at the next verb after a noun: the main clause's predicate.
    let end = verb + 1;
    let noun = false;
    while (end < n && !s.words[end]?.pause) {
      const pos = s.words[end]?.pos ?? '';
      if (noun && (pos === 'VERB' || pos === 'AUX')) break;
      if (pos === 'NOUN' || pos === 'PROPN' || pos === 'PRON') noun = true;
      end += 1;
    }
    spans.push({ start: r, end, effect: 'drop' });
  }
  return spans;
}

/** Words that make "more than a …" an amount, not a comparison. */
const amounts = new Set([
  'year',
  'years',
  'month',
  'months',
  'week',
  'weeks',
  'day',
  'days',
  'hour',
  'hours',
  'session',
  'sessions',
  'few',
  'couple',
  'dozen',
  'decade',
  'lot',
  'little',
  'bit',
  'minute',
  'minutes',
  'handful',
]);
/** What goes wrong without something ("without structure, they drift"). */
const badOutcomes = new Set([
  'replay',
  'drift',
  'flounder',
  'struggle',
  'stall',
  'waste',
  'spiral',
  'wander',
  'relapse',
  'lose',
  'give',
  'drop',
  'fall',
  'sink',
  'stick',
  'turn',
]);

/**
 * "Without firm structure, clients with bulimia drift from week to week": what goes missing is
 * asked for, and the harm that follows is no view of its own.
 */
function lossSpans(s: Sentence): Span[] {
  // ("Frankly, without me laying out the steps they'd just replay the fight.")
  const at0 =
    lower(s, 0) === 'without' ? 0 : lower(s, 1) === 'without' && s.words[1]?.pause ? 1 : -1;
  if (at0 < 0) return [];
  // The phrase ends at a pause or at the next clause's subject and verb.
  const pause = s.words.findIndex(
    (w, k) =>
      k > at0 + 1 &&
      (w.pause ||
        (['they', 'he', 'she', 'we', 'you'].includes(w.normal) &&
          ['AUX', 'VERB'].includes(s.words[k + 1]?.pos ?? ''))),
  );
  if (pause < 0) return [];
  if (!s.words.slice(pause).some((w) => badOutcomes.has(w.lemma))) return [];
  return [
    { start: at0 + 1, end: pause, effect: 'plain' },
    { start: pause, end: s.words.length, effect: 'drop' },
  ];
}

/** "People assume X", "many therapists think X": a belief reported, not held. */
function beliefSpans(s: Sentence, end: (i: number) => number): Span[] {
  // "The received wisdom is to …", "Conventional wisdom says …": a belief reported.
  const wisdom = s.words.findIndex(
    (w, k) =>
      w.normal === 'wisdom' && ['received', 'conventional', 'common'].includes(lower(s, k - 1)),
  );
  if (wisdom > 0) return [{ start: wisdom + 1, end: s.words.length, effect: 'drop' }];
  // "The usual approach with them is solution-focused: …": what others do, not the view.
  const usual = s.words.findIndex(
    (w, k) =>
      // ("The textbook line is that …".)
      ['approach', 'response', 'advice', 'practice', 'line'].includes(w.normal) &&
      ['usual', 'standard', 'conventional', 'typical', 'textbook', 'common'].includes(
        lower(s, k - 1),
      ),
  );
  // (Up to the expert's own clause: "The standard line is that …, and I agree — I give …".)
  const own = s.words.findIndex(
    (w, k) =>
      k > usual &&
      w.pause &&
      ['and', 'but'].includes(w.normal) &&
      ['i', 'we'].includes(lower(s, k + 1)),
  );
  if (usual > 0) return [{ start: usual + 1, end: own > 0 ? own : s.words.length, effect: 'drop' }];
  // "A common assumption is that …", "the belief is that …".
  const noun = s.words.findIndex(
    (w, k) =>
      ['assumption', 'belief', 'view', 'idea', 'instinct', 'temptation', 'reflex'].includes(
        w.normal,
      ) &&
      lemma(s, k + 1) === 'be' &&
      ['that', 'to'].includes(lower(s, k + 2)),
  );
  if (noun >= 0) return [{ start: noun + 3, end: s.words.length, effect: 'drop' }];
  // "The urge to dive into the pain is strong, but …": a pull the expert feels, not a view.
  const urge = s.words.findIndex(
    (w, k) =>
      ['urge', 'temptation', 'instinct', 'reflex', 'pull'].includes(w.normal) &&
      lower(s, k + 1) === 'to',
  );
  const is = s.words.findIndex((w, k) => k > urge + 2 && w.lemma === 'be');
  if (urge >= 0 && is > 0) return [{ start: urge + 1, end: is, effect: 'drop' }];
  // "It's commonly believed that …", "It is often assumed …".
  const impersonal = s.words.findIndex(
    (w, k) => beliefVerbs.has(w.lemma.toLowerCase()) && lower(s, 0) === 'it' && k <= 4,
  );
  if (impersonal > 0) return [{ start: impersonal + 1, end: s.words.length, effect: 'drop' }];
  for (let i = 1; i < s.words.length; i += 1) {
    // The tagger may read "Many think …" as a noun.
    const crowd = ['many', 'most', 'people', 'everyone', 'everybody', 'some'].includes(
      lower(s, i - 1),
    );
    // ("Everyone says keep sessions calm …": what the crowd says, too.)
    const believed = beliefVerbs.has(lemma(s, i)) || (crowd && lemma(s, i) === 'say');
    if ((s.words[i]?.pos !== 'VERB' && !crowd) || !believed) continue;
    const before = s.words.slice(0, i);
    const subject = before.map((w) => w.normal.toLowerCase());
    // ("A man I saw … thought he needed …": the "I" of a relative clause on a person.)
    const self = subject.some((x, k) => selfSubjects.has(x) && !(k > 0 && isPersonWord(s, k - 1)));
    if (self || (!hasSubject(s.words, 0, i) && !crowd)) continue;
    // The subject's own verb, not "need to think about …" or "think of it as …".
    if (
      before.some((w) => w.pos === 'VERB') ||
      ['about', 'of', 'through'].includes(lower(s, i + 1))
    )
      continue;
    return [{ start: i + 1, end: end(i + 1), effect: 'drop' }];
  }
  return [];
}

/**
 * "People who grew up being told not to cry need a room where feelings can be big": the
 * clients described before the need are not the expert's view, and a negation inside that
 * description ends there (one right before the verb, "don't need", is the need's own).
 */
function describedSpans(s: Sentence, clauses: readonly Clause[]): Span[] {
  // "I think clients with a history of abuse need …": the subject starts after the hedge.
  const hedge =
    lower(s, 0) === 'i' && ['think', 'find', 'believe', 'suspect', 'feel'].includes(lemma(s, 1));
  const from = hedge ? 2 : 0;
  const first = s.words[from]?.normal.toLowerCase() ?? '';
  if (selfSubjects.has(first) || first === 'you' || s.words[from]?.pos === 'VERB') return [];
  const m = s.words.findIndex((w, i) => i > from && w.pos === 'VERB' && needVerbs.has(w.lemma));
  if (m < 0 || !hasSubject(s.words, from, m)) return [];
  // The need must be the sentence's own verb: any verb before it belongs to a relative clause.
  const firstRelative = s.words.findIndex(
    (w, k) => k >= from && k < m && ['who', 'that', 'which', 'whose'].includes(w.normal),
  );
  const ownPart = s.words.slice(from, firstRelative >= 0 ? firstRelative : m);
  // ("Young adults still living at home who …": a participle is no verb of its own.)
  const earlier = ownPart.some(
    (w) => ['VERB', 'AUX'].includes(w.pos) && !(w.pos === 'VERB' && /(ing|ed)$/.test(w.normal)),
  );
  // "Gentleness is overrated …; they need …", "my approach is to follow the client where …".
  if (earlier) return [];
  const people = s.words.slice(from, m).some((w) => describedPeople.has(w.normal.toLowerCase()));
  if (!people && clauseAt(clauses, s.index, from)?.person !== 'others') return [];
  const spans: Span[] = [{ start: from, end: m, effect: 'drop' }];
  const cue = s.words.findIndex(
    (w, i) => i >= from && i < m && negationCues.has(w.normal.toLowerCase()),
  );
  // "Not every client wants a plan", "not all of them need…": a negated quantifier negates
  // the need too.
  const quantified =
    (negationCues.has(lower(s, from)) && quantifiers.has(lower(s, from + 1))) ||
    (lower(s, from) === 'not' && lower(s, from + 1) === 'a' && lower(s, from + 2) === 'single') ||
    (lower(s, from) === 'none' && lower(s, from + 1) === 'of');
  // ("don't really need" is the need's own negation; "freeze up without guidance need" is not.)
  const denial = (k: number) => ['not', "n't", 'never', 'no'].includes(lower(s, k));
  const own = quantified || denial(m - 1) || (denial(m - 2) && s.words[m - 1]?.pos === 'ADV');
  // The need's own negation ("need a therapist who won't go easy") is its own, and stays.
  const next = s.words.findIndex((w, i) => i > m && negationCues.has(w.normal.toLowerCase()));
  if (cue >= 0 && !own)
    spans.push({ start: m, end: next > m ? next : s.words.length, effect: 'plain' });
  return spans;
}

/** The expert's profession, whose common practice "too many" of them follow. */
const colleagues = new Set([
  'therapist',
  'counsellor',
  'counselor',
  'clinician',
  'colleague',
  'practitioner',
  'psychologist',
]);

/**
 * "Too many therapists keep grieving parents calm", "so many counsellors rush to …": what too
 * many of the expert's colleagues do is what the expert criticises, up to the pause.
 */
function tooManySpans(s: Sentence): Span[] {
  const n = s.words.length;
  for (let i = 0; i + 2 < n; i += 1) {
    if (!['too', 'so'].includes(lower(s, i)) || lower(s, i + 1) !== 'many') continue;
    if (!colleagues.has(lemma(s, i + 2))) continue;
    const stop = s.words.findIndex((w, k) => k > i + 2 && w.pause);
    return [{ start: i + 3, end: stop > 0 ? stop : n, effect: 'flip' }];
  }
  return [];
}

/**
 * A verdict after "but" on what came before it: "Some colleagues swear by X, but I find it
 * counterproductive", "The textbooks recommend X, but in practice it backfires", "My supervisor
 * told me to X, but I think that advice is simply wrong".
 */
const laterVerdict = new RegExp(
  [
    '^but ',
    // ("… but in practice", "… but with burned-out nurses it just doesn't land".)
    "(?:(?:in practice|honestly|frankly|in my experience|for me|with [a-z'-]+(?: [a-z'-]+){0,2}),? )?",
    '(?:',
    // "… but I find it counterproductive", "… but that advice is simply wrong".
    '(?:i (?:find|think|have found|found|believe) )?',
    '(?:it|that|this|that advice|this advice|that approach|this approach) ',
    '(?:is |was |just |only |simply |often |usually |always |really |quite |actually |tends to |tend to )*',
    "(?:wrong|counterproductive|unhelpful|harmful|useless|pointless|misguided|bad practice|a mistake|a waste of time|backfires|backfired|does harm|does more harm than good|makes (?:things|it|them) worse|does not land|doesn't land|falls flat|blows? up|rarely ends well)",
    // "… but they go home worse off", "… but I dropped it once I saw what it did to them".
    "|(?:[a-z'-]+ ){1,3}(?:go|goes|went|walk|walks) (?:home|out) worse off",
    '|i (?:dropped|abandoned|ditched|gave up) (?:it|that|this)',
    ')\\b',
  ].join(''),
);

function laterVerdictSpans(s: Sentence): Span[] {
  const but = s.words.findIndex((w, k) => k > 0 && lower(s, k) === 'but');
  if (but < 0) return [];
  const rest = wordsText(s.words.slice(but));
  if (!laterVerdict.test(rest)) return [];
  return [{ start: 0, end: but, effect: 'flip', owned: true }];
}

/**
 * Set phrases that say where the expert stands on the act in slot `x`, read over the sentence's
 * words (lower case, punctuation left out; "I'd" reads "i would", "didn't" reads "did n't").
 */
const phrases: { re: RegExp; effect: Span['effect']; composes?: boolean }[] = [
  // "The trouble with X is that they end up feeling worse."
  { re: /\bthe (?:trouble|problem|danger|risk|downside) with (?<x>.+?) is\b/, effect: 'flip' },
  // "X is just asking for trouble", "X is like throwing fuel on a bonfire".
  {
    re: /^(?:with .+? )?(?<x>.+?) is (?:just |simply |only )?asking for trouble\b/,
    effect: 'flip',
  },
  {
    re: /^(?<x>.+?) is (?:like|just) (?:throwing|pouring|adding|putting) (?:fuel|petrol|gasoline|oil)\b/,
    effect: 'flip',
  },
  // "Catharsis is no substitute for stability": what falls short of the other.
  {
    re: /^(?:with [^,]+?,? )?(?<x>[a-z].+?) (?:is|are) (?:just |simply )?no substitute for\b/,
    effect: 'flip',
  },
  // "Exploring childhood is a luxury a month before finals": what they cannot afford.
  {
    re: /^(?:with [^,]+?,? )?(?<x>[a-z].+?) (?:is|are|would be) (?:just |simply |really )?(?:a |an )?(?:luxury|indulgence)\b/,
    effect: 'flip',
  },
  // "I'd be lying if I said X had ever done them any good" (and "… didn't help": it helps).
  { re: /\blying if i said (?<x>.+?) (?:had|has) ever (?:done|helped|worked)\b/, effect: 'flip' },
  // (The scope already rejects what "didn't help"; the lie turns that back.)
  {
    re: /\blying if i said (?<x>.+?) (?:did|does|has) (?:n't|not) (?:help|work)/,
    effect: 'flip',
    composes: true,
  },
  // "When trainees ask whether they should X, my answer is a flat no."
  {
    re: /\bwhether (?:they|i|we|you) should (?<x>.+?) my answer is (?:a |an )?(?:flat |firm |resounding |definite )?no\b/,
    effect: 'flip',
  },
  // "I'm not against much, but I am against X."
  { re: /\b(?:i am|i'm) (?:firmly |very much |really )?against (?<x>.+)$/, effect: 'flip' },
  // "I don't know what I'd do with them if I couldn't X"; "I'd feel I was letting them down if I
  // didn't X".
  {
    re: /\bwhat i would do .+? if i (?:could|can) (?:n't|not) (?<x>.+)$/,
    effect: 'plain',
  },
  { re: /\bletting .+? down if (?:i|we) (?:did|do) (?:n't|not) (?<x>.+)$/, effect: 'plain' },
  // "A colleague told me to X, and it was the best advice I ever got"; "we were told to X, and I
  // still think that was sound advice": what others advised, which the expert takes for their own.
  {
    re: /^(?<x>.+?) and (?:(?:i (?:still )?think|frankly) )?(?:it|that|this|she|he|they) (?:was|is|were) (?:the best advice|sound advice|good advice|right|spot on)\b/,
    effect: 'own',
  },
  {
    re: /^(?<x>.+?) and (?:frankly )?i(?: have|'ve)? never seen (?:a|any) reason to disagree\b/,
    effect: 'own',
  },
];

function phraseSpans(s: Sentence): Span[] {
  const starts: number[] = [];
  let text = '';
  s.words.forEach((w, k) => {
    starts[k] = text.length + (k > 0 ? 1 : 0);
    text += (k > 0 ? ' ' : '') + w.normal.toLowerCase();
  });
  const spans: Span[] = [];
  for (const { re, effect, composes } of phrases) {
    const m = re.exec(text);
    const x = m?.groups?.x;
    if (!m || x === undefined) continue;
    const from = m.index + m[0].indexOf(x);
    const to = from + x.length;
    const words = starts.map((p, k) => (p >= from && p < to ? k : -1)).filter((k) => k >= 0);
    const [first] = words;
    if (first === undefined) continue;
    const span = { start: first, end: (words.at(-1) ?? first) + 1 };
    spans.push({ ...span, effect, ...(composes ? { composes } : {}) });
  }
  return spans;
}

/** What clients get from an approach: "they benefit", "they do well", "they get better". */
const gains = [
  ['benefit'],
  ['thrive'],
  ['improve'],
  ['progress'],
  ['do', 'well'],
  ['get', 'better'],
];
/** Words that deny a gain before it: "rarely benefit", "never do well", "don't improve". */
const seldom = new Set(['rarely', 'seldom', 'never', 'not', "n't", 'hardly']);

/**
 * "Grieving parents rarely benefit when I give them homework", "they never do well if you push":
 * a gain denied when the trigger after it happens, so the trigger counts against.
 */
function deniedGainSpans(s: Sentence): Span[] {
  const spans: Span[] = [];
  const n = s.words.length;
  for (let i = 1; i < n; i += 1) {
    const gain = gains.find((g) => at(s, i, g));
    if (!gain || !seldom.has(lower(s, i - 1))) continue;
    const trigger = i + gain.length;
    if (!['when', 'if', 'once', 'whenever'].includes(lower(s, trigger))) continue;
    // ("They rarely improve if I am only gentle" is `failedConditionSpans`'s: not twice.)
    if (outcomeVerbs.has(lemma(s, i)) && ['if', 'when'].includes(lower(s, trigger))) continue;
    const stop = s.words.findIndex((w, k) => k > trigger && w.pause);
    const end = stop > 0 ? stop : n;
    // ("They rarely improve if I don't set goals": the shared scope reads that one as what is
    // needed, see neededIf.)
    if (s.words.slice(trigger, end).some((w) => negationCues.has(w.normal))) continue;
    spans.push({ start: trigger + 1, end, effect: 'flip' });
  }
  return spans;
}

/** Quantifiers a "not" before them negates with the sentence: "not every client". */
const quantifiers = new Set(['every', 'all', 'many', 'everyone', 'everybody', 'each']);

/**
 * "Few of my clients with borderline traits benefit from a rigid agenda", "not many of them
 * need …": a subject of few says the predicate is seldom true, so it counts against.
 */
const fewOutcomes = new Set(['improve', 'change', 'do', 'get', 'have', 'like', 'enjoy', 'cope']);

function fewSpans(s: Sentence): Span[] {
  const few =
    ['few', 'fewer'].includes(lower(s, 0)) ||
    (lower(s, 0) === 'very' && lower(s, 1) === 'few') ||
    (lower(s, 0) === 'hardly' && ['any', 'anyone'].includes(lower(s, 1)));
  // "Not every client who says 'don't sugarcoat it' benefits from bluntness": as few, where
  // the scope has not already negated the need (a quoted negation can undo it).
  const notEvery = lower(s, 0) === 'not' && quantifiers.has(lower(s, 1));
  if (!few && !notEvery) return [];
  // The tagger may read "benefit" after a noun as a noun. "Few … improve with skills alone",
  // "few … have patience for looking back".
  const need = (w: Words[number]) =>
    needVerbs.has(w.lemma) || needVerbs.has(w.normal.replace(/s$/, ''));
  // Past a relative clause ("not every client who says … benefits"), a need comes first.
  const needed = s.words.findIndex((w, k) => k > 0 && need(w));
  const verb =
    notEvery && needed > 0
      ? needed
      : s.words.findIndex((w, k) => k > 0 && (need(w) || fewOutcomes.has(w.lemma.toLowerCase())));
  // "Not all of them see the link, but most … need …": the quantifier's own clause only.
  // (Quotation marks after "says" are no pause.)
  const opened = s.words.findIndex(
    (w, k) => w.pause && ['say', 'ask', 'insist'].includes(lemma(s, k - 1)),
  );
  const closed = opened > 0 ? s.words.findIndex((w, k) => k > opened && w.pause) : -1;
  const pause = s.words.findIndex(
    (w, k) => k > 0 && k !== opened && k !== closed && (w.pause || w.normal === 'but'),
  );
  if (verb < 0 || (notEvery && pause > 0 && verb > pause)) return [];
  return [
    {
      start: verb + 1,
      end: objectEnd(s, verb, s.words.length),
      effect: 'flip',
      // (The scope negates after "hardly" itself: "Hardly anyone … benefits from me going into
      // their childhood" is turned once.)
      composes: !notEvery && lower(s, 0) !== 'hardly',
    },
  ];
}

/** Who a "when" clause is about when it describes the client's situation. */
const clientWords = new Set(
  'client clients patient patients people person they he she someone parent parents couple couples partner partners man woman men women child children teenager teenagers kid kids family'.split(
    ' ',
  ),
);
/** Verbs of a state or an event that befalls the client, not an act that answers the advice. */
const stateVerbs = new Set([
  'be',
  'feel',
  'seem',
  'get',
  'become',
  'keep',
  'die',
  'lose',
  'have',
  'arrive',
  'come',
  'start',
]);

/**
 * "… when a client is grieving", "if a client keeps repeating the same complaint": the
 * situation the advice is for describes the client and takes no side. "When *clients set
 * their own goals*" (an act) and "when *the adult in the room* isn't judging them" do, and stay.
 */
/** What a client did once something helped: "he improved once …", "she began to heal when …". */
const outcomeVerbs = new Set([
  'improve',
  'heal',
  'recover',
  'thrive',
  'progress',
  'change',
  'shift',
  'settle',
  'relax',
  'flourish',
  'blossom',
  'open',
  'engage',
  'start',
  'begin',
]);

function circumstanceSpans(s: Sentence): Span[] {
  const spans: Span[] = [];
  const n = s.words.length;
  for (let i = 0; i < n; i += 1) {
    if (!['when', 'whenever', 'if', 'once'].includes(lower(s, i))) continue;
    let verb = i + 1;
    while (verb < n && !['VERB', 'AUX'].includes(s.words[verb]?.pos ?? '')) verb += 1;
    const subject = s.words.slice(i + 1, verb).map((w) => w.normal.toLowerCase());
    if (!subject.some((w) => clientWords.has(w)) || !stateVerbs.has(lemma(s, verb))) continue;
    // "He improved once he felt truly heard": after an outcome, the clause is what brought it.
    // "The breakthrough comes when they feel it": likewise after a breakthrough.
    const outcome = (w: Words[number]) =>
      outcomeVerbs.has(w.lemma.toLowerCase()) ||
      ['breakthrough', 'progress', 'change', 'shift'].includes(w.normal);
    if (s.words.slice(0, i).some(outcome)) continue;
    let end = verb;
    while (end < n && !s.words[end]?.pause) end += 1;
    spans.push({ start: i, end, effect: 'drop' });
  }
  return spans;
}

/**
 * "Childhood rarely comes up in my work", "structure doesn't suit artists": a negation after a
 * noun subject says its subject does not happen or fit; the scope negates only what follows.
 */
function subjectNegationSpans(s: Sentence, clauses: readonly Clause[]): Span[] {
  const spans: Span[] = [];
  for (const c of clauses.filter((x) => x.sentence === s.index)) {
    const k = c.words.findIndex(
      (w) =>
        ['rarely', 'never', 'seldom', 'hardly'].includes(w.normal) ||
        w.normal === "n't" ||
        w.normal === 'not',
    );
    // "Structure is not the enemy of warmth": a copula's "not" negates what it says of X.
    const copula = [c.words[k - 1], c.words[k + 1]].some((w) => w?.lemma === 'be');
    // "Warm, patient, consistent, never harsh": a list item, not a subject (so is "I'm careful
    // to be gentle, patient and never preachy").
    if (c.words[k]?.pause || ['and', 'or'].includes(c.words[k - 1]?.normal ?? '')) continue;
    if (k <= 0 || copula) continue;
    const subject = c.words.slice(0, k).filter((w) => w.pos !== 'AUX');
    const nominal =
      subject.length > 0 &&
      subject.some((w) => w.pos === 'NOUN' || w.pos === 'PROPN') &&
      !subject.some(
        (w) => w.pos === 'VERB' || w.pos === 'PRON' || w.pos === 'SCONJ' || w.pos === 'ADP',
      );
    // "Trying to hand them a plan has never once helped": an act as the subject of a failure.
    // (Only "never"/"not": "letting the anxiety flood the room rarely seems to help" reads
    // right as it is.)
    // ("Being nice has never once kept anyone sober": "being" may be read as an auxiliary.)
    const act = c.words[0]?.normal.toLowerCase() === 'being' ? c.words[0] : subject[0];
    const gerund =
      ['never', 'not', "n't"].includes(c.words[k]?.normal ?? '') &&
      (act?.pos === 'VERB' || act?.pos === 'AUX') &&
      /ing$/.test(act.normal) &&
      c.words
        .slice(k + 1, k + 4)
        .some((w) => ['help', 'work', 'succeed', 'land', 'keep'].includes(w.lemma.toLowerCase()));
    if (nominal || gerund) spans.push({ start: c.start, end: c.start + k, effect: 'flip' });
  }
  return spans;
}

/** "There's nothing wrong with a therapist who challenges them": the negation affirms. */
function affirmingSpans(s: Sentence): Span[] {
  // "Hardly a session goes by … where I don't set them a small experiment": every session.
  const rare = ['hardly', 'barely', 'scarcely', 'not'].includes(lower(s, 0));
  const goesBy = s.words.findIndex(
    (w, k) => k > 1 && k < 5 && w.lemma === 'go' && lower(s, k + 1) === 'by',
  );
  if (rare && ['a', 'an', 'one'].includes(lower(s, 1)) && goesBy > 0) {
    const where = s.words.findIndex(
      (w, k) => k > goesBy && ['where', 'when', 'that', 'without'].includes(w.normal),
    );
    if (where > 0) return [{ start: where + 1, end: s.words.length, effect: 'plain' }];
  }
  for (let i = 0; i + 2 < s.words.length; i += 1) {
    const none = ['nothing', 'no'].includes(lower(s, i));
    if (
      none &&
      ['wrong', 'harm', 'shame'].includes(lower(s, i + 1)) &&
      ['with', 'in'].includes(lower(s, i + 2))
    )
      return [{ start: i + 3, end: s.words.length, effect: 'plain' }];
    // "Don't be afraid to confront them", "don't hesitate to push", "I'm not shy about
    // setting the plan".
    const fearless = [
      ['not', 'be', 'afraid', 'to'],
      ['not', 'be', 'scared', 'to'],
      ['never', 'be', 'afraid', 'to'],
      ['not', 'hesitate', 'to'],
      ['not', 'afraid', 'to'],
      ['never', 'afraid', 'to'],
      ['not', 'shy', 'about'],
      ['never', 'shy', 'about'],
      ['not', 'shy', 'of'],
      ['no', 'stranger', 'to'],
      // "I've never regretted giving a client with panic disorder a written plan".
      ['never', 'regret'],
      ['not', 'regret'],
    ].find((p) => at(s, i, p));
    if (fearless) return [{ start: i + fearless.length, end: s.words.length, effect: 'plain' }];
    // Litotes: "It isn't unhelpful to let them cry", "Not a bad idea at all to hand them a
    // script", "Not the worst thing, letting them set our agenda", "Never underestimate how
    // much a little tenderness does".
    const litotes = [
      ['not', 'unhelpful'],
      ['not', 'unusual'],
      ['not', 'a', 'bad', 'idea'],
      ['not', 'a', 'bad', 'thing'],
      ['not', 'the', 'worst', 'thing'],
      ['not', 'a', 'mistake'],
      ['not', 'wrong'],
      ['never', 'underestimate'],
      ['not', 'underestimate'],
      // "There's no substitute for …", "nothing beats …".
      ['no', 'substitute', 'for'],
      ['nothing', 'beat'],
      ['nothing', 'replace'],
      ['nothing', 'compare', 'to'],
      // "Why wouldn't you … with them? It helps every time."
      ['why', 'would', 'not'],
      ['why', 'not'],
      // "I can't stress enough how important it is to …", "you can't overstate …".
      ['not', 'stress', 'enough'],
      ['not', 'emphasise', 'enough'],
      ['not', 'emphasize', 'enough'],
      ['not', 'say', 'enough'],
      ['not', 'overstate'],
      ['not', 'overemphasise'],
      ['not', 'overemphasize'],
    ].find((p) => at(s, i, p));
    if (litotes) {
      // (Up to a pause: "… to be gentle after an affair, but the couple never trusts …".)
      const pause = s.words.findIndex((w, k) => k > i + litotes.length && w.pause);
      return [
        { start: i + litotes.length, end: pause > 0 ? pause : s.words.length, effect: 'plain' },
      ];
    }
    // "It's not that childhood is irrelevant; it's the whole story".
    const denied = s.words.findIndex(
      (w, k) =>
        k > i + 1 && k < i + 8 && ['irrelevant', 'unimportant', 'pointless'].includes(w.normal),
    );
    if (at(s, i, ['not', 'that']) && denied > 0)
      return [{ start: i + 2, end: denied, effect: 'plain' }];
    // "I'm never less than patient with them": always so.
    if (['never', 'not'].includes(lower(s, i)) && at(s, i + 1, ['less', 'than']))
      return [{ start: i + 3, end: s.words.length, effect: 'plain' }];
  }
  return [];
}

/** "You can't understand X without knowing Y": Y is asserted; X is only the lead-in. */
function doubleNegationSpans(
  s: Sentence,
  start: (i: number) => number,
  end: (i: number) => number,
) {
  for (let j = 1; j < s.words.length; j += 1) {
    // "I'd never not call them on it", "I can't not ask about their father".
    const twice =
      ['never', "n't", 'not', 'cannot'].includes(lower(s, j)) && lower(s, j + 1) === 'not';
    if (twice) return [{ start: j + 2, end: end(j + 2), effect: 'plain' as const }];
    if (lower(s, j) !== 'without') continue;
    const from = start(j);
    const cue = s.words.findIndex(
      (w, k) => k >= from && k < j && ['not', "n't", 'never', 'cannot'].includes(w.normal),
    );
    if (cue < 0) continue;
    return [
      { start: cue + 1, end: j, effect: 'drop' as const },
      { start: j + 1, end: end(j), effect: 'plain' as const },
    ];
  }
  return [];
}

/**
 * What "later" (at word i) puts off when it follows a verb and something else comes "first": "I
 * validate first and problem-solve later".
 */
function putOff(s: Sentence, i: number): Span[] {
  const first = s.words.slice(0, i).some((w) => w.normal === 'first');
  if (!first || s.words[i]?.pause || s.words[i - 1]?.pos !== 'VERB') return [];
  let from = i - 1;
  while (from > 0 && !s.words[from]?.pause && !['and', 'then'].includes(lower(s, from - 1)))
    from -= 1;
  return [{ start: from, end: i, effect: 'flip' }];
}

/** "… if at all", "… if ever" at word i: put off, perhaps for good. */
const perhapsNever = (s: Sentence, i: number) =>
  at(s, i, ['if', 'at', 'all']) || at(s, i, ['if', 'ever']);

/** Comparisons and changes of practice the scope leaves plain. */
function rankingSpans(s: Sentence, clauses: readonly Clause[]): Span[] {
  const spans: Span[] = [];
  const n = s.words.length;
  for (let i = 0; i < n; i += 1) {
    // "compassion before confrontation": the later one is ranked lower.
    if (lower(s, i) === 'before') {
      let stop = i + 1;
      while (stop < n && !s.words[stop]?.pause) stop += 1;
      const phrase = s.words.slice(i + 1, stop);
      const nominal = !phrase.some((w) => ['VERB', 'AUX', 'PRON'].includes(w.pos));
      if (nominal && phrase.length > 0 && phrase.length <= 5)
        spans.push({ start: i + 1, end: stop, effect: 'flip' });
      // "… before any challenge can land", "before they can think about the future": what is
      // put off is not rejected, only not the advice; it is dropped.
      else if (!nominal) spans.push({ start: i + 1, end: stop, effect: 'drop' });
    }
    // "Safety first, depth later": what comes later is put off.
    if (lower(s, i) === 'later' && ['NOUN', 'PROPN'].includes(s.words[i - 1]?.pos ?? '')) {
      let from = i - 1;
      while (from > 0 && !s.words[from]?.pause && s.words[from - 1]?.pos !== 'VERB') from -= 1;
      spans.push({ start: from, end: i, effect: 'flip' });
    } else if (lower(s, i) === 'later') spans.push(...putOff(s, i));
    // "do better looking forward than looking back": the side after "than" loses.
    if (lower(s, i) === 'better' && lower(s, i + 1) !== 'than') {
      const than = s.words.findIndex((w, k) => k > i + 1 && k < i + 8 && w.normal === 'than');
      // (Up to an aside that names the better side's parts: "… than to open-ended chat: a clear
      // agenda, a checklist, …".)
      const aside = s.words.findIndex(
        (w, k) => k > than + 1 && w.pause && ['a', 'an'].includes(w.normal),
      );
      if (than > 0) spans.push({ start: than + 1, end: aside > 0 ? aside : n, effect: 'flip' });
    }
  }
  // "a steady therapist far more than a deep analysis of their feelings": the scope leaves
  // "more than a …" alone (it is often an amount, "more than a year"); a thing compared loses.
  for (let i = 0; i + 3 < n; i += 1) {
    if (!['more', 'better'].includes(lower(s, i)) || lower(s, i + 1) !== 'than') continue;
    if (!['a', 'an'].includes(lower(s, i + 2))) continue;
    const rest = s.words.slice(i + 3, i + 6).map((w) => w.normal);
    if (rest.some((w) => amounts.has(w)) || s.words[i + 3]?.pos === 'NUM') continue;
    let stop = i + 3;
    while (stop < n && !s.words[stop]?.pause) stop += 1;
    spans.push({ start: i + 2, end: stop, effect: 'flip' });
  }
  // "prefer a clinician who sets the plan over one who asks them to lead": what a preference
  // is set against loses.
  const prefer = s.words.findIndex((w) => w.lemma.toLowerCase() === 'prefer');
  if (prefer >= 0) {
    const over = s.words.findIndex(
      (w, k) => k > prefer + 1 && ['over', 'instead'].includes(w.normal.toLowerCase()),
    );
    if (over > 0) spans.push({ start: over + 1, end: n, effect: 'flip' });
  }
  // "Rather than teaching detached coping skills, I make room for …": the opening loses.
  if (at(s, 0, ['rather', 'than']) || at(s, 0, ['instead', 'of'])) {
    const pause = s.words.findIndex((w, k) => k > 2 && w.pause);
    if (pause > 0) spans.push({ start: 2, end: pause, effect: 'flip' });
  }
  // "I used to spend months on family history" with the "now" in another sentence.
  // ("they are used to being judged" is a habit, not a change).
  const usedTo = s.words.findIndex((_, i) => at(s, i, ['used', 'to']) && lemma(s, i - 1) !== 'be');
  if (usedTo >= 0 && !s.words.some((w, i) => i > usedTo && ['now', 'nowadays'].includes(w.normal)))
    // (Given up in the next sentence, the reader turns it: see expert-reading's `superseded`.)
    if (!givenUpAfter(s, clauses)) {
      // (Up to the expert's own "but I …": "My supervisor used to say …, but I've found …".)
      const own = s.words.findIndex(
        (w, k) =>
          k > usedTo && ['but', 'yet'].includes(w.normal) && selfSubjects.has(lower(s, k + 1)),
      );
      // ("I used to push them hard, but I stopped": given up in the same sentence.)
      const after = own > 0 ? wordsText(s.words.slice(own + 1)) : '';
      // (A "but I don't any more" the scope already reads as a turn.)
      const gaveUp =
        /^(i|we) (have )?(since )?(stopped|gave (that|it) up|dropped it|was wrong|were wrong)$/.test(
          after,
        );
      if (gaveUp) spans.push({ start: usedTo + 2, end: own, effect: 'flip', owned: true });
      else spans.push({ start: usedTo, end: own > 0 ? own : n, effect: 'drop' });
    }
  return spans;
}

/**
 * "I used to give them homework; now I don't", "… These days I don't": the next sentence only
 * gives the practice up, so what the expert used to do is what they now reject.
 */
function givenUpAfter(s: Sentence, clauses: readonly Clause[]): boolean {
  return givesUpPractice(clauses.filter((c) => c.sentence === s.index + 1).flatMap((c) => c.words));
}

/** Words as the set phrases read them: lower case, without punctuation. */
const wordsText = (words: readonly { normal: string }[]) =>
  words
    .map((w) => w.normal.toLowerCase())
    .filter((w) => /[a-z]/.test(w))
    .join(' ');

/** "Now I don't", "I've since stopped", "These days I no longer do": a practice given up. */
const givingUp =
  /^(?:(?:now|these days|nowadays|today) )?(?:i|we) (?:have since |have )?(?:do not|no longer do|never do|stopped|gave (?:that|it) up)(?: any ?more)?$/;

/** "Now I do it routinely", "These days I do it every session": an earlier practice reversed. */
const takingUp =
  /^(?:now|these days|nowadays|today) (?:i|we) (?:do|use|try) (?:it|that|this|so)(?: [a-z']+){0,4}$/;

/** Words that only say the expert now does what they earlier did not ("… now I do it routinely"). */
export function takesUpPractice(words: readonly { normal: string }[]): boolean {
  return takingUp.test(wordsText(words));
}

/** Words that only give an earlier practice up ("… Now I don't."). */
export function givesUpPractice(words: readonly { normal: string }[]): boolean {
  return givingUp.test(wordsText(words));
}

/**
 * Where the relative clause holding word `i` ends ("Clients who *expect to be judged* need
 * warmth"): at the main verb after the clause's own verb. The sentence's end when `i` is not in
 * one.
 */
function relativeEnd(s: Sentence, i: number): number {
  let r = -1;
  for (let k = i; k > 0; k -= 1) {
    if (['who', "who've", "who're"].includes(lower(s, k)) && isPersonWord(s, k - 1)) {
      r = k;
      break;
    }
  }
  if (r < 0) return s.words.length;
  const own = s.words.findIndex((w, k) => k > r && ['VERB', 'AUX'].includes(w.pos));
  if (own < 0) return s.words.length;
  // "Teens who panic need …": the tagger read the relative's verb as a noun, so the first verb
  // after it is already the sentence's own.
  const misread = s.words.slice(r + 1, own).some((w) => w.pos === 'NOUN' || w.pos === 'ADJ');
  if (misread && mainVerbs.has(lemma(s, own))) return own <= i ? s.words.length : own;
  for (let k = own + 1; k < s.words.length; k += 1) {
    const w = s.words[k];
    if (!w || w.pause) return s.words.length;
    const verbal = ['VERB', 'AUX'].includes(w.pos) && lower(s, k - 1) !== 'to';
    // "The trap with people who've had lots of therapy *is* …": a finite "be" is the main verb.
    const be = lemma(s, k) === 'be' && !['being', 'been', 'be'].includes(lower(s, k));
    if (verbal && (mainVerbs.has(lemma(s, k)) || be)) return k <= i ? s.words.length : k;
    if (frequency.has(lower(s, k)) && s.words[k + 1]?.pos === 'VERB')
      return k <= i ? s.words.length : k;
  }
  return s.words.length;
}

/** Verbs that hold something at a level: "keep the emotional temperature *low*". */
const holding = new Set(['keep', 'hold', 'turn', 'dial', 'bring', 'tone', 'take', 'slow']);
/** Levels below the thing held: what is kept low is wanted less. */
const lowLevels = new Set([
  'simmer',
  'even',
  'low',
  'lower',
  'down',
  'moderate',
  'light',
  'minimal',
  'manageable',
  'small',
  'tolerable',
  'bearable',
  // "keep challenge to a minimum".
  'minimum',
  // "we keep the feelings in the shallow water".
  'shallow',
  // "at a level they can tolerate", "within a window they can tolerate" (a level that a clause
  // limits: see `loweringSpans`).
  'level',
  'window',
]);

/**
 * "Keep the emotional intensity low", "dial the intensity down", "keep emotions on a low
 * simmer": what is held at a low level is wanted less, so it counts against.
 */
function loweringSpans(s: Sentence): Span[] {
  const spans: Span[] = [];
  for (let i = 2; i < s.words.length; i += 1) {
    if (!lowLevels.has(lower(s, i))) continue;
    // "at a level they can tolerate", "at a level where they don't panic", not "at a deeper level".
    const limited =
      lower(s, i - 1) === 'a' &&
      ['they', 'he', 'she', 'where', 'that', 'which', 'we', 'you'].includes(lower(s, i + 1));
    // "keep the temperature even", not "hold them to the plan even when they plead"; so too
    // "keep things fairly level".
    const after = s.words[i + 1];
    const evenLevel = !after || !!after.pause || ['and', 'but', 'or'].includes(lower(s, i + 1));
    const flat = lower(s, i) === 'level' && evenLevel && s.words[i]?.pos !== 'NOUN';
    if (['level', 'window'].includes(lower(s, i)) && !limited && !flat) continue;
    if (lower(s, i) === 'even' && !evenLevel) continue;
    // "on a low simmer", "at a low level": the level follows the thing held.
    // ("in the shallow water".)
    const shallowIn = lower(s, i) === 'shallow' && lower(s, i - 2) === 'in';
    const level = ['on', 'at', 'within', 'to'].includes(lower(s, i - 2)) || shallowIn ? i - 2 : i;
    // "Expressed emotion should be kept low": the subject of the passive is what is held.
    // ("The feelings are kept at a level they can tolerate".)
    const held = ['keep', 'hold'].includes(lemma(s, level - 1)) ? level : i;
    if (
      ['keep', 'hold'].includes(lemma(s, held - 1)) &&
      ['be', 'get'].includes(lemma(s, held - 2))
    ) {
      let from = held - 2;
      while (
        from > 0 &&
        !s.words[from]?.pause &&
        !['where', 'that', 'which', 'when', 'and'].includes(lower(s, from - 1))
      )
        from -= 1;
      spans.push({ start: from, end: held - 2, effect: 'flip', composes: true });
      continue;
    }
    // "Keep sessions low in expressed emotion": what they are low in.
    const inWhat = s.words[i + 2];
    const lowIn =
      lower(s, i + 1) === 'in' &&
      lower(s, i) === 'low' &&
      inWhat?.pos !== 'DET' &&
      !/^(session|sessions|week|weeks|beginning|start)$/.test(lower(s, i + 2));
    if (lowIn) {
      spans.push({
        start: i + 2,
        end: objectEnd(s, i + 1, s.words.length),
        effect: 'flip',
        composes: true,
      });
      continue;
    }
    // The level follows the thing held: "the emotional temperature *low*", "it *down*".
    // (The tagger may read "the past" as an adjective.)
    const thing = ['NOUN', 'PROPN', 'PRON'].includes(s.words[level - 1]?.pos ?? '');
    if (!thing && lower(s, level - 1) !== 'past') continue;
    for (let v = level - 1; v >= Math.max(0, level - 6); v -= 1) {
      if (s.words[v + 1]?.pause || ['and', 'or', 'but'].includes(lower(s, v))) break;
      // The tagger may read an opening "Dial the intensity down" as a noun.
      const verb = s.words[v]?.pos === 'VERB' || v === 0 || !!s.words[v]?.pause;
      if (verb && holding.has(lemma(s, v))) {
        if (level - v > 1) spans.push({ start: v + 1, end: level, effect: 'flip', composes: true });
        break;
      }
    }
  }
  return spans;
}

/**
 * "Save the heavy emotional stuff for when they trust you": what the expert keeps for later is
 * not what they advise now.
 */
function savingSpans(s: Sentence): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < s.words.length; i += 1) {
    if (lemma(s, i) !== 'save' || s.words[i]?.pos !== 'VERB') continue;
    const until = s.words.findIndex(
      (w, k) => k > i + 1 && ['for', 'until', 'till'].includes(w.normal.toLowerCase()),
    );
    if (until > i + 1 && !s.words.slice(i + 1, until).some((w) => w.pause))
      spans.push({ start: i + 1, end: until, effect: 'flip' });
  }
  return spans;
}

/** Auxiliaries of a passive that tells what was done to someone ("have *been* judged"). */
const sufferedAux = new Set(['been', 'were', 'was', 'got', 'are', 'is', 'get', 'gets']);
/** Participles that name how someone is, not what was done to them ("surprised how much …"). */
const sufferedStates = new Set(
  'used overwhelmed flooded surprised shocked relieved worried scared frightened ashamed embarrassed tired exhausted stuck interested convinced determined'.split(
    ' ',
  ),
);
/** What makes a passive a history: "judged *at every turn*", "criticised *all day long*". */
const exposure =
  /\b(every|all day|all their|all his|all her|whole|for years|constantly|endlessly|repeatedly|always|enough|plenty|to death|already)\b/;

/**
 * "People with borderline traits have been judged half to death", "Teenagers in care have been
 * confronted, lectured and held to account by every adult", "Perfectionist medical students are
 * criticised, tested and pushed all day long": what others have done to the clients, again and
 * again, is what they have had enough of. The participles (and what they take) up to "by" or the
 * clause's end; the clients are the clause's subject, right before the auxiliary.
 */
function sufferedSpans(s: Sentence): Span[] {
  const spans: Span[] = [];
  const n = s.words.length;
  for (let i = 1; i < n; i += 1) {
    const aux = lower(s, i);
    if (!sufferedAux.has(aux)) continue;
    const perfect = lemma(s, i - 1) === 'have' || ["'ve", "'s"].includes(lower(s, i - 1));
    if (aux === 'been' && !perfect) continue;
    // The subject: people right before the auxiliary, opening the clause ("the story they were
    // told", "how they were treated" are no such clause).
    const head = aux === 'been' ? i - 2 : i - 1;
    let from = head;
    while (from > 0 && !s.words[from]?.pause) from -= 1;
    const subject = s.words.slice(from, head + 1).map((w) => w.normal.toLowerCase());
    const pronoun = ['they', 'he', 'she'].includes(lower(s, head));
    // ("People with borderline traits", "Most of my clients", not "For my clients it's …".)
    let first = from;
    const quantity = ['most', 'many', 'some', 'all', 'of', 'my', 'our', 'the', 'these', 'those'];
    const modifier = (k: number) =>
      ['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN'].includes(s.words[k]?.pos ?? '') ||
      quantity.includes(lower(s, k));
    while (first < head && !isPersonWord(s, first) && modifier(first)) first += 1;
    const people = pronoun || isPersonWord(s, first);
    if (!people || !['NOUN', 'PROPN', 'PRON'].includes(s.words[head]?.pos ?? '')) continue;
    if (pronoun && head > from && s.words[head - 1]?.pos !== 'CCONJ') continue;
    const opened = ['how', 'what', 'where', 'when', 'whose', 'which', 'that', 'who', 'i', 'we'];
    if (subject.some((w) => opened.includes(w))) continue;
    let k = i + 1;
    while (s.words[k]?.pos === 'ADV') k += 1;
    const participle = s.words[k];
    if (!participle || participle.pos !== 'VERB' || !pastForm(participle) || participle.pause)
      continue;
    // ("They are used to being challenged", "were raised to …": a habit or an upbringing; "they're
    // overwhelmed enough at home": a state.)
    const state = sufferedStates.has(participle.normal.toLowerCase());
    if (state || lower(s, k + 1) === 'to') continue;
    let end = k + 1;
    while (end < n && lower(s, end) !== 'by') {
      const w = s.words[end];
      if (w?.pause && !(w.pos === 'VERB' && pastForm(w))) break;
      // ("… and held to account", not "… and need a calm hour").
      const next = s.words[end + 1];
      if (w?.pos === 'CCONJ' && next?.pos === 'VERB' && !pastForm(next)) break;
      if (subordinators.has(lower(s, end)) || lower(s, end) === 'but') break;
      end += 1;
    }
    const clause = s.words
      .slice(i, n)
      .map((w) => w.normal.toLowerCase())
      .join(' ');
    // ("… by me", "… by us": what the expert did is their practice, not the clients' history.)
    if (['me', 'us'].includes(lower(s, end + 1)) || !exposure.test(clause)) continue;
    spans.push({ start: k, end, effect: 'flip' });
  }
  return spans;
}

/** What someone never had or was never let do: "never had someone be kind to them". */
const deprivedOf = new Set([
  'have',
  'get',
  'allow',
  'let',
  'give',
  'know',
  // "Most of them have never been spoken to kindly", "never been listened to".
  'speak',
  'listen',
  'treat',
  'hear',
]);

/**
 * "A lot of them have never had someone simply be kind to them", "nobody had ever let him
 * cry", "what they rarely get is someone who …": what the clients went without is what they
 * need, so the negation does not turn it.
 */
function deprivationSpans(s: Sentence, end: (i: number) => number): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < s.words.length; i += 1) {
    const never =
      ['never', 'rarely', 'seldom'].includes(lower(s, i)) ||
      // "Young carers hardly ever get praised".
      (lower(s, i) === 'hardly' && lower(s, i + 1) === 'ever') ||
      (['nobody', 'no'].includes(lower(s, i)) && ['ever', 'one'].includes(lower(s, i + 1)));
    if (!never) continue;
    const verb = s.words.findIndex(
      (w, k) => k > i && k <= i + 4 && ['VERB', 'AUX'].includes(w.pos) && deprivedOf.has(w.lemma),
    );
    // "have never had", "nobody had ever let him": a have/get/let after "never" or "ever".
    if (verb < 0 || s.words.slice(i + 1, verb).some((w) => w.pos === 'VERB')) continue;
    // "I rarely give advice" is the expert's own practice: only what someone else never had.
    const self = s.words.slice(0, i).some((w) => selfSubjects.has(w.normal.toLowerCase()));
    if (self || (lemma(s, verb) === 'give' && !['nobody', 'no'].includes(lower(s, i)))) continue;
    spans.push({ start: verb + 1, end: end(verb + 1), effect: 'plain' });
  }
  return spans;
}

/**
 * "Clients with anger problems rarely improve if I am only gentle": the condition of an
 * outcome that does not come is what does not work.
 */
function failedConditionSpans(s: Sentence, clauses: readonly Clause[]): Span[] {
  for (let i = 1; i < s.words.length; i += 1) {
    if (!outcomeVerbs.has(lemma(s, i))) continue;
    const negated =
      ['rarely', 'seldom', 'never', 'not', "n't"].includes(lower(s, i - 1)) ||
      ['not', "n't", 'never'].includes(lower(s, i - 2));
    // ("rarely open up if you go straight for feelings": over a particle.)
    const at = ['up', 'out', 'down'].includes(lower(s, i + 1)) ? i + 2 : i + 1;
    const trigger = ['if', 'when', 'while'].includes(lower(s, at)) ? at : -1;
    if (!negated || trigger < 0) continue;
    // ("They won't open up if I don't slow down": a negated condition is read as what is
    // needed, in the scope.)
    if ([1, 2, 3].some((k) => neededIf(s.words, trigger + k))) continue;
    // (Nor where the scope already rejects the condition: "They never improve if I push, they
    // just shut down".)
    const scoped = clauseAt(clauses, s.index, trigger + 1)?.words.find(
      (w) => w.index === trigger + 1,
    );
    if (scoped?.contrast === 'rejected') continue;
    let end = trigger + 1;
    while (end < s.words.length && !s.words[end]?.pause) end += 1;
    // (Over a list of the same subject's acts: "if I sit back, follow wherever they want to go
    // and let them pick the topic".)
    while (s.words[end]?.pos === 'VERB' && s.words[trigger + 1]?.pos === 'PRON') {
      end += 1;
      while (end < s.words.length && !s.words[end]?.pause) end += 1;
    }
    return [{ start: trigger + 1, end, effect: 'flip', composes: true }];
  }
  return [];
}

/**
 * "Skipping the family history means the patterns repeat": a refraining gerund opening the
 * harm's subject (or a part of it after "and") is what does the harm, so the harm turns it (the
 * refrained thing is wanted).
 */
const gerundAt = (s: Sentence, i: number, subjectStart: number) =>
  /ing$/.test(lower(s, i)) &&
  (i === subjectStart || (i > subjectStart && lower(s, i - 1) === 'and'));

/** Every frame of the sentence. */
export function expertFrames(
  s: Sentence,
  clauses: readonly Clause[] = scopeSentences([s]),
): Span[] {
  // "Let me be blunt: …": the opener is how the expert speaks, and no subject of what follows.
  const opened = openerEnd(s);
  const start = (i: number) => {
    const from = clauseAt(clauses, s.index, i)?.start ?? 0;
    return i >= opened ? Math.max(opened, from) : from;
  };
  const end = (i: number) =>
    Math.min(clauseAt(clauses, s.index, i)?.end ?? s.words.length, relativeEnd(s, i));
  const refrained = refrainingSpans(s, end);
  // "Avoid structured agendas with artists; they shut down": the harm is the avoided thing's,
  // already said against; it does not turn it back.
  // (Unless the avoiding describes who does the harm: "therapists who refuse to look at
  // childhood are missing half the picture".)
  const harms = harmSpans(s, clauses).filter(
    (h) =>
      h.effect !== 'flip' ||
      !refrained.some(
        (r) =>
          r.start - 1 >= h.start &&
          r.start - 1 < h.end &&
          !gerundAt(s, r.start - 1, h.start) &&
          lower(s, r.start - 2) !== 'who',
      ),
  );
  return [
    ...(opened > 0 ? [{ start: 0, end: opened, effect: 'drop' as const }] : []),
    ...beliefSpans(s, end),
    ...describedSpans(s, clauses),
    ...doubleNegationSpans(s, start, end),
    ...refrained,
    ...verdictSpans(s, start, end, clauses),
    ...harms,
    ...coordinationSpans(s),
    ...historySpans(s),
    ...circumstanceSpans(s),
    ...handingSpans(s, end),
    ...affirmingSpans(s),
    ...lossSpans(s),
    ...describedClientSpans(s),
    ...subjectNegationSpans(s, clauses),
    ...rankingSpans(s, clauses),
    ...loweringSpans(s),
    ...savingSpans(s),
    ...sufferedSpans(s),
    ...deprivationSpans(s, end),
    ...fewSpans(s),
    ...deniedGainSpans(s),
    ...tooManySpans(s),
    ...laterVerdictSpans(s),
    ...phraseSpans(s),
    ...failedConditionSpans(s, clauses),
    ...resultSpans(s, end),
  ].filter((sp) => sp.end > sp.start);
}

/**
 * Where an opener of how the expert speaks ends ("Let me be blunt:", "To be honest,", "I'll be
 * frank -"), or 0: the word after its pause.
 */
export function openerEnd(s: Sentence): number {
  const open = [
    ['let', 'me', 'be'],
    ['to', 'be'],
    ['i', 'will', 'be'],
    ['i', "'ll", 'be'],
  ].find((p) => at(s, 0, p));
  if (!open) return 0;
  const next = s.words[open.length + 1];
  return speaking.has(lower(s, open.length)) && next?.pause ? open.length + 1 : 0;
}
/** How an expert may say they speak: "Let me be blunt", "To be fair". */
const speaking = new Set([
  'blunt',
  'honest',
  'frank',
  'clear',
  'fair',
  'direct',
  'candid',
  'straight',
  'brutal',
  'plain',
  'real',
  'sure',
]);

/**
 * "My last therapist was so nice I never told her the truth": the clause after "so <adjective>"
 * is what came of it, not an approach.
 */
function resultSpans(s: Sentence, end: (i: number) => number): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i + 2 < s.words.length; i += 1) {
    if (lower(s, i) !== 'so' || s.words[i + 1]?.pos !== 'ADJ') continue;
    const at = lower(s, i + 2) === 'that' ? i + 3 : i + 2;
    const subject = ['i', 'he', 'she', 'they', 'we', 'you'].includes(lower(s, at));
    if (subject && !s.words[at]?.pause) spans.push({ start: at, end: end(at), effect: 'drop' });
  }
  return spans;
}

/**
 * What the frames do to one word: out of play when any drops it; its negation undone when a
 * `plain` holds it; said against itself when an odd number of flips hold it ("the mistake is to
 * *hurry past* the anger": two turns, the anger is wanted); `turn` for the flips that compose
 * with the scope's negation.
 */
export function framesAt(
  spans: readonly Span[],
  word: number,
): { drop: boolean; plain: boolean; flip: boolean; turn: boolean; owned: boolean } {
  const holding = spans.filter((sp) => word >= sp.start && word < sp.end);
  const has = (effect: Span['effect']) => holding.some((sp) => sp.effect === effect);
  // The same range flagged twice (two frames reading one phrase) is one turn.
  const count = (composes: boolean) =>
    new Set(
      holding
        .filter((sp) => sp.effect === 'flip' && !!sp.composes === composes)
        .map((sp) => `${sp.start}:${sp.end}`),
    ).size;
  return {
    drop: has('drop'),
    plain: has('plain'),
    flip: count(false) % 2 === 1,
    turn: count(true) % 2 === 1,
    owned: holding.some((sp) => sp.owned || sp.effect === 'own'),
  };
}

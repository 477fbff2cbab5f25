import { themes, type ThemeKey } from '@rapport/language';

/**
 * What a voice question can be about beyond the lexicon's themes: therapy they had before, and
 * sleep. Both are asked about by the default bank and the specs' bank, and neither is a matching
 * theme, so they live here rather than in the shared lexicon.
 */
export type ExtraTopic = 'priorTherapy' | 'sleep';
export type Topic = ThemeKey | ExtraTopic;

const extraLabels: Record<ExtraTopic, string> = {
  priorTherapy: 'therapy you had before',
  sleep: 'sleep',
};

/** How a topic is named back to the person ('your relationships', 'work stress'). */
export function topicLabel(topic: Topic): string {
  return topic in extraLabels ? extraLabels[topic as ExtraTopic] : themes[topic as ThemeKey].label;
}

/**
 * States of the speaker themselves: "my sister is the anxious one" does not say how anxious
 * they are. Themes about other people (relationships, family, loss) are theirs either way.
 */
export const selfStates = new Set<Topic>([
  'anxiety',
  'depression',
  'selfEsteem',
  'addiction',
  'sleep',
]);

/**
 * How a panic attack is told without its name: a racing heart, no breath, a tight chest, "the
 * carriage closing in on me". Anxiety, and the narrow subject of panic (see `narrowGroup`).
 */
const panicSigns = String.raw`heart (starts |is |was |keeps |goes |went )?(going like (mad|the clappers|crazy|a train)|racing|pounding|thumping|hammering)|(couldn'?t|can'?t|could not|cannot) (get|catch) (a|my) (proper |full |decent |deep )?breath|(closing|closed) in on me|chest (went|goes|gets|got|going) (all )?tight|thought i was (having a stroke|having a heart attack|dying)`;

/**
 * Everyday spoken phrases for topics the lexicon leaves to context: 'work' alone is too
 * ambiguous for it, but 'stressed at work' is not; 'lost a baby' is a loss.
 */
export const spokenCues: [Topic, RegExp][] = [
  [
    'work',
    /^work('s| is| has been| feels)\b|\bwork('s| is) (stressing|killing|getting|grinding|wearing|doing)\b|\bmy (department|shifts?|rota)\b|\b(full|part)-time job\b|\b(\w+-hour|night|long) shifts?\b|\bi teach\b|\b(at|from|after|before|about) work\b|\bmy (work(?!'s (scheme|insurance|eap|wellbeing|health|counsell?ing|programme|program|cover))|manager|office|co-?workers?|team lead)\b|\bworking (long|late)\b|\bmade redundant\b|\bi work (in|at|for|as)\b|\blaid off\b/,
  ],
  [
    'family',
    /\b(my|our) (sister|brother|mother|father|parents|siblings?|grandmother|grandfather|grandparents)\b/,
  ],
  ['relationships', /\b(my|our) (friends?|ex|fianc[eé]e?)\b|\bsplit up\b|\bbroke up\b/],
  [
    'grief',
    /\b(lost|losing|lose) (a|the|our|my) (little |baby |eldest |youngest |only )?(baby|pregnancy|boy|girl)\b|\b(my|our) (mum|mom|dad|mother|father|nan|nana|gran|grandma|grandad|grandmother|grandfather|husband|wife|partner|brother|sister|son|daughter|best friend) passed\b(?! (his|her|my|the|a|an|their)\b)|\b(since|after|when) (my|our) (mum|mom|dad|mother|father|nan|gran|husband|wife|partner|brother|sister|son|daughter) passed\b|\b(she|he) passed (away|on|in the|last|recently|suddenly|just before|a (few|couple of) (weeks|months|years) ago)\b|\b(my|our) \w+ (took|taken) (his|her|their) own life\b/,
  ],
  [
    'priorTherapy',
    /\b(my|the|a|an) (last|old|previous|former|first|ex-?) ?(therapist|counsell?or|psychologist|shrink)\b|\b(the|my) (last|previous|first|other) (one|person|woman|man|lady|guy|bloke|fella) (i|we) (saw|had|went to|tried|spoke to|talked to)\b|\bfirst time (seeing|talking to|doing) (anyone|anybody|someone|this|something like this)\b|\bnever (seen|spoken to|talked to) (anyone|anybody|someone) (before|like this|about)\b|\bnever (actually |really )?(sat down and )?(talked|spoken) to (anyone|anybody|someone)\b|\b(been|went|i go|we go|still go|gone|tried|did|had|done|started|stopped|saw|seen|seeing)\b[\w' ]{0,24}\b(therapy|counsell?ing|cbt|emdr|therapist|counsell?or|psychologist|psychotherapist|psychotherapy|psychiatrist)\b|\bnever (done|had|tried|been to) (anything like this|therapy|counsell?ing)\b|\btherapy before\b|\b(did|went to|tried|joined|been to|go to) (a |an |the )?(support |carers'? |bereavement |therapy )?group\b/,
  ],
  [
    'depression',
    /\b(feel(s|ing)?|felt) (really |so |pretty |quite |a bit |very )?(flat|low|down|empty|numb|rubbish|crap)\b|\b(been|i'?m|i am) (just |really |so |pretty |quite |a bit |very |kind of |sort of )?(flat|low|down|miserable)\b(?! (to|for|with|at|on|in|the|a)\b)|\bcry(ing)? (at|over) (adverts|ads|everything|nothing|the smallest|little)\b[^.,]{0,20}\b(these days|lately|recently|all the time|now)\b|\bcan'?t be bothered\b|\bgoing through the motions\b|\b(on|taking) antidepressants\b|\bstopped bothering with\b|\b(heavy and flat|flat and heavy)\b|\b(don'?t|didn'?t) get dressed\b|\blost (all )?interest in (everything|anything|things|life)\b|\bcan'?t face (anything|the day|getting up|people|the world|going out)\b|\b(get|got|getting) out of bed\b|\bno energy\b|\b(brought|bringing|gets?|getting|got) me down\b|\bcry(ing)? (all the time|every day|for no reason)\b|\b(i'?ve|i have) (gone|become|got) (very |really |so |a bit |quite |all )?(flat|low|numb)\b|\bnothing (gets|gives) me (going|any joy)\b|\b(no|lost (my|all my|me)|without any) get[- ]up[- ]and[- ]go\b|\b(lying|lie|stay(ing)?|stuck) in bed (till|until|all day)\b|\bcan'?t (remember|recall) the last time i (enjoyed|looked forward to|laughed)\b/,
  ],
  [
    'anxiety',
    new RegExp(
      String.raw`\b(${panicSigns})\b|\boverthink\w*|\bon edge\b|\bwaiting for something bad to happen\b|\b(ways?|everything) (it|tomorrow|things|that) could go wrong\b|\b(my|the|all (the|this|that)) worrying\b|\bcheck(ing|s)?\b.{0,40}\b(three|four|five|six|ten|twenty|fifty|a dozen|a hundred|so many|several|\d+) times\b|\b(been|i'?m|i am|feel|feeling|so|really) wound up\b(?! (in|at|with|on|going|being)\b)|\bcan'?t switch off\b|\bgoing over (and over|everything)\b|\b(my )?stomach('s| is| was| goes| gets| in)? (all )?(in )?knots\b|\bmy (hands|legs) (shake|shook|start shaking|are shaking|go shaky)\b`,
    ),
  ],
  [
    'selfEsteem',
    /\b(i'?m|i am|i feel|feel(ing)?) (so |really |pretty |such an? |a bit |completely )?(useless|stupid|ugly|a failure|a fraud|pathetic|disgusting|hopeless at everything)\b(?! at (?!everything|anything|life)\w)|\b(i'?m|i am) (so |really |pretty |such |a bit |completely )?rubbish\b(?! at (?!everything|anything|life)\w)|\bhate (how|the way) i (look|am)\b(?! with\b)|\b(picking|pick|tearing|tear|beating|beat) myself (apart|up|to pieces)\b|\btoo hard on myself\b|\binner critic\b|\bcompar(e|ing) myself to\b|\b(i'?m|i am) (just )?not enough\b|\b(to|actually) like myself\b|\b(about to|going to|gonna) be found out\b|\bimpost[eo]r\b|\b(i'?m|i am) not (\w+ )?(clever|good|smart|pretty|interesting) enough\b|\bvoices? in my head\b[^.]{0,60}\b(useless|stupid|worthless|a failure|rubbish|not good enough|pathetic)\b|\b(telling|tells|told) me i'?m (useless|stupid|worthless|not good enough|a failure|rubbish)\b|\b(telling|tells|told) me i'?ve (made a mess of|ruined|messed up|failed at) (everything|it all|my life)\b|\b(feel|feeling|felt) (like )?i (don'?t|do not) (really )?matter\b/,
  ],
  [
    'addiction',
    /\b(i|we) (only |just |never |don'?t |still )?(drink|drank)\b|\b(off|on|back on) the (drink|booze|bottle)\b|\bhitting the (wine|bottle|booze|drink|gin|vodka|whisky|beers?)\b|\breach(ing|es)? for (the|a) (gin|wine|bottle|vodka|drink|beer|can|whisky|whiskey)\b|\b(glass|glasses|bottle|bottles) of (wine|red|white|rosé|rose|prosecco|vodka|gin|whisky|whiskey|rum|beer|cider)\b|\b(few|couple of|fair few|lot of|load of|too many) (pints|drinks|beers|cans|glasses)\b/,
  ],
  [
    'trauma',
    /\b(i was|i got|i'?d been|i'?ve been|i had been) (attacked|assaulted|raped|mugged|stabbed|beaten up)\b|\b(he|she) (used to|would|'d|started to|began to) (hit|beat|punch|kick|strangle|hurt) me\b|\b(stuff|things|something|bad things)( that)? (happened|went on)( to me)?( at home| in that house| in our house)? when i was (a kid|a child|little|small|young|younger|a teenager|growing up)\b|\babusive (relationship|marriage|partner|husband|wife|ex|boyfriend|girlfriend|home|childhood|father|mother|dad|mum|stepdad|stepfather)\b/,
  ],
  [
    'sleep',
    /\b(sleep|sleeping|slept|insomnia|nightmares?)\b|\b(lie|lying|lay) awake\b|\bwake (up )?(at night|in the night|early)\b/,
  ],
];

/**
 * Situations that are themselves how a relationship is going, with no word of feeling:
 * "I just try to keep the peace at home", "I haven't made any friends here".
 */
export const situationCues: [Topic, RegExp][] = [
  ['work', /\bwork (stuff|things|pressure|stress|drama)\b/],
  [
    'relationships',
    /\bcalled off the (wedding|engagement)\b|\b(left|dumped|walked out on) me\b|\b(barely|hardly|never|don'?t|do not) (say|speak|said|spoke|talk) (two words|a word|more than (two|a few) words) to (each other|one another|me|him|her)\b|\bkeep(ing|s)? the peace\b|\bwalk(ing)? on egg-?shells\b|\b(no|any|many|few) (real |close |proper )?friends\b|\bmore like (flatmates|housemates|strangers)\b|\bfell out with\b|\blost touch with\b|\bnobody (calls|rings|texts|visits)\b|\bcut off from\b|\bfalling out with\b|\bnot (speaking|talking) to (me|us|each other)\b/,
  ],
];

/**
 * Idioms in which a theme word carries none of its meaning ("I'd die for a nap", "bored to
 * death", "my partner in crime"). A hit whose sentence holds one of these, on the same word,
 * is dropped.
 */
export const idioms: [Topic, RegExp][] = [
  // The weather, the economy, an empty room: "a depression coming in off the Atlantic".
  [
    'depression',
    /\bdepressed (that\b|the [^.,]{1,40}?('s| has| have| had| is| was| are| were) (been )?(shut|closed|gone|cancelled|called off|over|finished|stopped|ended|sold out|moved)\b)|\ba depression (is |was )?(coming|moving|heading|over|off|from|sweeping|rolling|bringing)\b|\b(the )?(great|economic) depression\b|\b(house|home|room|flat|place|street|office|shop|fridge|cupboards?)('s| is| was| feels| felt| gets| got| seems| looks)( so| very| really| that| too| dead| half)? empty\b|\bempty (house|home|room|flat|chair|shelves|seats?|bottles?|promises|nest)\b/,
  ],
  [
    'grief',
    /\bfuneral (director|directors|home|parlou?r)\b|\b(dying|died) out there\b|\blost (the|our|that) (match|game|final|quiz|derby|semi|league|cup|toss|bet)\b|\b\w+-(nil|nothing)\b.*\bgrieving\b|\b(die|dying|died) (for|to)\b|\bdied laughing\b|\bdied of (embarrassment|shame|boredom|fright)\b|\b(bored|scared|sick|worried|frightened|me|it|that|this|them) to death\b|\bdeath stare\b|\b(made|make|makes|making|at|a big|a huge) a? ?loss\b|\bloss on (the|my|a|it|that)\b/,
  ],
  [
    'relationships',
    /\bin a relationship with (my|the|this|that) (?!(partner|boyfriend|girlfriend|husband|wife|ex|fianc\w*)\b)\w+|\bpartners? in crime\b|\ba couple of\b|\b(argument|argued|arguing|row|fight|fighting) with (the|a|an|my) (self-checkout|machine|printer|computer|laptop|phone|satnav|sat-nav|app|website|parking meter|car|ticket machine)\b/,
  ],
  [
    'anxiety',
    /\b(my )?(biggest|main|only|one) worry (right now |at the moment |today )?(is|was) (whether|if|that the|the)\b|\bi (panicked|was panicking|had a (little |mini |bit of a )?panic)\b[^.]{0,60}\b(this morning|today|yesterday|last night|earlier|at the weekend)\b|\b(everyone|everybody|people|the whole (town|village|street|office|country)) (went|was|were|got|go|goes|are|is) (in|into) (a )?(panic|state|flap)\b|\bpanick?ed and\b|\bpanic[- ]?(buy|buying|bought)\b|\bno worries\b|\bnot to worry\b|\bdon'?t (you )?worry\b|\bworry not\b/,
  ],
  [
    'trauma',
    /\btrauma[- ]informed\b|\btrauma[- ]?dump(s|ed|ing)?\b|\btraumati[sz](ed|ing) by (the|that|this) (season |series )?(finale|episode|film|movie|show|ending|match|game|result|book|news)\b|\btrauma (ward|unit|surgeon|surgery|team|department|centre|center|nurse|bay|room|call|kit)s?\b|\b(a|an|absolute|total|real|whole|complete|living) nightmare\b|\b(was|were|is|be) (so |a bit |quite |pretty |honestly )?traumati[sz]?ing?\b.*\b(this morning|today|yesterday|last night)\b|\b(this morning|today|yesterday|last night)\b.*\b(was|were|is) (so |a bit |quite |pretty )?traumatic\b|\b(dentist|exam|driving test|commute|journey|flight|meeting)\b[^.]{0,30}\btraumatic\b/,
  ],
  ['sleep', /\b(a|an|absolute|total|real) nightmare\b/],
];

/**
 * Theme words narrow enough that a question naming only them is about them alone: "What helps
 * you most with panic attacks…" is not answered by a worry about rent, and "…support around
 * drinking" not by betting. Each group is one such narrow subject.
 */
const narrowGroups: [string, RegExp][] = [
  [
    'panic',
    new RegExp(
      String.raw`^(panic( attacks?)?|heart races|racing heart|heart pounding|palpitations|${panicSigns})$`,
    ),
  ],
  ['phobia', /^phobias?$/],
  ['ocd', /^(ocd|obsessive)$/],
  ['flashback', /^(flashbacks?|nightmares?)$/],
  ['pregnancy', /^(miscarriage|stillbirth|stillborn)$/],
  ['burnout', /^(burnout|burn(ed|t) out)$/],
  ['gambling', /^(gambl(e|ing)|betting)$/],
  [
    'alcohol',
    /^(drinking|alcohol|alcoholic|drunk|hangovers?|sober|sobriety)$|\b(drink|drank|wine|vodka|gin|whisky|beers?|pints|drinks|cans)\b|\b(bottles?|glass(es)?) of\b/,
  ],
  ['drug', /^drugs?$/],
];

/** The narrow subject a theme word names, if it names one. */
export function narrowGroup(term: string): string | undefined {
  const t = term.toLowerCase();
  return narrowGroups.find(([, re]) => re.test(t))?.[0];
}

/** Words of a couple: a question about "your partner" is not answered by talk of a friend. */
export const coupleTerms =
  /\b(partner|husband|wife|spouse|boyfriend|girlfriend|fianc[eé]e?|missus|marriage|married|couple|divorce|break ?up|split up|broke up)\b/;

/**
 * Words that only name the people or the place of someone's life ('my partner', 'at work'):
 * said in passing ("my partner thinks I should talk to someone", "I came straight from work")
 * they are context, not an answer about that relationship or that job.
 */
export const contextTerms = new Set([
  'partner',
  'husband',
  'wife',
  'boyfriend',
  'girlfriend',
  'spouse',
  'friend',
  'friendship',
  'family',
  'mum',
  'mom',
  'dad',
  'child',
  'sibling',
  'son',
  'daughter',
  'kid',
  'job',
  'career',
  'boss',
  'colleague',
  'workplace',
]);
export const contextTopics = new Set<Topic>(['relationships', 'family', 'work']);

/**
 * Words that say how a relationship or a job is going ("we argue", "he barely speaks to me",
 * "the kids are great", "this job is killing me"): beside a context word they make it an answer.
 */
export const goingWords = new Set(
  (
    'argue argument fight row shout yell scream split leave cheat ignore speak talk miss love ' +
    'hate worry worried scare scared afraid hurt hit drink blame criticise criticize distant cold ' +
    'close great best supportive support patient strain apart break breaking difficult hard ' +
    'struggle problem stress stressful kill killing crush pressure demand expect fine good bad ' +
    'awful terrible toxic abuse bully fire sack redundant quit lose lost overwhelm exhaust tired ' +
    'drain annoy angry upset sad proud happy lonely alone guilt jealous trust control controlling ' +
    'mean nasty wonderful amazing worst horrible disagree resent resentful drift grind okay ok ruin ' +
    'nag micromanage fume fumes frazzle frazzled knackered shattered destroy'
  ).split(' '),
);

/** Verbs that report someone's view: "my friends say I'm too hard on myself" is not about them. */
export const reportingVerbs = new Set(['say', 'think', 'tell', 'reckon', 'suggest', 'recommend']);

/**
 * Crisis language (self-harm, suicide) the safety check looks for. Deliberately broad: a
 * false alarm costs a person a moment reading resources, a miss can cost far more, so when a
 * phrase could be read either way it is in the list. The exception is wording whose everyday
 * sense is by far the usual one in therapy intake ("I felt like I was going to die" in a panic
 * attack): flagging every anxious client would teach people to ignore the notice.
 */
export type CrisisCategory = 'suicide' | 'self-harm';

export interface CrisisPhrase {
  category: CrisisCategory;
  pattern: RegExp;
  /** A plain denial before it ("I'm not suicidal", "I would never hurt myself") cancels it. */
  deniable: boolean;
}

const phrase = (category: CrisisCategory, source: string, deniable = true): CrisisPhrase => ({
  category,
  pattern: new RegExp(`\\b(?:${source})\\b`, 'g'),
  deniable,
});

const dont = "(?:don't|dont|do not|didn't|didnt|no longer|don't really|dont really)";
const wishIWere = '(?:wish|wished|wishing) (?:that )?i (?:was|were|could be)';

export const crisisPhrases: CrisisPhrase[] = [
  phrase('suicide', 'suicid(?:e|es|al|ality)'),
  phrase('suicide', '(?:kill|killing|killed|kills) (?:myself|my self)'),
  phrase('suicide', '(?:end|ending|ended|take|taking|took) (?:my own|my) life'),
  phrase('suicide', '(?:end|ending) it all|end it for good|end things for good'),
  phrase(
    'suicide',
    `${dont} (?:want|wanna|wish) (?:to )?(?:live|be alive|be here|exist|wake up)`,
    false,
  ),
  phrase(
    'suicide',
    '(?:nothing|no reason|no point|no purpose) (?:left )?(?:to live|in living|living|to go on|in going on|to keep going|to keep living)',
    false,
  ),
  phrase(
    'suicide',
    "(?:life is|life's|life isn't|life is not) (?:not )?worth living|not worth living",
    false,
  ),
  phrase(
    'suicide',
    "better off (?:dead|without me|if i (?:was|were) gone|if i (?:was|were)n't here)",
    false,
  ),
  phrase(
    'suicide',
    `${wishIWere} dead|wish i (?:could )?(?:die|disappear forever)|wish i had never been born`,
    false,
  ),
  phrase(
    'suicide',
    "(?:want|wanna|wanted|ready|planning) (?:to )?die|(?:rather|better) be dead|can't go on (?:anymore|any more|living)",
  ),
  phrase(
    'suicide',
    'hang myself|slit my wrists|jump (?:off|from) (?:a|the) (?:bridge|building|roof)',
  ),
  phrase(
    'suicide',
    'overdos(?:e|es|ed|ing)|(?:take|taking|took|swallow|swallowing|swallowed) all (?:my|the|of my) (?:pills|tablets)',
  ),
  phrase('self-harm', 'self[- ]?harm(?:s|ed|ing)?|self[- ]?injur(?:y|e|ed|ing|ies)'),
  phrase(
    'self-harm',
    '(?:hurt|hurting|hurts|harm|harming|harmed|cut|cuts|cutting|burn|burning|burned|burnt) (?:myself|my self)',
  ),
  phrase('self-harm', 'cutting (?:again|my (?:arms|wrists|legs|skin))'),
  phrase(
    'self-harm',
    '(?:scratch|scratching|scratched|hit|hitting|punch|punching) (?:myself|my (?:skin|arms|legs|head))(?: \\w+){0,3} (?:until|till) (?:it bleeds|i bleed|it bled|i bled|it hurts|bleeding)',
  ),
  // Indirect statements and paraphrases (issue 12): hopelessness about going on, goodbyes,
  // giving things away, being a burden, means and plans.
  phrase(
    'suicide',
    "(?:see|saw|there's|there is|is) no point (?:in |of )?(?:going on|living|carrying on|being alive|being here|life)|(?:don't|dont|do not|can't|cant|cannot) see (?:the|any) point (?:in |of )?(?:going on|living|carrying on|being alive|being here|anything|life)|what's the point (?:of|in) (?:living|going on|carrying on|being alive|life)",
  ),
  phrase(
    'suicide',
    '(?:tired|sick) of (?:being alive|living|life)|no reason (?:for me )?to (?:be here|stay|keep going|carry on)|(?:want|wanna|wanted) (?:it all|everything) to stop for good',
  ),
  phrase(
    'suicide',
    '(?:wrote|written|writing|write|left|leaving|leave) (?:a |my |the )?(?:goodbye|farewell|suicide) (?:letter|letters|note|notes|message|messages)|said (?:my )?goodbyes?(?: to (?:everyone|everybody|my (?:family|friends|kids|children|loved ones)))?|saying (?:my )?goodbyes? to (?:everyone|everybody|my (?:family|friends|kids|children))|in case (?:something|anything) happens to me',
  ),
  phrase(
    'suicide',
    "(?:giving|give|gave|given) away (?:all )?(?:my|of my) (?:things|stuff|belongings|possessions|everything)|(?:won't|wont|will not|won't be able to) need (?:them|it|my \\w+|anything|any of (?:it|this)) (?:much )?(?:longer|anymore|any more)|(?:won't|wont|will not) be (?:here|around) (?:much longer|for long|anymore|any more|to (?:look after|see|take care of))|(?:don't|dont|do not) think i(?:'ll| will) be (?:here|around) (?:much )?(?:longer|for long)",
  ),
  phrase(
    'suicide',
    "(?:i'm|i am|feel like|feeling like|i've become|i have become) (?:such |just |nothing but |only )?a burden (?:to|on|for) (?:everyone|everybody|all of them|my family|the people i love)|(?:they|everyone|everybody|people|my family|my kids|the world)(?:'d| would| will) be (?:happier|better off|relieved|fine) (?:if i (?:was|were) (?:gone|dead|not here|not around)|if i (?:wasn't|weren't) (?:here|around|alive)|without me)|would (?:anyone|nobody|no one) (?:even )?miss me|(?:nobody|no one) would (?:even )?miss me",
  ),
  phrase(
    'suicide',
    '(?:looked up|looking up|look up|googled|researched) (?:how|ways) (?:many|much|to)|how many (?:pills|tablets) (?:it )?(?:would|will) (?:take|kill)|(?:stockpil(?:e|es|ed|ing)|hoard(?:ing|ed)?|sav(?:e|ing|ed) up) (?:my |all my )?(?:medication|meds|pills|tablets)|(?:knife|blade|razor) (?:to|against) my (?:wrist|wrists|throat|skin)|(?:have|made|got) a plan (?:for how|to (?:do it|end))|picked a (?:date|day) to',
  ),
  phrase(
    'suicide',
    "(?:planning|plan|planned|figuring out|thinking about) (?:how|when) (?:to|i'd|i would|i will|i'll) (?:end (?:it|things|my life)(?! with)|do it|kill)|(?:go to sleep|fall asleep|sleep) and (?:not|never) wake up|disappear (?:and never come back|forever|for good|permanently)|(?:thought about|think about|thinking about) (?:jumping|stepping in front)",
  ),
];

/**
 * Everyday idioms that contain a listed phrase but are not crisis language. They are masked
 * before matching; only exact idioms are here, never the bare phrase.
 */
export const idioms: RegExp[] = [
  /\b(?:kill|kills|killed|killing) myself (?:laughing|with laughter)\b/g,
  /\b(?:want|wanna|wanted) to die (?:of|from) (?:embarrassment|laughter|laughing)\b/g,
  /\b(?:want|wanna) to live (?:in|with|near|at|on|there|abroad|alone|together|so far)\b/g,
  /\bcut(?:ting|s)? myself (?:off|some slack|a break|shaving|while cooking|by accident|accidentally)\b/g,
  /\boverdos(?:e|es|ed|ing) on (?:coffee|caffeine|sugar|chocolate|netflix|tv|television|work)\b/g,
];

/** Words that deny what follows: "not", "never", "n't". */
export const negators = new Set([
  'not',
  'never',
  'no',
  'without',
  "don't",
  'dont',
  "didn't",
  'didnt',
  "haven't",
  'havent',
  "hasn't",
  "wasn't",
  'wasnt',
  "isn't",
  "aren't",
  "won't",
  'wont',
  "wouldn't",
  'wouldnt',
]);

/** Words that may stand between a denial and the phrase: "not really feeling suicidal". */
export const fillers = new Set([
  'i',
  "i'm",
  'im',
  'am',
  'be',
  'been',
  'being',
  'ever',
  'really',
  'at',
  'all',
  'feel',
  'feeling',
  'felt',
  'think',
  'thinking',
  'thought',
  'thoughts',
  'about',
  'of',
  'any',
  'have',
  'had',
  'history',
  'plan',
  'plans',
  'going',
  'to',
  'actually',
  'currently',
  'would',
  'will',
  'a',
  'considered',
  'considering',
  'intention',
  'urge',
  'urges',
  'tried',
  'attempted',
]);

/**
 * Words that make a denial about the past only ("not suicidal anymore", "haven't self-harmed
 * in years"): the history still matters, so the phrase counts.
 */
export const historyMarkers =
  /\b(?:anymore|any more|since|used to|again|for (?:\w+ )?(?:years|months|weeks)|in (?:\w+ )?(?:years|months|weeks))\b/;

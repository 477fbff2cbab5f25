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
  /**
   * Where it is looked for: one clause (the default), or the whole message when its parts are
   * said apart ("if I got hit by a bus tomorrow, I'd be, like, relieved").
   */
  scope?: 'clause' | 'text';
  /** The same clause (or message) tells another sense: an accident, a job, a game. */
  unless?: RegExp;
}

const phrase = (category: CrisisCategory, source: string, deniable = true): CrisisPhrase => ({
  category,
  pattern: new RegExp(`\\b(?:${source})\\b`, 'g'),
  deniable,
});

/** A phrase that counts only when nothing in its clause tells another sense. */
const phraseUnless = (
  category: CrisisCategory,
  source: string,
  unless: RegExp,
  deniable = true,
): CrisisPhrase => ({ ...phrase(category, source, deniable), unless });

/** Parts said apart in one message: each must be there (in this order), within `gap` words. */
const together = (category: CrisisCategory, parts: string[], gap = 12, unless?: RegExp) => ({
  category,
  pattern: new RegExp(
    `\\b(?:${parts.map((part) => `(?:${part})`).join(`)\\b(?:\\W+\\w+){0,${gap}}?\\W+(?:`)})\\b`,
    'g',
  ),
  deniable: false,
  scope: 'text' as const,
  unless,
});

const dont = "(?:don't|dont|do not|didn't|didnt|no longer|don't really|dont really)";
const wishIWere = '(?:wish|wished|wishing) (?:that )?i (?:was|were|could be)';

/** Words said of oneself. */
const me = "(?:i|i'm|im|i am|i've|ive|i have|i'd|i'll|me|myself)";
/** Where a person's body is hurt on purpose (hands and fingers are mostly kitchen accidents). */
const body =
  'my (?:own )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|belly|forearms?|hips?|chest|body|head|knuckles|ankles?)';
/** Medicines and poisons kept or counted out. */
const meds =
  '(?:\\S+ ){0,2}(?:pills|tablets|meds|medication|medicine|paracetamol|insulin|morphine|patches|antidepressants|painkillers|co-codamol|codeine|diazepam|sleepers|adderall|oxy\\w*|tramadol|fentanyl|opioids|sertraline|citalopram|amitriptyline|zopiclone|lithium|benzos?|valium|xanax|prescription drugs|bp tablets|heart tablets)';
/** A high place. */
const height =
  '(?:bridge|bridges|building|buildings|roof|roofs|rooftop|car park|multi-storey|cliff|cliffs|balcony|ledge|tower|tower block|flats|window|overpass|viaduct|platform)';
/** An everyday accident, a rash or a sport: a cut or a burn that was not meant. */
const accident =
  /^(?!.*\b(?:on purpose|deliberately)\b).*\b(?:by accident|accidentally|accident|(?:while|when|from) shaving|cooking|chopping|slicing|reaching|slipped|tripped|fell|at the gym|playing|training|lifting|football|rugby|hockey|eczema|rash|itch\w*|mosquito|bites|sunburn\w*|on (?:a|an|the|my|some) (?!purpose)(?:\w+ ){0,3}(?:tray|tin|can|oven|kettle|iron|pan|glass|knife|knives|hob|stove|grill|cooker|fence|nail|paper|door|radiator|cupboard|shelf|table|bbq|barbecue|curling iron|straighteners|toaster))\b/;
/** Talk of a job, a game or a team: "the team would be better off without me in the jungle role". */
const notLife =
  /\b(?:team|squad|role|band|company|department|office|club|class|game|match|project|job|work|on site|shift|rota|lineup|line-up|group chat|season)\b/;
/** Leaving a job, a place or a party: a goodbye that is not a last one. */
const leaving =
  /\b(?:last day|leaving do|leaving party|farewell (?:party|do|drinks)|airport|flight|holiday|moving|emigrat\w*|new job|retir\w*|colleagues|at work|the office|the team|uni|school|graduat\w*)\b/;
/** Words that tell a wish or a relief: "hoping", "wouldn't mind", "a mercy". */
const relief =
  '(?:forward|happily|gladly|hop\\w*|wish\\w*|pray\\w*|mind|mercy|blessing|rather|relief|relieved|enough|fine|better|easier|happy|happier|glad|want|wanna|wanted|peace\\w*|love|okay|ok|welcome|care)';

/** Clauses: a denial does not reach past punctuation ("I'm not sad, I'm suicidal"). */
export const clauseBreak = /[.!?;:,\n()"]/;

export const crisisPhrases: CrisisPhrase[] = [
  phraseUnless(
    'suicide',
    "goodbye (?:everyone|everybody|all|world)|rope(?:'s| is) in the (?:boot|garage|shed|car|van|loft|wardrobe|attic)|(?:pills|tablets|meds) (?:\\S+ ){0,2}lined up|lined up (?:\\S+ ){0,2}(?:pills|tablets)|(?:see|have|got) (?:any|no) reason to (?:keep living|live|go on|be alive|stay alive)|(?:^ *|i )cut(?:ting)? (?:again|deeper)|(?:cut|cutting) my (?:hand|arm|\\S+) with (?:a |the |my )?(?:blade|razor|knife)",
    /\b(?:climb\w*|swing|skipping|boat|tent|camping|rope access|abseil\w*|last day|leaving do|airport|holiday|moving|emigrat\w*|colleagues|at work|the office|the team)\b/,
    false,
  ),
  together(
    'suicide',
    ['(?:written|wrote) (?:a|my) (?:\\S+ )?note', '(?:the date|a date|the day)'],
    12,
  ),
  // Round four (cz10–cz13: clinical words, short messages, dialect and speech-to-text, past and
  // present): the same kinds of statement in more words.
  phrase(
    'suicide',
    `(?:i'm|i am|i feel|feeling) not safe(?= *$| right now| tonight| with myself| around myself| anymore)|(?:a|the|my) plan and (?:the )?means|(?:me )?not being (?:here|around|alive) would (?:fix|solve|help|be better|be easier)|(?:can't|cannot) be bothered (?:to keep living|living|to live|being alive|existing)|i should(?:n't| not)? be (?:dead(?! (?:tired|on)\\b)|alive)|should have died|(?:it's|its|this is) my last (?:night|day)(?! (?:in|at|of|before|here|with|on|off)\\b)|counting down (?:my )?(?:last )?days(?! (?:to|until|till)\\b)|(?:the )?(?:long|big|eternal|permanent|forever) sleep|existing (?:hurts|is too much|is unbearable|is exhausting)|want out of (?:life|existing|everything|it all)|want out(?= *$)|if i (?:\\S+ )?(?:wasn't|weren't|stopped) breathing|(?:don't|do not) (?:follow|look for|come looking for) me(?! on)|no more me(?! time\\b)|(?:want|wanna|wan|wanted|wish|wishing) (?:\\S+ )?to be dead|(?:wan|wanna) (?:to )?(?:die|dead)(?! (?:tired|weight|end|on|of)\\b)|no point (?:in |of )?(?:carrying on|going on)(?! with (?!life))|wrists are a mess|scars on scars|relapsed (?:\\S+ ){0,3}(?:blade|razor|cutting|sh)|(?:razor|blade|cutting|burning) (?:\\S+ )?helps(?: me)?|less of me|remove me and|(?:can't|cannot) do (?:life|this life|living)|(?:the|de|da) day (?:i|ah|mi) (?:end it|do it|go through with it)|only death (?:can|could|will|fit) (?:solve|fix|end)|death (?:is|would be|seems) the only (?:way|answer|solution)|(?:won't|will not|wont) have to (?:put up with|deal with|worry about|look after) me (?:much longer|for long|anymore|soon)|(?:had|made|survived) (?:an|one|two|a few) attempts?(?! (?:at|to|on)\\b)|plan\\w* how (?:to|i'd|i'll|i will|i would) go(?= *$| since| soon| by)|(?:stepped|walked|jumped|threw myself) in front of (?:a|the) (?:bus|train|car|lorry|truck)|throw(?:ing)? myself (?:off|in front of|under|down)(?! (?:the work|work)\\b)|(?:so much|loads of|enough) paracetamol|different chemists|${meds} (?:\\S+ )?(?:stockpiled|saved up|hoarded|collected|hidden)|hid(?:den|ing)? (?:\\S+ ){0,2}(?:pills|tablets|meds)|(?:dose|amount|many|much) (?:\\S+ ){0,2}would do it|(?:work|working|worked) up the (?:nerve|courage)(?= *$| to do it)|(?:don't|do not|not) expect to see (?:another|next) (?:winter|christmas|summer|year|birthday)|the plan (?:was|is) (?:always )?the (?:bridge|train|car|pills|rope|roof|cliff|tablets)|talked (?:me )?down (?:off|from)|(?:note|letter) half[- ]written|half[- ]written (?:note|letter)|(?:passive|active) si|\\bsi\\b (?:thoughts|daily|again|is back)|nothing (?:\\S+ ){0,2}stopping me (?:going through with it|from doing it|now)|where i(?:'d| would) (?:go over|jump|do it)|took my (?:belt and laces|laces and belt)|(?:keeping|kept|saving) (?:them|it|the \\S+) for a reason|plan\\w* (?:\\S+ )?(?:my own|my) (?:death|exit|suicide)|(?:not sure|don't know if|doubt) i (?:even )?want to be (?:around|here|alive)|(?:saying|said) (?:my )?goodbyes(?! (?:at|before)\\b)|(?:took|taken|swallowed|had) (?:about |around |like |over |nearly |maybe |at least )?(?:[1-9]\\d+|twenty|thirty|forty|fifty|sixty|a hundred|loads of|a load of|a bunch of) (?:\\S+ ){0,2}(?:paracetamol|pills|tablets|co-codamol|ibuprofen|aspirin|painkillers)|lied about the (?:marks|cuts|scars|burns)|(?:happily|gladly|rather|prefer to) (?:\\S+ )?not be (?:here|around|alive)(?: anymore)?|staying alive (?:isn't|is not|doesn't feel|no longer)|(?:do it|did it|doing it) to hurt (?:myself|my \\S+)|want the pain|(?:taken|took|swallowed) everything (?:from|in) (?:the|my) (?:bathroom |medicine )?(?:cabinet|cupboard)|od attempts?|(?:don't|do not|dont) wanna be here`,
    false,
  ),
  together(
    'suicide',
    ['(?:letters?|notes?)', "after i (?:\\S+ )?(?:die|'m dead|am dead|am gone)"],
    10,
  ),
  together(
    'suicide',
    [
      '(?:wrote|written|writing|left) (?:\\S+ )?(?:letters?|notes?)',
      '(?:just in case|for after|for when)',
    ],
    10,
  ),
  together(
    'suicide',
    ['done with (?:it all|everything)', '(?:for real|for good|this time|permanently)'],
    4,
  ),
  together(
    'suicide',
    [
      'if i (?:\\S+ )?(?:died|was dead|were dead)',
      '(?:good|fine|relief|relieved|whatever|so be it)',
    ],
    4,
  ),
  together('suicide', ["tonight(?:'s| is) the night", '(?:decided|goodbye|done)'], 6),
  together('suicide', ['disappear\\w*', '(?:permanently|for good|forever)'], 3),
  together('suicide', [`${height}`, '(?:high enough|tall enough|good spot|the drop)'], 10),
  together(
    'suicide',
    [
      '(?:when|once|after) (?:she|he|they|my \\S+) (?:goes|go|dies|passes|is gone)',
      "i(?:'ll| will)? go (?:too|with)",
    ],
    3,
  ),
  together(
    'suicide',
    [
      'reasons? to (?:live|stay alive|keep going)',
      "(?:can't think of|couldn't think of|none|no longer|don't have)",
    ],
    12,
  ),
  together(
    'suicide',
    ['(?:pills|tablets|dose|meds|jar)', "(?:i know|know) what (?:it's|they're|it is|they are) for"],
    14,
  ),
  together('suicide', ['(?:the car|car)', '(?:hose(?:pipe)?)'], 5),
  together('suicide', ['(?:love you all|look after each other)', '(?:not your fault|goodbye)'], 8),
  together(
    'suicide',
    [
      '(?:bus|car|truck|lorry|train) (?:hit|hits|ran over|runs over) me',
      "(?:relieved|relief|fine|wouldn't mind|glad|happy|good)",
    ],
    8,
  ),
  together(
    'suicide',
    [
      '(?:lake|sea|river|ocean|water)',
      'up to my (?:waist|chest|neck)',
      '(?:wondering|deciding|thinking|standing there|keep going)',
    ],
    10,
  ),
  together('suicide', ['(?:platform|train|tracks|the edge)', '(?:step forward|step off)'], 12),
  together(
    'suicide',
    [
      '(?:vodka|whisky|whiskey|gin|wine|alcohol|booze)',
      '(?:all (?:of )?my (?:\\S+ )?(?:pills|tablets|meds)|the whole (?:bottle|packet|box) of)',
    ],
    8,
  ),
  together('suicide', ['(?:pills|tablets|paracetamol)', '(?:vodka|whisky|whiskey|gin)'], 3),
  together(
    'self-harm',
    [
      '(?:marks|cuts|scars|burns) on my (?:arms|wrists|legs|thighs|stomach)',
      "(?:it was me|wasn't the cat|i did it|did them myself|lied about)",
    ],
    12,
  ),
  // A hand held to heat is never a kitchen accident.
  phrase(
    'self-harm',
    '(?:hold|held|holding|press|pressed|pressing|put|putting) my (?:hand|arm|fingers|wrist) (?:over|in|on|into|against) (?:the |a )?(?:hob|flame|candle|stove|fire|iron|kettle|boiling)',
    false,
  ),
  phrase('suicide', 'suicid(?:e|es|al|ality)'),
  phrase('suicide', '(?:kill|killing|killed|kills) myself'),
  phrase('suicide', '(?:end|ending|ended|take|taking|took) (?:my own|my) life'),
  phrase('suicide', '(?:end|ending) it all|end it for good|end things for good'),
  phrase(
    'suicide',
    `${dont} (?:even |really )?(?:want|wanna|wish) (?:to )?(?:live|be alive|be here(?! (?:at|in|with|on|doing|working|next|for|when|by)\\b)|exist|wake up)`,
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
  phraseUnless(
    'suicide',
    "better off (?:dead|without me|if i (?:was|were) gone|if i (?:was|were)n't here)",
    notLife,
    false,
  ),
  phrase(
    'suicide',
    `${wishIWere} dead|wish i (?:could )?(?:die|disappear forever)|wish i had never been born`,
    false,
  ),
  phrase(
    'suicide',
    "(?:want|wanna|wanted|ready|planning) (?:to )?die|can't go on (?:anymore|any more|living)",
  ),
  phrase(
    'suicide',
    'hang myself|slit my wrists|jump (?:off|from) (?:a|the) (?:bridge|building|roof)(?! (?:into|on a|for a|with)\\b)',
  ),
  phrase(
    'suicide',
    '(?:take|taking|took|swallow|swallowing|swallowed) all (?:my|the|of my) (?:pills|tablets)',
  ),
  phrase('self-harm', 'self[- ]?harm(?:s|ed|ing)?|self[- ]?injur(?:y|e|ed|ing|ies)'),
  phraseUnless(
    'self-harm',
    '(?:hurt|hurting|hurts|harm|harming|harmed|cut|cuts|cutting|burn|burning|burned|burnt|pinch\\w*|hit|hitting|punch\\w*|slap\\w*|bruis\\w*|bit|bite|biting|scratch\\w*|scald\\w*) myself(?! (?:out|up|off)\\b)',
    accident,
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
    '(?:tired|sick) of (?:being alive|living|life)|no reason (?:for me )?to (?:be here|stay|keep going|keep living|go on|live|carry on)|(?:want|wanna|wanted) (?:it all|everything) to stop for good',
  ),
  phrase(
    'suicide',
    '(?:wrote|written|writing|write|left|leaving|leave) (?:a |my |the )?(?:goodbye|farewell|suicide) (?:letter|letters|note|notes|message|messages)|in case (?:something|anything) happens to me',
  ),
  phraseUnless(
    'suicide',
    '(?:said|told \\w+(?: \\w+)?) (?:my )?goodbyes?(?= *$| to (?:everyone|everybody|my (?:family|friends|kids|children|loved ones))| on (?:a )?(?:video )?call)|saying (?:my )?goodbyes? to (?:everyone|everybody|my (?:family|friends|kids|children))',
    leaving,
  ),
  phrase(
    'suicide',
    "(?:giving|give|gave|given) away (?:all )?(?:my|of my) (?:things|stuff|belongings|possessions|everything)|(?:won't|wont|will not|won't be able to) need (?:them|it|my \\w+|anything|any of (?:it|this)) (?:much )?(?:longer|anymore|any more)|(?:won't|wont|will not) be (?:here|around) (?:long|much longer|for long|anymore|any more|to (?:look after|see|take care of))|(?:don't|dont|do not) think i(?:'ll| will) be (?:here|around) (?:much )?(?:longer|for long)",
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
  // Said in other words (fresh phrasings, session 24): slang, a wish not to exist or not to
  // wake up, life itself as the thing they are done with, others better off, preparations.
  phrase(
    'suicide',
    "(?<!\\d ?)kms|unaliv\\w*|sewer ?slide|self[- ]?delet\\w*|ctb|(?:to|gonna|wanna|i'll|i'd|will|might|could|just|about to) (?:off|top|end|neck|delete) myself|(?:offing|topping|ending|necking|deleting) myself|(?:do|did|doing) myself in",
  ),
  phrase(
    'suicide',
    "(?:gonna|going to|want to|wanna|i'll|about to|thinking of|thinking about|might|will) rope(?! (?:in|off|into|him|her|them|a|the|my|some|people|someone|swing|bridge)\\b)|noose",
  ),
  phrase(
    'suicide',
    `${me}(?: \\w+){0,3} (?:not|never|to not|stop|stopped|cease|ceased to|didn't|don't|wouldn't) (?:\\S+ )?exist(?:ing|ed)?(?! (?:in|on|for|before|yet|at|when|online|without|as)\\b)|(?:stop|stopped|cease|ceased) (?:to )?exist(?:ing)?(?! (?:in|on|for|at|online)\\b)|(?:never|not) (?:have )?been born|(?:rather|prefer to|prefer) not (?:to )?(?:exist|be alive|be around|be living|living|live|wake up|be here(?! (?:at|in|for|when|with|on|during)\\b))`,
  ),
  phrase(
    'suicide',
    `(?:reasons?|something) (?:\\S+ ){0,2}(?:to )?(?:stay|be|keep|remain) alive|(?:keep(?:ing|s)?|kept) me (?:alive|here)|(?:trying|try|tried|bother\\w*) to (?:stay|keep) alive|(?:point|tired|sick|done|exhausted|weary|bored|fed up|finished|through) (?:\\S+ ){0,3}(?:being|be|staying) alive|(?:if|when) i(?:'m| am) not alive|not (?:be|being|to be) alive|(?:still|even) (?:be )?alive (?:in|by|at|next|come|this time)|(?:being|be) alive (?:at|by|in|next)|(?:only|still) (?:still )?(?:here|alive|around) (?:because|for|cause|cos|'cause) (?:of )?(?:my|the|him|her|them)|what am i (?:even )?(?:still )?doing (?:here|alive)`,
  ),
  phrase(
    'suicide',
    `${relief}(?: \\w+){0,5} (?:(?:i|i'd|i'll|me) )?(?:just )?(?:don't|didn't|won't|wouldn't|not|never|to not|not to|no|ain't) (?:\\S+ )?wak(?:e|ing) up(?! (?:call|until|till|on time|in time|early|for|when|at|before|after|in the night|during|feeling|with|refreshed|rested|tired|properly)\\b)|(?:disappointed|gutted|sad|annoyed|angry|upset) (?:that )?i (?:woke|wake|still wake) up|(?:sleep|asleep|sleeping) (?:for ever|forever|permanently|for good)(?! (?:this|on|at|after|till|until|tomorrow|tonight|when)\\b)|(?:close|closing|shut) my eyes and (?:never|not) (?:open|opening)|never (?:open|opening) (?:them|my eyes) again|(?:go|went|going) to sleep (?:\\S+ ){0,2}and (?:stay there|that was it|that's it|never)|(?:tired|sick|weary) of waking up|wak(?:e|ing) up in (?:paradise|heaven)|wake up and wish i (?:hadn't|didn't)`,
    false,
  ),
  phrase(
    'suicide',
    `(?:dying|death|being dead|to be dead|to die|not being here|not waking up|it (?:all )?being over|(?:my|the) end) (?:\\S+ ){0,3}(?:would be|feels like|feels|seems like|seems|sounds like|sounds|is|as) (?:\\S+ ){0,2}(?:relief|relieved|peaceful|peace|mercy|release|easier|better|something to look forward to|nice|welcome|blessing)|(?:peaceful|peace|relief|mercy|release|nice|easier|blessing) (?:\\S+ ){0,3}(?:to be dead|to die|being dead|to not wake up|not to wake up|dying|if i died|if i was dead|when i'm dead)`,
    false,
  ),
  phrase(
    'suicide',
    `(?:wouldn't|would not|don't|do not|won't|couldn't|would|wouldnt) (?:even |really )?(?:care|mind) if i (?:\\S+ ){0,2}(?:die|died|was dead|were dead|didn't wake|never woke|got hit|was gone|were gone|wasn't here|weren't here|wasn't around|disappeared|didn't exist|never existed)|(?:hoping|hope|wish|pray\\w*) (?:that )?(?:something|a (?:car|bus|truck|lorry|train)|someone|god|the lord|jesus) (?:\\S+ ){0,2}(?:hits|hit|kills|kill|would hit|will hit|runs? me over|take me|takes me)|(?:god|the lord|jesus) (?:will |would |to |would just |will just )?take me(?! (?:to|out|for|back|home from|through)\\b)|(?:just )?waiting (?:to die|for (?:death|the end|my time|it all to end))|ways to (?:die|end it|kill myself|do it)|look like an accident`,
    false,
  ),
  phrase(
    'suicide',
    `(?:god|the lord|lord|jesus|allah|him|he|our lady|khuda) (?:\\S+ ){0,3}(?:take|took|takes|call|calls|lift|lifts|stop|stops|send for|sends for) (?:me|my soul|my heart)(?! (?:to (?:church|the|school|work)|out for|back to|through)\\b)|call me home|meet my maker|ready (?:whenever|when) (?:he|god|jesus|the lord|allah) is|join (?:her|him|them|my \\w+)(?: \\w+)? (?:soon|up there|in heaven|there|on the other side)|take back the life (?:god |he )?gave me|give the gift back|(?:go|going|gone|leave|leaving|left|depart\\w*|exit|out|disappear\\w*) (?:from |of )?this (?:world|earth|life)(?! (?:of|for|behind|a better|better)\\b)|pay with (?:is )?my life|i (?:\\S+ ){0,3}(?:already )?in the ground|(?:don't|do not|dont) (?:\\S+ ){0,3}want to do (?:life|this life|living)|stopped wanting to (?:live|be alive|be here)|(?:no|not any|don't have any|have no) (?:wish|desire|will|reason) to (?:go on|carry on|live|keep going|be here|stay)|(?:as soon|rather|prefer|want|wish) (?:\\S+ ){0,2}it (?:were|was|all was|all were|'d all be) over|welcome death|(?:i'd|i would) go tomorrow if i could|looking into switzerland|dignitas|whoever finds me|(?:the )?(?:person|one) who finds me|(?:hope|hoping|wish|pray)\\w* (?:\\S+ ){0,5}(?:i |i'd |i'll )?(?:just )?(?:die|drop dead|(?:don't|won't|not) come back)|(?:hope|hoping|wish|pray)\\w* (?:\\S+ ){0,3}(?:heart|body) (?:\\S+ ){0,2}(?:gives out|gives up|stops|packs in)|(?:body|heart) (?:\\S+ ){0,2}(?:gives up|gives out|packs in) (?:\\S+ ){0,4}(?:fine|good|okay|relief|better)|want my (?:body|heart) to (?:just )?stop|(?:wish|hope|pray)\\w* (?:\\S+ ){0,3}(?:my|the) last (?:one|birthday|christmas|year)|if i (?:\\S+ )?(?:died|die|was dead|didn't wake up) (?:\\S+ ){0,6}(?:relieved|relief|fine|glad|wouldn't mind|not care|okay)|(?:wouldn't|would not|'d not|don't|do not) (?:\\S+ )?mind if (?:\\S+ ){0,3}(?:came back|took me|got me|killed me|finished me|(?:rolled|fell|landed) on me|hit me|ran me over)|does it for me(?! (?:every|each|at)\\b)|the trouble of doing it myself|(?:finish|finished|finishing|do|did|polish\\w*) myself off|(?:no|the|what is|what's) point (?:\\S+ ){0,2}(?:be|being|bein|stay|staying) alive|(?:what is|what's) (?:the )?point (?:of|in) (?:living|life|going on)|(?:don't|do not|not) (?:\\S+ )?plan(?:ning)? (?:on|to) (?:wak(?:e|ing) up|being alive|be alive|be around|being around|being here|be here|seeing (?:next|another|the end|christmas|my birthday|\\d+))|(?:see|picture) myself making it (?:to|past) |(?:don't|do not) think i(?:'ll| will) (?:be (?:around|here|alive)|come back|go back home|make it back)|(?:don't|can't|won't|not|never|doubt)(?: \\w+){0,6} alive (?:at|by|in|for|next) |(?:to|just|like|simply) not exist(?! (?:in|on|for|yet)\\b)|(?:don't|do not) deserve to (?:live|keep living|be alive|be here)|(?:want|wish|wanted|wishing|need) (?:\\S+ ){0,2}(?:my life|it all|life) to (?:be over|end|stop)(?! (?:at|by|before|so)\\b)|(?:stopped|stop) being in it|if i stopped being (?:here|around|alive)|(?:out of|enough of|done with|tired of|of) breathing(?! (?:exercises|techniques|properly|through)\\b)|(?:doesn't|won't|does not|will not) involve me being (?:around|here|alive)|(?:hoping|hope|wish\\w*|pray\\w*) (?:\\S+ ){0,3}(?:car|bus|truck|lorry|train|van) (?:\\S+ ){0,3}(?:hit|hits|would hit|drift\\w*|swerve\\w*|crash\\w*|run me over|take me out)|(?:hoping|hope) something happens(?= *$| to me)|(?<!no |not a |not |never a )danger to myself|a danger (?:\\S+ ){0,4}only (?:to )?me|if i (?:went|died) (?:tonight|now|today)|(?:know|think\\w*|thought|plan\\w*) (?:\\S+ ){0,4}how i(?:'d| would| could|'ll) go about it|(?:medicine cabinet|pills|tablets|meds) (?:\\S+ ){0,3}counting|(?:read\\w* up on|look\\w* up|research\\w*) ways(?! to (?:cope|relax|sleep|save|make|help|improve|get|deal|manage|stop|quit|lose|calm))|(?:better|more) (?:\\S+ ){0,3}(?:with|from) the (?:payout|insurance|life insurance)|(?:life insurance|payout|insurance) would do more|sorry for what(?:'s| is) (?:coming|about to happen)|(?:written|wrote) to everyone (?:that|who) matters|stay under(?= *$| for good| and)|tak(?:e|ing) us both|(?:don't|do not) think i(?:'ll| will) see (?:another|next) (?:christmas|birthday|summer|year|spring)|(?:thoughts?|thinking|think) (?:\\S+ ){0,2}about not being (?:around|here|alive)|(?:hop\\w*|wish\\w*|pray\\w*) (?:that )?(?:something|anything) (?:bad )?happens to me|(?:think\\w*|thought|wonder\\w*) (?:\\S+ ){0,4}how (?:i can|i could|to|i'd|i would) die|(?:won't|will not|not gonna|not going to) (?:be )?need(?:ing)? (?:them|it|any of it|anything)(?= *$| (?:anymore|any more|much longer|where|after))|stop\\w* taking my (?:\\S+ )?(?:medicine|meds|medication|tablets|insulin|pills) (?:so|on purpose|hoping|deliberately)|(?:she|he|they)(?:'s| is| are) waiting for me (?:up there|in heaven|on the other side)|(?:written|wrote|write|writing) my goodbyes|(?:think\\w*|thought) (?:\\S+ ){0,5}how i(?:'d| would| will|'ll| could) do it|call it a day (?:for good|permanently|forever)|i(?:'ll| will) be gone (?:by|before) (?:christmas|the (?:weekend|summer|end)|next|my birthday|spring|summer|new year)`,
    false,
  ),
  phrase(
    'suicide',
    `(?:done|finished|through|fed up) (?:\\S+ ){0,2}with (?:this )?(?:life|living|being alive|existing|existence|this world)|(?:tired|sick|weary|exhausted|bored) (?:\\S+ ){0,2}of (?:existing|existence)|(?:lived|been alive|been around|been on this earth) (?:far |way |much )?(?:too long|long enough)|(?:out|exit|log off|logging off|logged off|check out|checking out|checked out|tap out|bow out|clock out) (?:\\S+ ){0,2}(?:of|from) (?:life|living|this world)|(?:log|logging|logged|check|checking|checked|tap|tapping|bow|bowing|clock|clocking) (?:off|out) (?:permanently|for good|forever|for ever)|(?:ready|want|wanna|going|gonna|time|waiting) (?:\\S+ ){0,3}to check out(?! (?:of|the|this|that|it|some|a|my|our|your|their|his|her|at)\\b)|(?:happier|better) dead|(?:better|thinking|want|going|plan)\\w* (?:\\S+ ){0,4}(?:finish|end) everything(?! (?:on|at|by|for|in|before (?:the|my) (?:deadline|exam))\\b)|(?:disappear|disappeared|disappearing|(?:i'm|i am|i'd be|i'll be|i was|me|just) gone|switched off|switch off|fade out|fade away|fading away|be erased|erased|wiped out) (?:for good|forever|for ever|permanently)|(?:i'd|i would|i'll|i will|just|i could) (?:\\S+ )?fade (?:out|away)(?! of)|(?:wish|want|wanna|like) (?:\\S+ ){0,3}(?:be )?(?:erased|deleted|wiped out|switched off)(?! (?:from|by|on)\\b)|(?:finish|finishing) (?:the job|my life|myself|it all)(?= *$)`,
  ),
  phrase(
    'suicide',
    `(?:i'd|id|i would|i'd much|i'd honestly|i) (?:\\S+ ){0,2}rather (?:be dead|be gone|die)(?! than (?!(?:keep|keeping|go on|going on|feel|feeling|live|living|carry on|carrying on|wake up|waking up|be here|being here|face|spend another|another day|go through (?:another|this|more)|another (?:year|week|month))))|(?:better|easier|best) (?:\\S+ ){0,2}(?:for everyone|for everybody|for them|for all|for my family|all round) (?:\\S+ ){0,2}if i (?:\\S+ ){0,2}(?:die|died|was dead|were dead|was gone|were gone|wasn't here|weren't here|wasn't around|weren't around|disappeared|didn't exist)|with me (?:dead|gone|out of the way)|(?:worth more|better off|manage better|be fine|be better|be happier) (?:\\S+ ){0,5}(?:life insurance|insurance|payout)|life insurance (?:\\S+ ){0,5}than with me|(?:would|'d|will) (?:\\S+ ){0,2}grieve (?:for a (?:bit|while|week|month)|briefly)`,
    false,
  ),
  phraseUnless(
    'suicide',
    `(?:if|when) i (?:just |simply )?(?:wasn't|weren't|was not|were not) (?:around|here)(?! (?:to|for|at|in|on|this|next|when|during|yet|anyway|every)\\b)|(?:don't|do not|can't|cannot|couldn't) (?:really )?(?:see|picture|imagine) (?:myself|me) (?:being )?(?:around|here|alive)(?! (?:this|that|the|my|here|people|them|him|her|kids|children|dogs|for|in this)\\b)|(?:can't|cannot|couldn't) (?:\\S+ ){0,1}(?:picture|imagine|see) (?:myself )?being alive|(?:won't|will not|wont|not gonna|not going to) be (?:a )?(?:nuisance|burden|problem|bother|trouble) (?:to (?:\\S+ ){1,2})?(?:much longer|for much longer|for long|soon|anymore|any more)|(?:won't|wont|will not) be (?:here|around) to (?:need|see|clear)|(?:not|never) (?:gonna|going to) (?:need|be needing) (?:\\S+ ){0,4}where i(?:'m| am) going|need(?:ing)? (?:\\S+ ){0,4}where i(?:'m| am) going|(?:after|when|for when|once|by the time) i(?:'m| am) (?:gone|dead|no longer here|not here anymore)(?! (?:on|for|to|away|abroad|out|from|home)\\b)|(?:if|in case|when) (?:something|anything) (?:happens|happened|were to happen|should happen|was to happen) to me|(?:nothing|less|not much) left for (?:anyone|them|my family|people) to (?:clear|sort|tidy|deal with|clean)|(?:don't|do not) think i(?:'ll| will) (?:get there|make it (?:that far|to \\d+|past))|for when i (?:decide|'m ready|am ready)|(?:after|when|for when|once) i gone|who gets what|(?:won't|will not) need (?:anything|it|them|any of it) (?:after|past|beyond) (?:this|next|the) |there (?:will|'ll) be (?:nobody|no one) (?:here|left) to|(?:if|when) i(?:'m| am) not (?:here|around|there) (?:anymore|any more)|in case i(?:'m| am) not (?:around|here)|(?:posted|post|wrote|sent|recorded) (?:a|my) goodbye(?! (?:card|party|present|gift)\\b)|(?:my|this is my|the) last (?:letter|message|note)(?! from| of the| of my)|(?:real|last|final) goodbye|(?:looking at|look at|eyeing|eye up) (?:\\S+ ){0,2}(?:buildings|bridges|trains|the tracks|the river|pills|knives|the knives|ropes?) (?:differently|a different way|and thinking)`,
    notLife,
    false,
  ),
  phraseUnless(
    'suicide',
    `jumped (?:from|off|in front of) (?:the |a |his |her |their )?(?:\\S+ ){0,2}(?:${height}|train)|overdos\\w* (?:at|aged|age|in) (?:\\d+|\\w+teen|twenty\\w*|uni|school|college)`,
    /\b(?:game|character|level|map|speedrun|cutscene|bungee|pool|swim\w*|dare|parachute|zip ?line|stunt|film|movie|into the (?:river|water|sea|lake)|cousins|mates|summer|accident\w*|died of|death from)\b/,
    false,
  ),
  phraseUnless(
    'suicide',
    `(?:^ *|already |i(?:'ve|ve| have)? )(?:\\S+ )?(?:set|picked|chosen|chose|decided on) (?:a|the) (?:date|day)(?! (?:for|with|to (?:move|start|get|meet|go|visit|launch|book|see|finish))\\b)`,
    /\b(?:wedding|party|move|moving|holiday|trip|launch|exam|interview|birthday party|appointment)\b/,
  ),
  phraseUnless(
    'suicide',
    '(?:goodbye|farewell|final) (?:letters?|notes?|messages?|texts?|videos?|voice ?notes?|emails?)|(?:messaged|texted|rang|called) (?:me |us |them )?(?:to say )?goodbye',
    leaving,
  ),
  phraseUnless(
    'suicide',
    `(?:saving|saved|save|stockpil\\w+|hoard\\w*|collect(?:ed|ing)|putting aside|put aside|set(?:ting)? aside|squirrel\\w* away|counted out|counting out|building up|stash\\w*|got (?:a|the) stash of) (?:up )?(?:all |some |these )?(?:of )?(?:my |her |his |the |my \\w+'s )?${meds}|${meds} (?:\\S+ ){0,2}counted out|(?:put by|put aside|set aside|saved up|stashed) (?:\\S+ ){0,2}$|(?:enough|how many|how much) (?:\\S+ ){0,6}(?:to )?(?:not wake up|stop my heart|do it|do the job|kill me|be fatal|finish me|end it|be enough)|how (?:many|much) (?:of )?(?:my |her |his |the )?${meds} (?:\\S+ ){0,2}(?:it )?(?:would|will|it'd|to|takes?|it takes|is needed|are needed|needed|does it take)|how long (?:\\S+ ){0,4}(?:to|it takes to|it'd take to) (?:drown|bleed out|die|hang|suffocate)|(?:take|taking|swallow|swallowing|took) (?:the whole lot|them all|all of them|the lot|the whole (?:packet|box|bottle|thing))|(?:saving|saved|stockpil\\w+|hoard\\w*|putting|put|kept|keeping) (?:up |aside )?(?:all )?(?:my |her |his )?\\S+ (?:\\S+ )?(?:instead of|rather than) taking|(?:kept|keeping|put|putting|set|setting) (?:\\S+ ){0,3}(?:pills|tablets|meds) aside|(?:taken|took|swallowed) everything (?:from|in) the (?:bathroom )?(?:cabinet|medicine)|(?:eyeing|eyeing off|eyeing up|looking at) (?:\\S+ ){0,2}the whole (?:bottle|packet|box|lot)`,
    /\b(?:from (?:the )?(?:pharmacy|chemist|gp|surgery|doctor|hospital)|for my (?:nan|gran|mum|mom|dad|patients?)|for the (?:week|trip|holiday))\b/,
  ),
  phrase(
    'suicide',
    `(?:took|swallow\\w*|downed|necked|taken|take|taking) (?:a |an |the )?(?:whole |entire )?(?:load|lot|handful|bunch|packet|box|bottle|strip|pack|month's worth)s? of (?:my |the |her |his )?${meds}|(?:took|swallowed|downed|necked|taken) all (?:of )?(?:my |the )?${meds}|stomach pumped|(?:swallowed|took|taken|downed) the (?:lot|whole lot|whole bottle|whole packet|whole box)|(?:a&e|hospital|casualty|the er) after (?:\\S+ ){0,2}(?:tablets|pills|an overdose|cutting|od)|ligatures?|(?:cutting|burning|cuts|burns) (?:to |on |of )?(?:forearms?|wrists?|thighs?|arms)|bought (?:a|some|the) rope(?! (?:for|to|swing|ladder)\\b)|(?:tried|attempted) (?:twice|three times|before|once)(?! (?:to|at|with|and)\\b)|(?<!(?:heroine|hero|character|she|he) )walk(?:ed|s)? into the (?:sea|river|thames|ocean|lake|water|loch|reservoir)(?! (?:for|to (?:swim|paddle|cool))\\b)|(?:took|take|taking) (?:his|her|their) li(?:fe|ves)|lie down and (?:not|never) get up|dsh|previous (?:od|ods|overdoses?|attempts?)|(?<!after )(?:two|three|four|several|\\d+) (?:previous )?(?:attempts|overdoses)(?! (?:at|to|on|of)\\b)|attempts?,? (?:age |aged |in |at )?(?:\\d{2,4}|x\\d)|ods? (?:\\d{4}|x\\d|age|in \\d{4})|overdoses? (?:\\d{4}|x\\d)|(?:belt|rope|cord|scarf|tie|flex|cable|wire|lead) (?:\\S+ ){0,2}(?:around|round) my neck|hold(?:ing)? my head under (?:the )?(?:\\S+ )?(?:water|bath)|(?:cut|slit|slashed|slash) (?:my |her |his )?wrists|(?:rang|rung|called|phoned|texted|contacted) (?:the )?(?:samaritans|a crisis line|a suicide (?:hotline|line)|988|lifeline)|(?:use|using|turn|turning|point|pointing|used) (?:\\S+ ){0,3}on myself|gun to my head|(?:drank|drink|drinking|swallowed) (?:\\S+ ){0,2}(?:bleach|antifreeze|weedkiller|poison|insecticide|pesticide)|bleed(?:ing)? out|(?:look\\w* up|googl\\w*|research\\w*|read\\w* (?:up )?(?:on|about)|reading about|forums? (?:about|on)|talk\\w* about) (?:\\S+ ){0,4}(?:methods|ways to die|how to die|which ways|ways that hurt|painless ways)|(?:look\\w* up|googl\\w*|research\\w*|found|find|searched) (?:which|the tallest|the highest|how high) (?:\\S+ ){0,2}${height}`,
    false,
  ),
  phrase(
    'suicide',
    `(?:think|thinking|thought|thinks|picture|picturing|imagine|imagining|fantasi\\w+|urges? to|tempted to|want to|wanna|wanted to|how easy it (?:would|'d) be to|could just|dream\\w* (?:about|of)|should|tell me to|keep wanting to) (?:\\S+ ){0,4}(?:jump(?:ing)?(?! (?:ship|at|in|on|to|through|the gun|into|up|around|back|the queue|start)\\b)|go(?:ing)? over (?:the )?(?:edge|side|railings?|rail|top)|lean(?:ing)? over|step(?:ping)? (?:off|out in front|in front)|swerv\\w*|steer\\w* (?:\\S+ ){0,2}into|driv\\w* (?:\\S+ ){0,2}(?:into|off) (?:a|the)|crash\\w* (?:my car|the car|into)|walk\\w* into (?:the )?(?:sea|ocean|river|lake|water|traffic)|swim\\w* out|let(?:ting)? go(?! of))|(?:stood|stand|standing|stop(?:ped|ping)?|sat|sitting) (?:\\S+ ){0,3}(?:at|on|near|by) the edge (?:of (?:the |a )?)?(?:\\S+ )?${height}|(?:sat|sit|sitting) in the car (?:\\S+ ){0,5}engine running|hose(?:pipe)? (?:to|from|on|in) the (?:exhaust|car)|how easy (?:\\S+ ){0,2}(?:step|jump|fall) would be|one (?:good )?(?:step|fall|jump) would (?:sort|end|fix)|(?:don't|do not|not sure|didn't) (?:know )?(?:if|whether) i(?:'m| am|'ll| will)? (?:going to |gonna )?(?:walk|come|go|make it) (?:back|home|down)`,
    false,
  ),
  phraseUnless(
    'self-harm',
    `(?:cut|cutting|cuts|carv\\w+|slic\\w+|burn|burning|burnt|burned|bite|biting|bit|hit|hitting|punch\\w*|bruis\\w*|stab\\w*|scald\\w*|slam\\w*|bang\\w*|headbutt\\w*|dig\\w* (?:my )?nails into|pick\\w* at|scratch\\w*) ${body}(?! on (?:the|a) )|(?:hang|hanging|hanged|hung|drown|drowning|drowned|gas|gassing|gassed|poison|poisoning|poisoned|shoot|shooting|shot|stab|stabbing|stabbed|strangl\\w*|chok\\w*|suffocat\\w*|starv\\w*) myself(?! (?:in the foot|up|out|with (?:food|work)|to (?:fit|lose|look))\\b)|(?:razor|blade|compass|lighter|cigarettes?|straighteners?|scissors|glass) (?:\\S+ ){0,4}(?:on|into|to|against|across|over) ${body}|(?:keep|keeps|carry|carries|hide|hid|kept|have|got) (?:a |my |the )?(?:blade|razor)(?! (?:for shaving|to shave)\\b)|(?:bath|shower|bed|bedroom|bathroom|floor) with (?:a|the|my|her|his) (?:\\S+ ){0,2}(?:razor|blade|paracetamol|pills|tablets)|(?:thing|things) with (?:the|a|my) (?:\\S+ )?(?:razor|blade|compass|lighter|knife)|(?:razor|blade|knife|lighter|compass) thing|(?:doing|did|do) (?:it|that|the thing) (?:again )?(?:on|to) ${body}|(?:cigarettes?|lighter|iron) (?:\\S+ ){0,3}(?:on|into|against) my (?:hands?|fingers|face)|barcode (?:scars|cuts)|(?:went|cut|go|going) deeper than (?:usual|last time|before)|cat scratch(?:es)? thing|scars (?:\\S+ ){0,4}(?:aren't|are not|weren't) from|(?:sh|self[- ]?harm) scars|scars from (?:when i used to|the (?:razor|blade|cutting)|cutting)|what i do to (?:myself|${body})|(?:carv\\w+|cut|cutting|scratch\\w*|burn\\w*) (?:\\S+ ){1,3}(?:into|on|of) ${body}|(?:hold|held|holding|put|putting) my (?:hand|arm|fingers|wrist) (?:over|in|on|into) (?:the |a )?(?:hob|flame|candle|stove|fire|iron|kettle|boiling)|(?:punch\\w*|headbutt\\w*|bang\\w* my head (?:on|against)|hit\\w* my head (?:on|against)|slam\\w* my (?:head|hand|fist)s? (?:in|into|against)) (?:the |a )?(?:walls?|doors?|floor)(?: \\w+){0,4} (?:till|until|on purpose|to punish|so it hurts|so hard)`,
    accident,
  ),
  phraseUnless(
    'self-harm',
    `(?:i|i've|ive|i have|i had|i'd|used to|started|start|stopped|stop|been|keep|kept|began|begin|urges? to|want to|wanting to|wanna|relapsed?|from|clean from|free from|wanted to) (?:\\S+ ){0,2}(?:cut|cutting)(?= *$| (?:again|since|when|last|for (?:years|months|\\d)|to (?:feel|cope|punish|release|calm|get)|myself|${body}|at \\d+|as a|in my|in (?:high )?school|in year \\d+))|(?:scratch\\w*|pick\\w* at|bit\\w*|bite|hit\\w*|punch\\w*|bruis\\w*|burn\\w*|pinch\\w*|press\\w*) (?:\\S+ ){0,6}(?:till|until) (?:it|they|i|the skin|my skin|there (?:are|were)) (?:really )?(?:bleeds?|bled|breaks?|broke|split|bruises?|hurts?|blood|raw|marks)|(?:hit|hitting|slam\\w*|bang\\w*|bruis\\w*|burn\\w*|cut\\w*|scratch\\w*|pick\\w*|bit\\w*|bite|punch\\w*|starv\\w*|stop\\w* (?:eating|taking)|(?:not|n't) eaten|crash\\w* (?:the|my) car|cross\\w* the road|hurt\\w*|headbutt\\w*) (?:\\S+ ){0,6}(?:on purpose|deliberately|to punish myself|so it hurts|to feel something)|(?:want|wanted|like|need) it to hurt|(?:clean|free|sober) (?:from|of) (?:cutting|self[- ]?harm\\w*|sh)|(?:used to|started|relapsed?|urges? to|want to|wanna|stop|stopped|clean from|been|i) (?:\\S+ ){0,2}sh(?! (?:up|it)\\b)|(?:hurt|hurting|harm|harming|punish|punishing|bruise|bruising) myself`,
    accident,
  ),
  phrase(
    'suicide',
    `(?<!(?:tried|threaten|threatened|threatening|threatens|trying|going|gonna|wanted|wants) to )(?:kill|killed|hang|hanged|hung|shot|drowned|gassed|poisoned|stabbed|electrocuted) (?:himself|herself|themselves|themself)(?! (?:in the foot|up|out|on)\\b)|(?:took|take|taking|takes) (?:his|her|their) (?:own |ain )?li(?:fe|ves)|took (?:himself|herself|themselves) out|(?:ended|end|ending) (?:his|her|their) (?:own )?li(?:fe|ves)|(?:by|at) (?:his|her|their|my) own hands?|\\bpact\\b|(?:i|i've|ive|i have|i had|i'd) (?:\\S+ )?attempted(?= *$| (?:twice|once|before|three times|\\d+ times|in \\d{4}|when|at \\d+|at uni|at school|as a|last|again|years|a few))|my (?:first |second |third |last |previous |recent |latest |\\w+ )?attempts?(?! (?:at|to|of)\\b)`,
    false,
  ),
  phrase(
    'suicide',
    `(?:tried|try|trying|attempted|attempt) (?:to |2 )?(?:end (?:it|things|my life|it all)|take my (?:own )?life|(?:hang|hanging|drown|drowning)(?! (?:himself|herself|themselves)\\b)|jump|overdose|od)|(?:i|i've|ive|i'd|id|i had|i have|i'm|im) (?:\\S+ ){0,2}(?:took|take|taking|taken|had|did|done|tried|try|trying|attempted|nearly|almost|planning|plan|going|gonna) (?:to |an? |another )?(?:overdos\\w*|od'd|od)|(?:i|i've|ive|i'd|id|i had|i have) (?:\\S+ ){0,2}(?:overdosed|od'd)|(?:think\\w*|thought) (?:\\S+ ){0,2}(?:about|of) (?:overdos\\w*|taking an overdose)|my overdose|(?:thinking|think|thought|thoughts) (?:\\S+ ){0,2}(?:about|of) (?:ending|end) (?:it|things|my life|everything)(?! (?:with|between|off|at|for)\\b)|(?:work\\w*|figur\\w*|plan\\w*) (?:out )?how (?:i'd|id|i would|to|i'll|i will|i could) (?:end|do) (?:it|things)(?! (?:with|between|off)\\b)|(?:make|makes|made|making) me want to end it`,
  ),
  phrase(
    'suicide',
    `(?:might|could|will|i'll|going to|gonna|scared i'll|afraid i'll|worried i'll|tempted to|scared i might|afraid i might) do something (?:stupid|silly|drastic|to myself|i (?:can't|won't) take back)(?! like)|(?:scared|afraid|frightened|terrified) of (?:myself|what i (?:might|could|would|'d|'ll) do)|(?:picture|picturing|imagine|imagining|fantasi\\w+|think\\w* about|plan\\w*) (?:about )?my (?:own )?funeral`,
    false,
  ),
  together(
    'suicide',
    [
      "(?:not|never|won't|will not) (?:gonna |going to |planning to )?do anything(?: (?:stupid|silly|drastic|to myself))?",
      "(?:probably|maybe|i think|i don't know|i dunno|not sure|yet|for now|ask me|hopefully)",
    ],
    2,
  ),
  together(
    'suicide',
    [
      '(?:hit|knocked(?: over| down)?|run over) by (?:a|the) (?:bus|car|truck|lorry|train)',
      "(?:relieved|relief|fine|wouldn't mind|good thing|blessing|okay|glad|happy)",
    ],
    8,
  ),
  together(
    'suicide',
    [
      '(?:burden|cost for them|nuisance|dead weight|weight on|taking up space|so much work|drain on|a problem for|in the way|waste of space)',
      "(?:better off|happier|easier|lighter|breathe easier|relieved|a relief|life insurance|if i (?:\\S+ )?(?:die|died|was gone|were gone|wasn't here|weren't here|disappeared|wasn't around|was dead)|without me|with me (?:dead|gone)|than with me)",
    ],
    25,
    notLife,
  ),
  together(
    'suicide',
    [
      "(?:everyone|everybody|they|people|my (?:family|kids|children|wife|husband|partner|mum|mom|dad|parents|sister|brother|son|daughter|friends)|the world|family|kids)(?:'d| would| will| could| is| are)?",
      '(?:better off|better|happier|easier|lighter|breathe easier|relieved|have a better life|manage better|be fine|be sweet|more free|one less problem|get their lives back|forget me)',
      "(?:without (?:me|a (?:father|mother|mum|dad))(?! in (?:the|goal|defence|attack|midfield))|if i (?:am|was|were) (?:\\S+ )?(?:dead|not there|in the ground)|with me (?:dead|gone)|than with me|if i (?:\\S+ )?(?:was|were|wasn't|weren't|died|disappeared|went) ?(?:gone|dead|here|around|away for good)?)",
    ],
    10,
    notLife,
  ),
  together(
    'suicide',
    [
      '(?:a&e|hospital|the er|stomach|pills|tablets|paracetamol|overdos\\w*|drove into|drove off|driven into|walked into|crashed into|crash\\w* the car)',
      "(?:(?:really |did )?mean(?:t)? it|on purpose|wasn't an accident|open verdict|was not an accident|not an accident|deliberately|deliberate|intentional|intended|meant it)",
    ],
    20,
    /\b(?:patients?|a client|on shift|tough shift|ward|resus|we got (?:him|her|them))\b/,
  ),
  together(
    'suicide',
    [
      "(?:don't|dont|do not|didn't) want to die",
      '(?:stop|stopping|disappear|not be here|not exist|switched off|for good|to end|to be over)',
    ],
    10,
  ),
  together(
    'suicide',
    [
      "(?:i'm|im|i am) (?:so )?done",
      '(?:with being alive|with life|with living|with everything|done done|had enough of (?:living|life|being alive))',
    ],
    12,
  ),
  together(
    'suicide',
    [
      "(?:i've|ive|i have|i) had enough",
      "(?:of living|of life|of being alive|sleeping (?:tablets|pills)|pills|tablets|won't be|not be around|stop now|go now|ready to go)",
    ],
    12,
  ),
  together(
    'suicide',
    [
      '(?:log(?:ging)? off|check(?:ing)? out|tap(?:ping)? out|clock(?:ing)? out)',
      '(?:permanently|for good|forever|from life|of life)',
    ],
    3,
  ),
  together(
    'self-harm',
    [
      '(?:razor|blade|compass|lighter|cigarettes?)',
      '(?:on|into|to|against|across) my (?:arms?|wrists?|legs?|thighs?|skin|stomach|forearms?)',
    ],
    5,
    accident,
  ),
  together(
    'suicide',
    [
      '\\brope\\b',
      "(?:haven't (?:done|used) anything|haven't used it|look at it|bought it|it's there|just in case|for when|ready|could not do it|couldn't do it|next time|measure|the beam|hold my weight)",
    ],
    20,
    /\b(?:climb\w*|swing|skipping|boat|tent|camping|rope access|abseil\w*|ropes course|learn(?:ing)? the ropes)\b/,
  ),
  together(
    'suicide',
    [
      `${height}`,
      '(?:stood|standing|sat|sitting|stopping|stopped|leaning|hanging) (?:\\S+ ){0,3}(?:at|on|near|over) the (?:edge|railings?|side)|looking down and (?:thinking|wondering)|thinking about (?:going over|jumping|the drop)',
    ],
    25,
    /\b(?:game|character|level|map|speedrun|cutscene|bungee|photo|selfie|view|sunset|fireworks)\b/,
  ),
  together('suicide', ['(?:letters?|notes?|messages?|videos?)', 'for after(?= |$)'], 10),
  together('suicide', ['(?:garage|hose(?:pipe)?)', '(?:engine running|the car|exhaust)'], 10),
  together(
    'suicide',
    [
      '(?:hook|beam|ceiling fan|rafters?|banister|loft hatch)',
      '(?:hold|take|support|bear) my weight',
    ],
    12,
  ),
  together(
    'suicide',
    [
      '(?:shotgun|gun|pistol|rifle)',
      "(?:on myself|to my head|in my mouth|would be quick|it'd be quick|thinking about using)",
    ],
    12,
  ),
  together(
    'suicide',
    [
      '(?:trains?|platform|tracks|bridge|the edge|roof)',
      '(?:thinking about it|how easy|working up to (?:it|jumping|doing it)|work up to it)',
    ],
    15,
    /\b(?:game|level|lego|model)\b/,
  ),
  together(
    'suicide',
    [
      '(?:sort|end|fix|finish|solve|deal with) (?:it|this|everything) myself',
      '(?:permanently|for good|once and for all)',
    ],
    3,
  ),
  together(
    'suicide',
    [
      '(?:weedkiller|paraquat|antifreeze|bleach|rat poison)',
      '(?:cap off|drink it|swallow|what it does to you|what it would do)',
    ],
    12,
  ),
  together(
    'suicide',
    ['(?:heaven|paradise)', '(?:go there now|go now|take me|want to go there)'],
    8,
  ),
  together(
    'suicide',
    ['(?:will|will in my notes)', "(?:doesn't know yet|don't know it yet|doesn't know it yet)"],
    12,
  ),
  together(
    'suicide',
    [
      '(?:said|saying|say) (?:my )?goodbyes?',
      "(?:don't know it yet|doesn't know|didn't know|ready to go|for good|last time|won't see)",
    ],
    10,
  ),
];

/**
 * Everyday idioms that contain a listed phrase but are not crisis language. They are masked
 * before matching; only exact idioms are here, never the bare phrase.
 */
export const idioms: RegExp[] = [
  /\bkilling myself['"]? with (?:the )?(?:overtime|work|hours|shifts)\b/g,
  /\bbungee\S* (?:jump\S* )?(?:off|from) (?:the |a )?\S+/g,
  /\b(?:say|said|saying|word) ['"]?unaliv\w*/g,
  /\b(?:says?|saying|keeps saying|joke about|jokes about) ['"]?(?:kms|i (?:want to|wanna) die)['"]?/g,
  /\b(?:self-harm|suicide|suicidal thoughts|suicidal ideation)\W+(?:no|never|none|n\/a)\b/g,
  /\b(?:families|people|young people|clients|patients|members|those|students|adolescents|farmers|men|women) (?:\S+ ){0,6}(?:who self-harm|bereaved by suicide|after a suicide|at risk of suicide)\b/g,
  /\b(?:thesis|research|dissertation|campaign\w*|awareness|support group|charity|training|lecture|module|course|essay|paper|study|inquest|report|article|podcast|documentary) (?:\S+ ){0,3}(?:on|about|for|around|into) (?:\S+ ){0,4}(?:suicide|self-harm)\b/g,
  // Work and training about it, and other people at risk as the job meets them: "self-harm
  // awareness training", "suicide risk assessments", "spotting when a colleague might be suicidal".
  /(?<!\b(?:my|had a|had an|have a|got a|for a|for an) )\b(?:suicide|self-harm) (?:risk|awareness|prevention|safeguarding)(?: \w+)? (?:assessments?|screening|training|course|policy|protocol|plan|module|day|week|session)\b(?! (?:on|of|for|with) me\b)/g,
  /\b(?:a |the |my |our |their )?(?:colleagues?|clients?|patients?|students?|pupils?|service users?|customers?|staff|employees?) (?:\S+ ){0,2}(?:might|may|could|is|are|was|were|seems?|seemed) (?:be |feel |feeling |being )?suicidal\b(?!,? (?:and|but|like|as|so) (?:i|me|i'm|am i)\b)/g,
  /\b(?:question|item|one) about (?:\S+ ){0,3}(?:better off dead|suicide|self-harm|hurting yourself)\b/g,
  /\b(?:ask|asks|asked|asking) (?:people|patients|clients|them|everyone) (?:about|if they(?:'re| are| have)) (?:\S+ ){0,2}suicid\w*/g,
  /\bi'll sleep when i'm dead\b/g,
  /\bligature (?:risks?|points?|free|cutters?|audit)\b/g,
  /\bwant to die\W+no\b/g,
  /\bkilling myself with (?:the )?(?:overtime|work|hours|shifts)\b/g,
  /\b(?:kill|kills|killed|killing) myself (?:laughing|with laughter)\b/g,
  /\bcould sleep (?:for ever|forever|for a week|for a year|for days)\b/g,
  /\b(?:asked|asks) (?:me )?(?:if|whether|about) [^.]*\. (?:honestly |truthfully |and )?(?:no|never|not once|i'm not|i am not|i wasn't|i haven't|i don't)\b/g,
  /\b(?:want|wanna|wanted|going|gonna) (?:to )?die\W*(?:lol|lmao|haha|jk|not really)\b/g,
  /\b(?:run|running|ran|do|doing|did) suicides\b|\bsuicide (?:squad|drills?|sprints?|runs?|doors?)\b/g,
  /(?<!(?:called|rang|phoned|texted|contacted) (?:a |the )?)\bsuicide (?:prevention|awareness)\b/g,
  /\boverdos(?:e|es|ed|ing) on (?!(?:my|her|his|their|mum's|mom's|dad's)\b|(?:the |some |all )?(?:[\w']+ )?(?:purpose|pills|tablets|meds|medication|paracetamol|insulin|heroin|drugs|painkillers|antidepressants|sleeping|opioids|fentanyl|methadone))\w+(?: \w+){0,2}/g,
  /\b(?:kill|kills|killed|killing) myself (?:at the gym|at work|working|over (?:this|that|a|the|it)|to (?:get|make|finish|meet|keep|pay|hit|lose)|for (?:a|this|that|the|it)|trying)\b/g,
  /\bsuicide (?:prevention|awareness)(?: \w+)? (?:charity|training|course|walk|run|month|day|week|event|fundraiser|campaign|volunteer)\b/g,
  /\b(?:asked|asks|ask) (?:me )?(?:about|if|whether|the) [^.]*? i(?:'ve)? (?:\S+ )?(?:said no|never|say no|told (?:her|him|them) no|haven't|have not|hadn't|don't|do not|didn't|wasn't|am not|'m not)\b/g,
  /\b(?:kids|bullies|people|someone|everyone|trolls|they|he|she|classmates) (?:would |used to |kept |keep |always )?(?:tell|told|telling|say|said|saying) me to (?:go )?(?:kill myself|kms|die)\b/g,
  /\b(?:want|wanna|wanted) to die (?:of|from) (?:embarrassment|laughter|laughing)\b/g,
  /\b(?:want|wanna) to live (?:in|with|near|at|on|there|abroad|alone|together|so far)\b/g,
  /\bcut(?:ting|s)? myself (?:off|some slack|a break|shaving|while cooking|by accident|accidentally)\b/g,
  /\boverdos(?:e|es|ed|ing) on (?:coffee|caffeine|sugar|chocolate|netflix|tv|television|work)\b/g,
];

/** Words that deny what follows: "not", "never", "n't". */
export const negators = new Set([
  'not',
  "ain't",
  'aint',
  'nothing',
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
  'bout',
  'dey',
  'tryna',
  'trying',
  'try',
  'or',
  'myself',
  'hurt',
  'harmed',
  'family',
  'want',
  'wanted',
  'anything',
  'like',
  'once',
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

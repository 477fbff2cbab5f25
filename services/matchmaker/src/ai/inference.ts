import type { DimensionKey } from '@rapport/contracts';
import { clip, listOf, type Sentence } from '@rapport/language';
import type { BankQuestion, InferredAnswer } from './conversation-engine';
import { TERM_WEIGHT, vagueTerms } from './preference';
import {
  PREFERENCE_CONFIDENCE,
  questionProfile,
  type QuestionProfile,
  type SentenceProfile,
  type TextProfile,
} from './profile';
import { coupleTerms, narrowGroup, topicLabel, type Topic } from './topics';

/**
 * Why a piece of what they said answers a question, and how sure we are (0 … 1). A topic
 * question ('How much does anxiety affect your day?') is answered only by talk of its topic;
 * a preference question only by a preference stated on what it asks (./profile's
 * PREFERENCE_CONFIDENCE); an open question is asked, never inferred.
 */
export type Link =
  | { kind: 'topic'; confidence: number; topics: Topic[]; terms: string[] }
  | { kind: 'preference'; confidence: number; dimensions: DimensionKey[]; terms: string[] };

/**
 * They spoke of the question's topic, of its narrow part when it names only that (panic,
 * drinking), and of their partner when it asks only about a partner.
 */
function speaksOf(question: QuestionProfile, said: TextProfile, topic: Topic): boolean {
  const theirs = said.themes.get(topic);
  if (!theirs) return false;
  const asked = question.themes.get(topic) ?? [];
  const partnerOnly =
    topic === 'relationships' &&
    asked.some((t) => coupleTerms.test(t)) &&
    !question.themes.has('family') &&
    ![...question.words].some((w) => /friend|famil|parent|child|kid|sibling/.test(w));
  if (partnerOnly && !theirs.some((t) => coupleTerms.test(t))) return false;
  const groups = asked.map(narrowGroup);
  if (asked.length === 0 || groups.some((g) => g === undefined)) return true;
  return theirs.some((t) => groups.includes(narrowGroup(t)));
}

/** Does what they said answer the question? Null below the confidence threshold. */
export function linkTo(question: QuestionProfile, said: TextProfile): Link | null {
  if (question.kind === 'theme') {
    const topics = [...question.subject].filter((k) => speaksOf(question, said, k));
    if (topics.length === 0) return null;
    const terms = topics.flatMap((k) => said.themes.get(k) ?? []);
    return { kind: 'topic', confidence: 1, topics, terms };
  }
  if (question.kind === 'style') {
    const dimensions = [...question.asks].filter(
      (k) => (said.dimensions.get(k)?.confidence ?? 0) >= PREFERENCE_CONFIDENCE,
    );
    if (dimensions.length === 0) return null;
    const confidence = Math.max(...dimensions.map((k) => said.dimensions.get(k)!.confidence));
    const terms = dimensions.flatMap((k) => said.dimensions.get(k)?.terms ?? []);
    return { kind: 'preference', confidence, dimensions, terms };
  }
  return null;
}

/** What each matching dimension is about, in plain words. */
const aspect: Record<DimensionKey, string> = {
  directiveness: 'who leads the sessions',
  emotionalIntensity: 'how far to go into feelings',
  pastOrientation: 'looking at the past or at the present',
  warmSupport: 'support or challenge',
};

/**
 * Why an answer was inferred, in plain words. It names what they spoke about, never which way
 * they lean: a misread negation must not put words in their mouth.
 */
export function inferenceReasoning(link: Link): string {
  if (link.kind === 'topic')
    return `You spoke about ${listOf(link.topics.map(topicLabel))}, which this question asks about.`;
  return `You said what you want on ${listOf(link.dimensions.map((k) => aspect[k]))}, which this question asks about.`;
}

/** Their own words as an answer: the sentence, trimmed, ending like a sentence. */
export function inferredText(sentence: string): string {
  const s = clip(sentence.replace(/\s+/g, ' ').trim(), 220);
  return `[Inferred] ${/[.!?…]$/.test(s) ? s : `${s}.`}`;
}

/** A question's wording reduced to compare repeats ('Do you want…?' twice in a bank). */
export const questionKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * They said what they want on what the question asks about: a wish naming its topic ("I'd want
 * a good chunk of therapy to be about work"), or a stated preference on a dimension its choice
 * offers ("would you rather keep the memory close, or find your footing in daily life again?"
 * is answered by "what I want now is help getting back into life"). A preference on something
 * else ("someone who'll be straight with me") answers the style questions, not this one.
 */
export function wishesOn(question: QuestionProfile, said: TextProfile): boolean {
  if ([...question.subject].some((t) => said.wished.has(t))) return true;
  return wishedChoice(question, said).length > 0;
}

/**
 * The dimensions of the question's choice the sentence states a wish on: a telling word of it,
 * or what the sentence mostly asks for. A vague word beside another wish ("someone who lets me
 * set the pace, some weeks I'll want to talk…") states nothing on it.
 */
function wishedChoice(question: QuestionProfile, said: TextProfile): DimensionKey[] {
  const surest = Math.max(0, ...[...said.dimensions.values()].map((d) => d.confidence));
  return [...question.dimensions.keys()].filter((k) => {
    const d = said.dimensions.get(k);
    if (d === undefined || d.confidence <= TERM_WEIGHT) return false;
    return d.confidence >= surest || d.terms.some((t) => !vagueTerms.has(t));
  });
}

/** How many of the question's own words the sentence uses: which of two questions fits better. */
const fit = (question: QuestionProfile, said: TextProfile) =>
  [...question.words].filter((w) => said.words.has(w)).length;

/**
 * The questions a turn answers without their being asked: for each candidate, the sentence
 * that answers it surest (ties go to the earlier sentence). A question the bank holds twice is
 * credited once. One stated preference answers one preference question: when several ask about
 * the same dimension ("warm or challenging?", "when you feel stuck: encouragement or
 * challenge?"), the one whose words the sentence shares most takes it (bank order breaks ties);
 * the others stay open to be asked. Surest first, then bank order, so the same words always
 * give the same answers.
 */
export function inferAnswers(
  sentences: SentenceProfile[],
  candidates: BankQuestion[],
  asked = false,
): InferredAnswer[] {
  const found: (InferredAnswer & {
    score: number;
    order: number;
    claims: { dimension: DimensionKey; sentence: number; fit: number; terms: string[] }[];
    choice: Set<string>;
    own: Set<string>;
    /** The stated preferences its wish rests on (null: no wish asked for, or just asked). */
    wishedOn: { at: string; uses: number; fit: number }[] | null;
    /** A wish naming its topic ("I'd want someone checking in on me about the drinking"). */
    named: boolean;
  })[] = [];
  const seen = new Set<string>();
  candidates.forEach((q, order) => {
    const key = questionKey(q.text);
    if (seen.has(key)) return;
    const profile = questionProfile(q.text);
    let best: { link: Link; sentence: Sentence; said: TextProfile } | undefined;
    for (const s of sentences) {
      const link = linkTo(profile, s.profile);
      if (link && (!best || link.confidence > best.link.confidence))
        best = { link, sentence: s.sentence, said: s.profile };
    }
    if (!best) return;
    // A question on what they want about a topic: their topic, and what they want on it.
    // Just asked, the question itself says what the wish is about: any wish of theirs answers it.
    const wish = (p: TextProfile) =>
      wishesOn(profile, p) ||
      (asked && (p.wishes || [...p.dimensions.values()].some((d) => d.confidence > TERM_WEIGHT)));
    // What they want about a difficulty they deny ("I'm not that sad") answers no question on it
    // ("I don't want to spend therapy on the job" denies a wish, not the difficulty: it does).
    const affirmed = (t: Topic) =>
      sentences.some(({ profile: p }) => p.themes.has(t) && (!p.denied.has(t) || p.wished.has(t)));
    // Just asked "how much do you want to bring work into therapy?", talk of the job answers it.
    const onTopic = asked && best.link.kind === 'topic' && best.link.topics.some(affirmed);
    if (profile.wants && !onTopic && !sentences.some((s) => wish(s.profile))) return;
    if (profile.wants && best.link.kind === 'topic' && !best.link.topics.some(affirmed)) return;
    seen.add(key);
    const { link, sentence, said } = best;
    const terms = new Set([...profile.dimensions.values()].flatMap((d) => d.terms));
    found.push({
      questionId: q.id,
      answer: inferredText(sentence.text),
      source: sentence.text,
      reasoning: inferenceReasoning(link),
      score: link.confidence,
      order,
      claims:
        link.kind === 'preference'
          ? link.dimensions.map((dimension) => ({
              dimension,
              sentence: sentence.index,
              fit: fit(profile, said),
              terms: said.dimensions.get(dimension)?.terms ?? [],
            }))
          : [],
      choice: profile.wants ? terms : new Set<string>(),
      own: terms,
      named:
        profile.wants &&
        sentences.some((s) => [...profile.subject].some((t) => s.profile.wished.has(t))),
      wishedOn:
        !profile.wants || asked
          ? null
          : sentences.flatMap((s) =>
              wishedChoice(profile, s.profile).map((k) => ({
                at: `${s.sentence.index}:${k}`,
                uses: (s.profile.dimensions.get(k)?.terms ?? []).filter((t) => terms.has(t)).length,
                fit: fit(profile, s.profile),
              })),
            ),
    });
  });
  // Each stated preference (a dimension in a sentence) goes to the question that fits it best.
  const owner = new Map<string, { fit: number; order: number }>();
  for (const f of found)
    for (const c of f.claims) {
      const at = `${c.sentence}:${c.dimension}`;
      const held = owner.get(at);
      if (!held || c.fit > held.fit || (c.fit === held.fit && f.order < held.order))
        owner.set(at, { fit: c.fit, order: f.order });
    }
  // Words that are the very choice of a question on a topic they answered ("small steps" or
  // "how heavy things feel" on depression), and not the style question's own ("practical"),
  // answer that question, not the style question.
  const choices = found.filter((f) => f.choice.size > 0).map((f) => f.choice);
  const reserved = (f: (typeof found)[number], terms: string[]) =>
    choices.some(
      (choice) => terms.length > 0 && terms.every((t) => choice.has(t) && !f.own.has(t)),
    );
  // One stated preference answers one question on a topic's choice: of several ("practical
  // tools, right in the moment" after talk of an assault and of panic attacks), the one whose
  // choice words it uses, then whose words it shares most.
  const wishOwner = new Map<string, { uses: number; fit: number; order: number }>();
  for (const f of found)
    for (const w of f.wishedOn ?? []) {
      const held = wishOwner.get(w.at);
      const better =
        !held ||
        w.uses > held.uses ||
        (w.uses === held.uses &&
          (w.fit > held.fit || (w.fit === held.fit && f.order < held.order)));
      if (better) wishOwner.set(w.at, { uses: w.uses, fit: w.fit, order: f.order });
    }
  const owns = (f: (typeof found)[number]) =>
    (f.wishedOn ?? []).filter((w) => wishOwner.get(w.at)?.order === f.order).map((w) => w.at);
  // A wish said about a topic's choice ("I'd rather understand why I keep reaching for it" after
  // talk of drinking) answers that topic's question, not the style question too.
  const onTopicChoice = new Set(found.flatMap(owns));
  const keeps = (f: (typeof found)[number]) =>
    (f.named || f.wishedOn === null || owns(f).length > 0) &&
    (f.claims.length === 0 ||
      f.claims.some(
        (c) =>
          owner.get(`${c.sentence}:${c.dimension}`)?.order === f.order &&
          !reserved(f, c.terms) &&
          !onTopicChoice.has(`${c.sentence}:${c.dimension}`),
      ));
  return found
    .filter(keeps)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(
      ({
        score: _s,
        order: _o,
        claims: _c,
        choice: _h,
        own: _w,
        wishedOn: _p,
        named: _n,
        ...answer
      }) => answer,
    );
}

const evasive =
  /^(i\s+(really\s+)?(don'?t|do not)\s+know|not sure|no idea|pass|skip|nothing|no comment|next)\b/i;

/** Enough of an answer to count as one: more than a word, and not a shrug ('I don't know'). */
export function isSubstantive(transcript: string): boolean {
  const said = transcript.trim();
  return said.split(/\s+/).length >= 2 && !evasive.test(said);
}

export const ANSWERED_DIRECTLY = 'Your answer when this question was asked.';

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w));

/**
 * How a reply to a question starts: "Yes, most days", "Not really", "Both", "The second one".
 * ("I was stuck in traffic for an hour" starts a story, not a reply: "I was, for years" is one.)
 */
const replyStart =
  /^(yes|yeah|yep|yup|no|nope|nah|not (really|much|at all|so much|that much|very)|definitely|absolutely|certainly|probably|maybe|perhaps|sometimes|often|rarely|always|never|a (lot|little|bit|fair bit)|quite|very|loads|hugely|massively|both|neither|either|the (first|second|former|latter|last)|i (think|guess|suppose|reckon|would|do|don't(?! (really )?know)|didn't|haven't)|i (did|have|am|was)(?=[,.!]|$| (yes|yeah|no|not|really|a bit|quite|very)\b)|i'?d (say|prefer|like|rather|want)|i'?m (not )?(sure|really)|it (depends|does|doesn't|has|hasn't|is|isn't)|that'?s|hard to say|kind of|sort of|mostly|most days|every day|all the time)\b/i;
/** A question, asked with its mark or its order ("Are you a real person or a computer, …"). */
const asksBack = (sentence: string) =>
  /\?\s*$/.test(sentence) ||
  /^(are|is|can|could|do|does|did|will|would|should|have|has)\s+(you|they|the|there|it|this|that|we|i)\b/i.test(
    sentence.trim(),
  );
/** Gathering one's thoughts: what follows may answer, this does not. */
const holdingOn =
  /\bwhere (do (you|i)|to|would i|should i) (even )?(start|begin)\b|\blet me (just )?think\b|\bhow (to|do i|can i|should i) put (it|this)\b/i;
/** A wish said outright: on a preference question, "Someone who tells me straight" is a reply. */
const wishFrame =
  /\b(someone|somebody) (who|that|to)\b|(?<!\b(if|when) )\bi('d| would) (like|prefer|want|rather)\b|(?<!\b(if|when) )\bi (want|need|prefer)\b/i;

/**
 * Does what they said, just after the question, address it? When it speaks to the question's
 * topic or preference (inferAnswers), yes. Otherwise only a reply that is one: it starts as a
 * reply ("Yes, most days", "Not really"), or takes up the question's own words, or states a wish
 * when a preference was asked; and it turns to no topic or preference of its own. "My dad passed away in
 * March" after the anxiety question, or "Sorry I'm late, the bus didn't come", leaves it open.
 */
export function addressesAsked(
  question: BankQuestion,
  transcript: string,
  sentences: SentenceProfile[],
): boolean {
  const profile = questionProfile(question.text);
  if (profile.kind === 'open') return true;
  // A question back ("Are the therapists actually qualified…?") or playing for time ("where do
  // you start, it's a long story…") is no reply.
  const stated = sentences.filter(({ sentence }) => !asksBack(sentence.text));
  if (stated.length === 0 || holdingOn.test(transcript)) return false;
  const said = transcript.trim();
  // Their own topic, or a wish on a preference the question does not ask about.
  const elsewhere = sentences.some(
    ({ profile: p }) =>
      [...p.themes.keys()].some((t) => !profile.subject.has(t)) ||
      [...p.dimensions].some(([k, d]) => d.confidence >= TERM_WEIGHT && !profile.asks.has(k)),
  );
  if (elsewhere) return false;
  if (replyStart.test(said.replace(/^(um+|uh+|er+|well|oh|so|hmm+)[,.]?\s+/i, ''))) return true;
  if (profile.kind === 'style' && wishFrame.test(said)) return true;
  return stated.some(({ profile: p }) => shared(profile.words, p.words).length > 0);
}

/**
 * The question just asked, answered by what they said: the sentence that speaks to it best,
 * else all of it when the reply addresses it. Null for a shrug, or for talk of something else:
 * the question is not counted as answered.
 */
export function directAnswer(
  question: BankQuestion,
  transcript: string,
  sentences: SentenceProfile[],
): InferredAnswer | null {
  if (!isSubstantive(transcript)) return null;
  const linked = inferAnswers(sentences, [question], true)[0];
  if (!linked && !addressesAsked(question, transcript, sentences)) return null;
  const source = linked?.source ?? transcript.trim();
  return {
    questionId: question.id,
    answer: inferredText(source),
    source,
    reasoning: linked ? `${ANSWERED_DIRECTLY} ${linked.reasoning}` : ANSWERED_DIRECTLY,
  };
}

/**
 * How well a question follows from what they said, and what ties them, in plain words: a
 * question on a topic they named first; then a preference question (on what they touched, or
 * any while they talk about how therapy should be); a question about a difficulty they never
 * named comes last ("When you think about grief…" after talk of a marriage is not a follow-up).
 */
export function relatedness(
  question: QuestionProfile,
  said: TextProfile,
): { score: number; tie?: string } {
  let score = shared(question.words, said.words).slice(0, 2).length;
  if (question.kind === 'theme') {
    const topics = [...question.subject].filter((t) => said.mentions.has(t));
    if (topics.length === 0) return { score: question.asks.size > 0 ? -2 : -1 };
    score += 3 * topics.length;
    return { score, tie: `You spoke about ${listOf(topics.map(topicLabel))}` };
  }
  if (question.kind === 'style') {
    // A preference they stated; a word in passing ("falling apart") only leans toward style questions.
    const touched = [...question.asks].filter(
      (k) => (said.dimensions.get(k)?.confidence ?? 0) >= PREFERENCE_CONFIDENCE,
    );
    if (touched.length > 0)
      return { score: score + 2, tie: `You spoke about ${listOf(touched.map((k) => aspect[k]))}` };
    if (said.dimensions.size > 0) score += 1;
  }
  return { score };
}

/**
 * The next question: of those neither asked nor answered, the one that follows best from what
 * they said (bank order breaks ties), with its reason saying what ties them.
 */
export function chooseNext(
  remaining: BankQuestion[],
  said: TextProfile | null,
): { question: BankQuestion; reason: string } | null {
  let best: { question: BankQuestion; score: number; tie?: string } | undefined;
  for (const question of remaining) {
    const r = said ? relatedness(questionProfile(question.text), said) : { score: 0 };
    if (!best || r.score > best.score) best = { question, ...r };
  }
  if (!best) return null;
  const why = best.question.reasoning.trim();
  const reason = best.tie
    ? `${best.tie}, so this is worth asking next. ${why}`
    : why || 'This helps complete the picture of what you are looking for.';
  return { question: best.question, reason: reason.trim() };
}

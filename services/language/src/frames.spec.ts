import { agentOf, isRefusal } from './frames';
import { analyseText } from './nlp';
import { scopeSentences, stanceOf } from './scope';

/** The stance of the first word whose normal form is `word`: +1 wanted/true, -1 negated or rejected. */
function polarity(text: string, word: string): 1 | -1 {
  const sentences = analyseText(text).sentences;
  const clauses = scopeSentences(sentences);
  for (const s of sentences) {
    const i = s.words.findIndex((w) => w.normal === word);
    if (i >= 0) return stanceOf(clauses, s.index, i).polarity;
  }
  throw new Error(`${word} not in ${text}`);
}

describe('sentence frames: excess, requests, reactions, dismissals', () => {
  it.each([
    // Excess: "too X" asks for less of X, negated or not; "too X to Y" negates Y.
    ['When therapy gets too raw I end up worse.', 'raw', -1],
    ['Not too intense, please.', 'intense', -1],
    ["Please don't be too blunt with me.", 'blunt', -1],
    ['There was too much structure in my last therapy.', 'structure', -1],
    ["I'm too scattered to lead.", 'lead', -1],
    // A request to stop; not a story ("she stopped eating").
    ['Stop asking me about my mother!', 'mother', -1],
    ["She's stopped eating properly.", 'properly', 1],
    // The trigger of a bad reaction.
    ['Whenever a counsellor asks about my parents I switch off.', 'parents', -1],
    ['Talking about feelings makes me panic.', 'feelings', -1],
    ['Give me strategies I can use when I panic.', 'strategies', 1],
    // The trigger after the reaction, and reactions of leaving said by the speaker.
    ['I shut down when a therapist tries to challenge me.', 'challenge', -1],
    ['When my therapist started challenging me, I stopped going.', 'challenging', -1],
    ['If you challenge me, I will probably quit.', 'challenge', -1],
    ['The real work is going back to the parent who walked out, once they are sober.', 'sober', 1],
    // A fear denied, a wish given up.
    ["I need someone who isn't afraid to challenge me.", 'challenge', 1],
    ['I used to want someone to challenge me, but not anymore.', 'challenge', -1],
    // Dismissals.
    ['The past is the past.', 'past', -1],
    ["I don't see what my school days have to do with my panic attacks now.", 'days', -1],
    ["I don't see what my school days have to do with my panic attacks now.", 'now', 1],
    ['My childhood has nothing to do with it.', 'childhood', -1],
    ["I want to stay with the present, I've done the childhood stuff already.", 'childhood', -1],
    ['I was in therapy where everything was planned out. Not again.', 'planned', -1],
    // "Without X" followed by what goes wrong asks for X; "without judgement" still negates.
    ["Without structure I'll waste the sessions.", 'structure', 1],
    ['Without judgement, I can open up.', 'judgment', -1],
  ])('%s — %s → %d', (text, word, expected) => {
    expect(polarity(text, word)).toBe(expected);
  });

  it('weighs a "whatever …" clause as conceded', () => {
    const text = "Whatever happened back then, it's what I do now that counts.";
    const sentences = analyseText(text).sentences;
    const clauses = scopeSentences(sentences);
    const words = sentences[0]?.words ?? [];
    const then = stanceOf(
      clauses,
      0,
      words.findIndex((w) => w.normal === 'then'),
    );
    const now = stanceOf(
      clauses,
      0,
      words.findIndex((w) => w.normal === 'now'),
    );
    expect(then.weight).toBeLessThan(now.weight);
  });

  it('weighs an "even if …" clause as conceded', () => {
    const text = "I want someone who'll be honest even if it's not what I want to hear.";
    const sentences = analyseText(text).sentences;
    const clauses = scopeSentences(sentences);
    const words = sentences[0]?.words ?? [];
    const honest = stanceOf(
      clauses,
      0,
      words.findIndex((w) => w.normal === 'honest'),
    );
    const hear = stanceOf(
      clauses,
      0,
      words.findIndex((w) => w.normal === 'hear'),
    );
    expect(honest).toMatchObject({ polarity: 1, weight: 1 });
    expect(hear.weight).toBeLessThan(1);
  });

  it.each([
    ['Not again.', true],
    ['No more, thanks.', true],
    ['Never again.', true],
    ['No.', false],
    ['I want structure.', false],
  ])('isRefusal(%s) → %s', (text, expected) => {
    expect(isRefusal(analyseText(text).sentences[0]?.words ?? [])).toBe(expected);
  });
});

describe('agentOf: who does the act', () => {
  const agent = (text: string, verb: string) => {
    const words = analyseText(text).sentences[0]?.words ?? [];
    return agentOf(
      words,
      words.findIndex((w) => w.normal === verb),
    );
  };

  it.each([
    ['I want someone who leads.', 'leads', 'therapist'],
    ["I'd like the therapist to lead.", 'lead', 'therapist'],
    ['Maybe someone who lets me take the wheel?', 'take', 'self'],
    ['Let clients set the pace.', 'set', 'client'],
    ['I want to be guided.', 'guided', 'therapist'],
    ['Leading is hard.', 'leading', null],
    // The object of a preposition is not who acts.
    ['With them, follow rather than lead.', 'lead', null],
    ['Let them lead.', 'lead', 'others'],
    ['With these clients, follow rather than lead.', 'lead', null],
    // "who" is whom it follows.
    ['Clients who find advice patronising should be left to lead.', 'lead', 'client'],
    // Who is handed something does not act: the giver does.
    ['I hand them a worry log and set the agenda.', 'set', 'self'],
    // The object of an earlier verb does not do the act coordinated with it; a let-object does.
    ['I slowed him right down and steered us to sleep.', 'steered', 'self'],
    ['I let them play and lead.', 'lead', 'others'],
    // A pronoun after a therapist's verb of saying is that therapist.
    ['I distrust a therapist who says they set the agenda.', 'set', 'therapist'],
    ['Veterans say they set the agenda.', 'set', 'others'],
    ['Therapists tell me they set the agenda.', 'set', 'therapist'],
    ['Clients who say they set the agenda do better.', 'set', 'others'],
    // A subject after a pause is not given anything; a free relative's subject does not act
    // after it.
    ['Rather than following what they bring, I set the agenda.', 'set', 'self'],
    ['I follow what they bring, and avoid setting the agenda.', 'setting', 'self'],
    ['I let them pick what they want and set the agenda.', 'set', 'others'],
    // A gerund's own subject acts, after a preposition too; a passive carries over "not".
    ['Clients do better with me setting the agenda.', 'setting', 'self'],
    ['Creative clients respond to being followed, not led.', 'led', 'therapist'],
  ])('%s — %s → %s', (text, verb, expected) => {
    expect(agent(text, verb)).toBe(expected);
  });
});

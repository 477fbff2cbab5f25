import { analyseClauses, stanceOf, scopeSentences } from './scope';
import { analyseText } from './nlp';

/** The stance of the first word `word` in `text`: +1 wanted/true, -1 negated or rejected. */
function stance(text: string, word: string) {
  const sentences = analyseText(text).sentences;
  const clauses = scopeSentences(sentences);
  for (const s of sentences) {
    const i = s.words.findIndex((w) => w.normal === word);
    if (i >= 0) return stanceOf(clauses, s.index, i);
  }
  throw new Error(`${word} not in ${text}`);
}

describe('scope: negation, contrast, hedges, who is meant', () => {
  it.each([
    ['I want someone warm and gentle.', 'gentle', 1],
    ["I don't want someone gentle.", 'gentle', -1],
    ["I need someone who won't let me off the hook.", 'hook', -1],
    // "yet another" goes on with the negation before it.
    ["What they need is someone who doesn't hand them yet another task.", 'task', -1],
    // A relative clause's negation does not undo the main verb's: each negates its own.
    ["People who can't sleep don't need me poking holes in their story.", 'poking', -1],
    ["I don't want someone who never listens.", 'listens', 1],
    // A fear told of others in a relative clause rejects nothing of the speaker's.
    ['Men who are scared of their temper need to trace where it comes from.', 'trace', 1],
    // "rather than" with no pause after it ends at the main clause's subject and verb.
    ["With shame, rather than managing today's symptoms I find we trace it back.", 'symptoms', -1],
    ["With shame, rather than managing today's symptoms I find we trace it back.", 'trace', 1],
    ['Gentle and warm… it did nothing for me. I need a push.', 'gentle', -1],
    ['Years of talking about my childhood did nothing for me.', 'childhood', -1],
    // What it made them feel, and what they felt about it, closing the clause.
    ['Structure makes me feel boxed in.', 'structure', -1],
    ['Going over my childhood again would just depress me.', 'childhood', -1],
    ['My old counsellor gave me homework every week and I dreaded it.', 'homework', -1],
    ['Whenever someone hands me a step-by-step plan I end up resenting it.', 'plan', -1],
    ['My last therapist was really blunt and it made me shut down completely.', 'blunt', -1],
    ["I've done years of talking about my parents and it hasn't changed a thing.", 'parents', -1],
    ['Honestly the thought of reliving everything terrifies me.', 'reliving', -1],
    ["When I'm left to ramble I get nothing out of it.", 'ramble', -1],
    ["I'm not sure I'm ready to go deep, maybe later.", 'deep', -1],
    ['We focus on how they talk to each other now rather than their childhoods.', 'childhoods', -1],
    ['We focus on how they talk to each other now rather than their childhoods.', 'now', 1],
    ['Instead of digging into my childhood, I want tools for now.', 'childhood', -1],
    ['Instead of digging into my childhood, I want tools for now.', 'tools', 1],
    ["I'd rather be challenged than coddled.", 'coddled', -1],
    ["I'd rather be challenged than coddled.", 'challenged', 1],
    ['Curiosity works better than confrontation.', 'confrontation', -1],
    ['I prefer practical tools over talking about feelings.', 'feelings', -1],
    ['I used to want advice but now I want space to think.', 'advice', -1],
    ['I used to want advice but now I want space to think.', 'space', 1],
    ['I never liked homework and I love worksheets.', 'worksheets', 1],
    ['I never liked homework and I love worksheets.', 'homework', -1],
    ['Sessions without judgement help me.', 'judgment', -1],
    ['No, I want structure.', 'structure', 1],
    // What a comparison rejects ends at the main clause's verb or a pause.
    ['Clients who want to be heard rather than fixed should be given control.', 'control', 1],
    ['They need more than tips; look at what they learned as children.', 'children', 1],
    // A negated infinitive ends at the sentence's own verb; a subject and verb end what
    // "rather than" rejects; "X beats Y"; "…, which did nothing" points back past the pause; a
    // failure after a comma splice judges its own subject; a verbless "but" phrase qualifies.
    ['People who were told not to cry need a room where feelings can be big.', 'big', 1],
    ['People who were told not to cry need a room where feelings can be big.', 'cry', -1],
    ['So rather than diving in I keep sessions contained.', 'contained', 1],
    ['So rather than diving in I keep sessions contained.', 'diving', -1],
    ['A plan for this week beats an hour on their parents.', 'parents', -1],
    ['A plan for this week beats an hour on their parents.', 'plan', 1],
    ['Her GP gave her worksheets, which did nothing.', 'worksheets', -1],
    // A means that fails ("You won't help me by …"); a list said again by "none of it"; what a
    // verb asks after "instead of" goes with it.
    ["You won't help me by lecturing me about my drinking.", 'lecturing', -1],
    ["You won't help me by lecturing me about my drinking.", 'you', 1],
    [
      "They get advice from everyone - tips, plans, 'just relax' - and none of it moves them.",
      'advice',
      -1,
    ],
    ['Someone who listens instead of asking what I did to provoke it.', 'provoke', -1],
    // ("…, or nothing shifts" names what is needed; it repeats no list before it.)
    ['You have to call it out, kindly but plainly, or nothing shifts.', 'call', 1],
    // What they flounder without is needed.
    ['I struggle without structure.', 'structure', 1],
    ['Sessions without judgement help me.', 'judgment', -1],
    ['I keep it gentle with them, challenging them is the last thing they need.', 'gentle', 1],
    [
      'I keep it gentle with them, challenging them is the last thing they need.',
      'challenging',
      -1,
    ],
    ['I use a structured protocol, but at a measured pace.', 'structured', 1],
    // Someone else's dislike rejects nothing the speaker said.
    ['Challenge them firmly, even when they do not like it.', 'firmly', 1],
    // What a verb of suppressing rejects is its object, not the rest of the sentence.
    ['Clients who bottle up anger often need to let it out.', 'anger', -1],
    ['Clients who bottle up anger often need to let it out.', 'out', 1],
    // A rejecting verb right before a pause has no object after it.
    ['Going back to the friends they buried, and letting the sorrow land, helps.', 'sorrow', 1],
    // A relative's own failure ("what isn't working") rejects nothing before it.
    ["They need someone blunt about what isn't working.", 'blunt', 1],
    // A subordinate clause with its own subject is outside the negation before it…
    ['Clients raised never to show feelings do better when sessions stay calm.', 'calm', 1],
    ['Clients raised never to show feelings do better when sessions stay calm.', 'feelings', -1],
    // …but not the clause "it" stands for.
    ["I don't like it when they push me.", 'push', -1],
    // How long a negated act lasts is the act; the time of what its object names is the object.
    ['I never stay with their pain until the tears come.', 'tears', -1],
    ["I don't push until they are ready.", 'ready', 1],
    ['I never work on the problems they face today.', 'today', -1],
    ["I can't handle harshness today.", 'today', 1],
    // A "when" inside a gerund subject is part of what the verdict judges.
    ['Comforting them warmly when they struggle is the last thing they need.', 'warmly', -1],
    // "… it rarely ends well" judges what comes before; "it" before a "when" stands for it.
    ['I set the agenda with them; it rarely ends well.', 'agenda', -1],
    ['It never ends well when I set the agenda.', 'agenda', -1],
    ['It went nowhere until I told them straight.', 'straight', 1],
    // The therapist's work is no approach failing.
    ['We never work with their dreams.', 'dreams', -1],
    ['Gentle support never works with them.', 'gentle', -1],
    ['Not only warmth but also honesty.', 'warmth', 1],
    // "less X, more Y" without a "than".
    ['Less talk about feelings and more calm problem-solving, please.', 'feelings', -1],
    ['Less talk about feelings and more calm problem-solving, please.', 'calm', 1],
    // "not just" negates unless a "but"/"also" follows (wink reads it as "not only").
    ["Someone who won't just tell me what I want to hear.", 'hear', -1],
    // A concession judges nothing before it; a sentence's opening "That" points back; so does
    // a pronoun after an opening phrase; failures over "going to", "felt forced", "got … nowhere".
    ["We go into the grief, even when it's overwhelming.", 'grief', 1],
    ['My last therapist wanted to explore my childhood. That rarely helps.', 'childhood', -1],
    ['I tried homework. In my experience it backfires.', 'homework', -1],
    ['Talking about my father was never going to work.', 'father', -1],
    ['We talked about my father but it felt forced.', 'father', -1],
    ['Being pushed had got me nowhere.', 'pushed', -1],
    ['They pushed me to cry every week. It overwhelmed me.', 'cry', -1],
    // A verbless "X over Y", and "better … than" with words between.
    ["It's validation over confrontation.", 'confrontation', -1],
    ['I respond better to structure than to talk about feelings.', 'feelings', -1],
    ['I need you to be less formal and more relaxed.', 'formal', -1],
    ['Exploring the past, my childhood - none of that helped me.', 'childhood', -1],
    ['People lost without work respond to a clear agenda.', 'agenda', 1],
    ['Sessions without judgement help me.', 'judgment', -1],
    // A negated "help"/"work" rejects its subject, whatever the auxiliary.
    ["Looking back hasn't helped me so far; I want to look forward.", 'back', -1],
    ["Digging up my teenage years won't help me.", 'teenage', -1],
    ['Reassurance on its own rarely helps.', 'reassurance', -1],
    // What does not last or go deep: "don't stick", "only scratches the surface", "never held".
    ["Anger tips without the history don't stick.", 'tips', -1],
    ["I don't stick with homework, so please don't give me any.", 'homework', -1],
    ['Staying in the present only scratches the surface.', 'present', -1],
    ['Coping skills alone never held for her.', 'skills', -1],
    ['Talking only about this week never gets underneath it.', 'week', -1],
    ['Here-and-now coping work kept failing.', 'coping', -1],
    // "barely", and "little" time or point, negate; "a little" does not.
    ['We barely mention their early years.', 'early', -1],
    ['I spend very little time on childhood.', 'childhood', -1],
    ['I spend a little time on childhood.', 'childhood', 1],
    // (Not "barely" for how the speaker is: "I can barely cope and need a plan".)
    ['I can barely cope and need a plan.', 'plan', 1],
    // "no small thing" is a big one; "no small steps" still refuses them.
    ["It's no small thing to sit with his anger.", 'anger', 1],
    ['No small steps for me, I want to go deep.', 'steps', -1],
    // "felt" read as a noun still links its verdict; "however long" is a degree, not a contrast.
    ['Keeping things light felt dismissive to them.', 'light', -1],
    // (Not "was cold": a person described.)
    ['My mother was cold and critical.', 'mother', 1],
    ['Let the tears come, however long it takes.', 'tears', 1],
    ['Being told off by a therapist is the last thing I need.', 'told', -1],
    ['Homework would stress me out.', 'homework', -1],
    // The speaker's fear or dislike rejects its object; negated, welcomes it.
    ["I cry at adverts, I'm not scared of feelings.", 'feelings', 1],
    ["I'd hate a therapist who lets me waffle.", 'waffle', -1],
    ["I've had enough harshness from my family.", 'harshness', -1],
    // Not a refusal but a lack: "nobody has ever asked me about it".
    ['Nobody has ever asked me about growing up with my father.', 'growing', 1],
    ['No one should push me.', 'push', -1],
    // What the speaker could not do is a lack, not a refusal; what they cannot bear is refused.
    ["I've never let myself grieve properly.", 'grieve', 1],
    ['I was never able to cry in front of anyone.', 'cry', 1],
    ["I'm not able to handle harshness.", 'harshness', -1],
    // The time of a negated act is not negated.
    ["I can't handle harshness right now.", 'now', 1],
    ["I can't handle harshness right now.", 'harshness', -1],
    // "the now" is a noun: inside the negation.
    ["I don't stay in the now with them.", 'now', -1],
    // What nothing works without is needed; a negated condition of a negated outcome too.
    ['Without looking at the father who shouted, no technique lasts.', 'father', 1],
    ['Without structure, nothing changes for me.', 'structure', 1],
    ['Still, without someone pushing me, nothing shifts.', 'pushing', 1],
    ['Without pressure, I open up.', 'pressure', -1],
    ["I won't get better if we don't look at my childhood.", 'childhood', 1],
    ["I don't open up if they push.", 'push', 1],
    // What nothing changes without: "… or nothing changes", "…, otherwise nothing moves".
    ['You have to confront me directly or nothing changes.', 'confront', 1],
    ['I need someone to set tasks, otherwise nothing moves.', 'tasks', 1],
    ['I tried worksheets and nothing changed.', 'worksheets', -1],
    // "Nothing beats X": the best, with no side beaten.
    ['Nothing beats a written plan.', 'plan', 1],
    ['A written plan beats endless talk.', 'talk', -1],
  ])('%s — %s → %d', (text, word, polarity) => {
    expect(stance(text, word).polarity).toBe(polarity);
  });

  it('does not let a verbless manner after "but" outweigh what it qualifies', () => {
    const text = 'Challenge me, but kindly.';
    expect(stance(text, 'challenge').weight).toBeGreaterThan(stance(text, 'kindly').weight);
  });

  it('keeps a fear conceded before a "but" from rejecting what it names', () => {
    const text = "I'm scared of my feelings but I know I have to go through them.";
    expect(stance(text, 'feelings').polarity).toBe(1);
  });

  it('reads "yet another", "not yet" as no "but": nothing before them is conceded', () => {
    for (const text of ['Being yet another gentle listener is useless.', 'Not yet gentle.'])
      expect(stance(text, 'gentle').weight).toBe(1);
    const text = 'They want warmth, yet what helps is a push.';
    expect(stance(text, 'warmth').weight).toBeLessThan(1);
  });

  it('concedes nothing before "but I also": both sides hold', () => {
    const text = 'I give them the structure, but I also help them feel the fear.';
    expect(stance(text, 'structure').weight).toBe(1);
    expect(
      stance('I give them the structure, but I help them feel the fear.', 'structure').weight,
    ).toBeLessThan(1);
  });

  it('weighs a conceded side below the side after "but"', () => {
    const text = 'Warmth is nice, but I need someone who pushes me.';
    expect(stance(text, 'warmth').weight).toBeLessThan(stance(text, 'pushes').weight);
  });

  it.each([
    ['I want structure.', 'self'],
    ['We argue every night.', 'we'],
    ['My therapist was kind.', 'therapist'],
    ['Give me homework.', 'therapist'],
    ['My mother never listened.', 'others'],
    ['My last therapist was lovely.', 'others'],
    ["I'm after someone gentle.", 'self'],
    ['They talk over each other.', 'others'],
  ])('%s is about %s', (text, person) => {
    expect(analyseClauses(text)[0]?.person).toBe(person);
  });

  it('marks hedged clauses', () => {
    const [hedged] = analyseClauses('Maybe I want a bit of structure.');
    const [plain] = analyseClauses('I want structure.');
    expect(hedged?.hedged).toBe(true);
    expect(plain?.hedged).toBe(false);
    expect(analyseClauses("I don't know.")[0]?.hedged).toBe(true);
  });

  it('splits clauses at but and a new subject, so a negation stays in its clause', () => {
    const clauses = analyseClauses("I don't like homework, but I love a clear plan.");
    expect(clauses.map((c) => c.text)).toEqual([
      "I do n't like homework",
      'but I love a clear plan',
    ]);
    expect(clauses[1]?.words.some((w) => w.negated)).toBe(false);
  });
});

import { detectCrisis, detectPhrases, passagesOf } from './detect-crisis';

describe('detectCrisis', () => {
  it.each([
    'I want to kill myself.',
    'Some nights I think about killing myself',
    'I tried to kill myself last year.',
    'I have thought about ending my life.',
    'I just want to end my life',
    'Sometimes I want to end it all.',
    'I have been feeling suicidal lately',
    'I am SUICIDAL.',
    'I had suicidal thoughts in the spring.',
    'My brother died by suicide and I keep thinking about it.',
    'I think about suicide a lot.',
    'I want to hurt myself when I get like this',
    'I hurt myself when the panic gets too much.',
    'I self-harm when things get bad',
    'I have a history of self harm.',
    'I started self-harming at fifteen.',
    'I have been cutting myself again.',
    'I cut myself last week.',
    'I burn myself sometimes.',
    "I don't want to live anymore.",
    "I don't want to live like this.",
    'I dont want to be alive.',
    "I don't want to wake up tomorrow.",
    'I no longer want to live',
    'Everyone would be better off without me.',
    'They would be better off if I was gone.',
    'Honestly I would be better off dead.',
    'I wish I was dead.',
    'I wish I had never been born.',
    'I want to die.',
    "There's no reason to live.",
    'Life is not worth living.',
    "I can't go on anymore.",
    'I thought about taking all my pills.',
    'I took an overdose last year.',
    'I keep thinking about jumping... I want to jump off a bridge.',
    'I want to take my own life',
    // A denial in one clause does not cover the next.
    "I'm not suicidal, but I don't want to live.",
    "I'm not sad, I'm suicidal.",
    // Not a plain denial: when unsure, flag.
    "I'm not sure whether I'm suicidal.",
    "I'm not suicidal anymore.",
    "I haven't self-harmed in two years.",
    "I don't want to hurt myself but I keep thinking about it.",
    "I know I shouldn't hurt myself.",
    "I'm no longer suicidal.",
    'Nobody would care if I killed myself.',
    // Typography.
    'I don’t want to live',
    'I’ve been self‑harming',
    'Kill myself',
    // Paraphrases and indirect statements missed before issue 12.
    "I just don't see the point in going on anymore",
    "I've started giving away my things because I won't need them much longer",
    'Last night I wrote a goodbye letter to my family',
    "I'm such a burden to everyone, they'd be happier if I was gone",
    "I've been stockpiling my pills.",
    'I wish I could go to sleep and never wake up.',
    // Said in other words (fresh phrasings written by people who never saw this code).
    'honestly i want to kms, not joking',
    "I've been having unalive thoughts again.",
    "Some days I'd love to just not exist.",
    "Most mornings I'm gutted I woke up at all.",
    "I'd be glad if I didn't wake up tomorrow, to be honest.",
    'My dog is the only thing keeping me alive.',
    "I can't picture myself being alive next year.",
    "I'm done with life, properly done.",
    'Dying would be a relief at this point.',
    "I wouldn't care if I got hit by a bus.",
    "If I got knocked over by a car tomorrow, I'd honestly be relieved.",
    "I'm a burden on my kids. They'd have an easier time without me.",
    'They would manage better on the life insurance than with me.',
    "I've set a date. After Christmas, so it doesn't spoil it.",
    'I wrote goodbye texts and saved them in my drafts.',
    "I've arranged for my sister to take the cat for when I'm gone.",
    "I won't be needing my books where I'm going.",
    "I've been putting aside my sleeping tablets for a few weeks.",
    'I looked up how many paracetamol it takes.',
    'I keep thinking about stepping in front of the train on my way in.',
    'I stood at the edge of the multi-storey car park roof for an hour.',
    'Last month I sat in the car in the garage with the engine running.',
    'I keep a blade in my purse, just in case.',
    "I've been hitting myself when I get things wrong.",
    'I dig my nails into my arms until the skin breaks.',
    'I used to cut as a teenager.',
    'Sixty days clean from cutting, and then last night happened.',
    'My uncle hanged himself when I was small.',
    'My best friend took her own life in the summer.',
    'I attempted twice in my twenties.',
    'Previous history: overdose at 19, a week on the ward.',
    'I took a whole box of painkillers after the break-up.',
    "I'm not going to do anything stupid. Probably.",
    "I'm scared of what I might do tonight.",
    'I want my life to be over.',
    "Please don't call anyone but I took about twenty of my tablets an hour ago.",
    'The GP did a suicide risk assessment on me and I scored high.',
    'My colleague is suicidal and I am too.',
  ])('flags: %s', async (text) => {
    expect((await detectCrisis(text)).flagged).toBe(true);
  });

  it.each([
    "I'm killing it at work these days.",
    'My diet is killing me.',
    'This commute is killing me.',
    'I could kill for a coffee right now.',
    'I nearly killed myself laughing at the wedding.',
    "I'm not suicidal.",
    'I am not suicidal, just very tired.',
    'I have never been suicidal.',
    "I've never felt suicidal.",
    'I have no suicidal thoughts.',
    'I would never hurt myself.',
    "I don't self-harm.",
    'No history of self-harm.',
    'I have been cutting myself off from friends.',
    'I need to cut myself some slack.',
    'I overdosed on coffee before the exam.',
    'I wanted to die of embarrassment.',
    'I want to live a calmer life.',
    'My grandmother died last spring and I miss her.',
    'Work is stressful and I feel stuck.',
    'I want a therapist who challenges me.',
    'Dead tired after night shifts, that is all.',
    // Fear of dying in a panic attack is not a wish to die.
    "During a panic attack I feel like I'm going to die.",
    'I walk 5 kms a day to clear my head.',
    "I don't want to live with my parents anymore.",
    // Idioms and negated uses (issue 12).
    "I'd die for a nap.",
    'I want to end my marriage, not my life.',
    'This job is killing me.',
    "I'm going to end things with my boyfriend.",
    'I wrote a goodbye card for a colleague who is leaving.',
    'I want to give away my old clothes and start fresh.',
    "I'm not a burden to anyone, I just feel lonely.",
    // Other senses of the same words: accidents, games, work, others' jobs, hyperbole.
    'I burned myself on the kettle this morning.',
    'I cut myself on a broken glass doing the washing up.',
    'I hurt myself at the gym last week, nothing serious.',
    "I'm killing myself at work to hit these targets.",
    'My character jumped off the bridge to reach the next level of the game.',
    'The squad would be better off without me in goal.',
    'I said goodbye to everyone on my last day at work and cried.',
    "As a paramedic I see overdoses every week; that's not why I'm here.",
    'We are running a suicide prevention fundraiser next month.',
    'My old therapist asked if I ever wanted to hurt myself and I said no, truthfully.',
    "I don't want to be here at this company next year.",
    'Nothing suicidal, just burnout.',
    "I've never once thought about taking my own life.",
    'When you die in permadeath mode your save is gone for good.',
    "My mum thinks I'll do something stupid like quit my course.",
    'We set a date for the wedding in June.',
    'I collected my tablets from the pharmacy.',
    'We had our yearly self-harm awareness training at work today.',
    'I work on a psych ward and suicide risk assessments are half my job.',
    'Our first aid course covered spotting when a colleague might be suicidal.',
    '',
  ])('does not flag: %s', async (text) => {
    expect(await detectCrisis(text)).toEqual({ flagged: false, matches: [] });
  });

  it('flags, through the statistical reader, a paraphrase the phrase lists do not know', async () => {
    const text =
      'Lately I keep thinking my kids would be better off if I just stopped being around.';
    expect(detectPhrases(text).flagged).toBe(false);
    expect(await detectCrisis(text)).toEqual({
      flagged: true,
      matches: [
        {
          category: 'suicide',
          phrase:
            'lately i keep thinking my kids would be better off if i just stopped being arou…',
        },
      ],
    });
  });

  it('leaves ordinary distress alone: no flag for being fragile or low', async () => {
    for (const text of [
      "I think gentle would be best, I'm pretty fragile at the moment.",
      "I've been really low since the divorce and I can't get out of bed some mornings.",
    ])
      expect((await detectCrisis(text)).flagged).toBe(false);
  });

  it('reads a long answer a passage at a time, so risk at its end is not drowned out', async () => {
    const story =
      'We moved here three years ago for my husband’s job and the house is lovely, the garden ' +
      'gets the sun all afternoon and the neighbours are kind. The children settled at school ' +
      'quickly and my daughter has started playing the cello, which fills the house in the ' +
      'evenings. My husband works long hours and I look after the accounts for his business. ';
    const risk = 'I have sorted out who gets the dog and written letters to each of them. ';
    expect(detectPhrases(story + risk + story).flagged).toBe(false);
    expect((await detectCrisis(story + story)).flagged).toBe(false);
    expect((await detectCrisis(story + risk + story)).flagged).toBe(true);
  });

  it('reads a text of up to 60 words whole, a longer one by sentences and pairs of them', () => {
    const sentence = (n: number) => `${Array.from({ length: n - 1 }, () => 'word').join(' ')} end.`;
    const [a, b, c] = [sentence(30), sentence(20), sentence(15)];
    expect(passagesOf(`${a}\n${b}`)).toEqual([`${a} ${b}`]);
    expect(passagesOf(`${a} ${b}   ${c}`)).toEqual([a, `${a} ${b}`, b, `${b} ${c}`, c]);
    expect(passagesOf('   ')).toEqual([]);
  });

  it('reports what matched, in order, with its category', async () => {
    expect(
      (await detectCrisis('I self-harm, and some days I want to kill myself.')).matches,
    ).toEqual([
      { category: 'self-harm', phrase: 'self-harm' },
      { category: 'suicide', phrase: 'kill myself' },
    ]);
  });

  it('reports words that two phrase lists share once', async () => {
    expect(
      (await detectCrisis('Every night I pray God will take me in my sleep.')).matches,
    ).toEqual([{ category: 'suicide', phrase: 'pray god will take me' }]);
  });

  it('checks every answer of an assessment', async () => {
    const answers = ['I like structure.', 'Grief mostly.', 'Some days I feel suicidal.'];
    expect(await detectCrisis(answers)).toEqual({
      flagged: true,
      matches: [{ category: 'suicide', phrase: 'suicidal' }],
    });
    expect((await detectCrisis(answers.slice(0, 2))).flagged).toBe(false);
  });
});

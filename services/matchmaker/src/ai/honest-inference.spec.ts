import { limits } from '@rapport/contracts';
import { localTurn } from './local';
import { textProfile } from './profile';
import { paraphrase } from './reflection';
import { seededBank, specBank } from './spec-bank';

/** Issue 12, item 5: the voice examples, on the bank the demo seed gave. */
const afterOpening = (transcript: string) =>
  localTurn({
    transcript,
    previousQA: [],
    inferredQAs: {},
    askedIds: ['mm-opening'],
    questionBank: seededBank,
  });
const textOf = (id: string) => seededBank.find((q) => q.id === id)!.text;
const credited = (transcript: string) =>
  afterOpening(transcript).inferred.map((i) => textOf(i.questionId));

describe('issue 12: honest voice inference', () => {
  it('"practical … tools and homework" answers the past-or-present question only, never grief, panic or trauma', () => {
    const texts = credited('I want someone practical who gives me tools and homework.');
    expect(texts).toEqual([
      'Do you want therapy to explore how your past shaped you, or to focus on what is happening in your life now?',
    ]);
  });

  it('two sentences no longer unlock the match: a few distinct questions, not 8', () => {
    const turn = afterOpening(
      'My marriage is falling apart and we argue every night. I want someone practical who gives me tools and homework.',
    );
    const ids = turn.inferred.map((i) => i.questionId);
    expect(ids.length).toBeLessThanOrEqual(3);
    expect(ids.length).toBeLessThan(limits.matchThreshold);
    expect(ids.map(textOf).some((t) => /grief|panic|trauma|depression/.test(t))).toBe(false);
  });

  it('a question repeated in the bank counts once', () => {
    const turn = afterOpening("I'd like to focus on what's happening now, not on my past.");
    const texts = turn.inferred.map((i) => textOf(i.questionId));
    expect(texts.length).toBe(new Set(texts).size);
    // …and its repeat is not asked next either.
    expect(texts).not.toContain(textOf(turn.next!.questionId));
  });

  it('small talk answers nothing', () => {
    expect(credited("Sorry, I'm a bit late, the bus didn't come.")).toEqual([]);
  });

  it('the next question follows from what was said: not a question about a difficulty never named', () => {
    const turn = afterOpening('My marriage is falling apart and we argue every night.');
    expect(turn.next).not.toBeNull();
    expect(turn.next!.question).not.toMatch(/grief|panic|trauma|depression/);
  });

  it('the reflection says "you", not "we": "we argue every night" → "you argue every night"', () => {
    expect(paraphrase('My marriage is falling apart and we argue every night.')).toBe(
      'your marriage is falling apart and you argue every night',
    );
    expect(
      afterOpening('My marriage is falling apart and we argue every night.').spokenText,
    ).toMatch(/^It sounds like your marriage is falling apart and you argue every night\./);
  });

  // Weak spots found after the first rebuild (scratch sentences, not corpus items).
  it('a topic named as subject matter answers nothing: "a film about grief", "a podcast on anxiety"', () => {
    expect(credited('We saw a film about grief on Sunday, it was beautifully done.')).toEqual([]);
    expect(credited("I've been listening to a podcast on anxiety in teenagers.")).toEqual([]);
  });

  it("a worry about someone else is not the speaker's anxiety, but it is how a relationship goes", () => {
    const texts = credited("I'm worried sick about my nephew, he's stopped going out at all.");
    expect(texts.some((t) => /anxiety|panic/.test(t))).toBe(false);
  });

  it('someone else\'s loss is not theirs: "my neighbour lost her husband"', () => {
    expect(credited('My neighbour lost her husband and I took round a lasagne.')).toEqual([]);
  });

  it('a passing nerve or an idiom is not anxiety: "a little nervous", "I panicked and…"', () => {
    expect(credited("I'm a little nervous, if I'm honest.")).toEqual([]);
    expect(credited('I panicked and sent the email to the wrong person.')).toEqual([]);
  });

  it('a question about a partner is not answered by talk of friends', () => {
    const turn = afterOpening("I just don't have any close friends since I moved.");
    const ids = turn.inferred.map((i) => i.questionId);
    expect(ids.map(textOf).some((t) => /partner right now/.test(t))).toBe(false);
  });
});

describe('issue 12: a theme is credited only for their own ongoing difficulty, a preference only to its question', () => {
  const bank = [
    ...specBank,
    {
      id: 'couple',
      text: 'What would you most like to change in your relationship with your partner right now?',
      reasoning: '',
    },
    ...[
      'Are you coping with a loss, grief or the death of someone close to you?',
      'How do you feel about yourself: your confidence, your self-worth, your inner critic?',
      'Is there anything painful from your past, such as trauma or abuse, that you would want a therapist to handle with particular care?',
      'Have you been to therapy before, and what did or did not work for you?',
      'What kind of support around drinking would feel most useful to you: clear goals and check-ins, or space to understand what drives it?',
    ].map((text, i) => ({ id: `more-${i}`, text, reasoning: '' })),
  ];
  const credited = (transcript: string) =>
    localTurn({
      transcript,
      previousQA: [],
      inferredQAs: {},
      askedIds: ['open'],
      questionBank: bank,
    }).inferred.map((i) => bank.find((q) => q.id === i.questionId)!.text);

  it.each([
    // Crying at adverts is a trait, not low mood ("crying every day" is).
    ["I cry at adverts, I'm quite emotional that way.", /feeling low/],
    // A worry that one thing will happen, said once, is not anxiety in their day-to-day life.
    ["I'm worried I'll miss my train, so can we keep this short?", /anxiety/],
    // A family named for what kind they are, in a denial, says nothing of how it goes.
    ["My family's not really a therapy family, you know.", /relationships/],
    // Feelings a therapist should make room for are no difficulty they report.
    [
      "I'd want someone who'll let me go into all of it, the anger, the sadness.",
      /feeling low|depression/,
    ],
    // "To be honest" is a way of speaking, not a wish for a direct therapist.
    ["To be honest, I've been in therapy before and it was fine.", /challenge/],
    // An idiom: noise that drives them mad is no one driving the sessions.
    [
      'The work on our kitchen is driving me mad, a drill since seven, so if you hear banging that is why.',
      /takes the lead/,
    ],
    ['I made a loss on the car when I sold it, long story.', /grief|loss/],
    // A boss on paternity leave is no one leaving: nothing is said of how work goes.
    ['My boss is off on paternity leave, so I can take calls whenever I like.', /work/],
    // Someone else's loss and someone else's therapy, a describing word before the person.
    ['I watched a film about a guy who loses his wife, the whole cinema was in bits.', /grief/],
    ['My best mate went to therapy after his divorce and said you were good.', /therapy before/],
    // Another person's word for something of theirs.
    ['My colleague keeps calling her open-plan office traumatic, it makes me laugh.', /painful/],
    // What a book is about, listed ("trauma and nightmares").
    [
      "I'm reading a memoir by a war photographer, she writes about trauma and nightmares.",
      /painful/,
    ],
    // Living alone is no wish to lead; getting back on track is no wish to be kept on it.
    [
      'Since he died I have had to learn about being on my own, the bills and all that.',
      /takes the lead/,
    ],
    ['I just need some help getting back on track after a rough year.', /takes the lead/],
    // A temper with the kids is not how they feel about themselves; numb hands are no low mood.
    ['I hate how I am with the kids at bedtime, I lose my temper.', /yourself/],
    ['My chest went tight and my hands went numb in the supermarket.', /feeling low/],
    // Another sense of the word: the weather, a hospital ward, a crowd's panic, an empty house.
    ["They said there's a depression moving over from the west, so bring a coat.", /feeling low/],
    ['My sister works on the trauma unit at the county hospital.', /painful/],
    ['The whole office went into a panic when the server went down, not me though.', /anxiety/],
    ['The house is so empty in the week with the kids at uni.', /feeling low/],
    // A story told in a book, to the first word of their own.
    ['I read a novel last month about a man who loses everything after his wife dies.', /grief/],
    // Someone else's wish for them; a person's place; a question about the sessions.
    ['My GP wants me doing small steps, walking round the block each day.', /going deep/],
    ["I was stood at my daughter's school gate and my ankle went.", /relationships/],
    ['If my wife needs the car, can I reschedule at short notice?', /relationships/],
    ['My boss keeps moving my shifts, do you charge if I cancel late?', /your job/],
    ['Are you a real person? You sound too polite to be a computer.', /challenge/],
    // A partner named beside a story of theirs, with "I mean" and a turn of phrase.
    [
      'My partner had massage for her neck, the sports kind I mean, and it did her the world of good.',
      /relationships|partner/,
    ],
    // A phrase read across a pause ("called them, out…") is two phrases.
    ['Anxiety attacks, my GP called them, out of the blue at work.', /challenge/],
    // People named among the things they worry about: what the worry is about.
    [
      "I'm on edge all the time, worrying about the bills, worrying about the kids.",
      /relationships/,
    ],
    // First-person words in a harmless sense, said of one day or one thing.
    ["Honestly I'm a bit depressed the bakery on the corner has closed.", /feeling low/],
    ['My main worry today is whether the trains are running.', /anxiety/],
    ['I panicked a bit when I saw the traffic this morning.', /anxiety/],
    ["I'm in a relationship with my sofa this winter.", /relationships/],
    ['I was traumatised by that episode last night, honestly.', /painful/],
    ['My brother nearly died laughing when I told him.', /grief/],
    ['I did a trauma-informed training day through the school.', /painful/],
    // Someone else's pet, someone else's stress, a scheme at work, a lift.
    ["My neighbour's cat passed away on Sunday, she's in bits.", /grief/],
    ['The whole office has been in mourning since the vending machine went.', /grief/],
    ["My colleague's been signed off with stress, so I'm covering her desk.", /your job/],
    ["I had counselling through my work's scheme last year, it was fine.", /your job/],
    ['My husband is dropping me off, is it okay if he waits outside?', /relationships/],
    // Another person's own life, told with no part of theirs in it.
    ['My brother has been drinking far too much since he moved to Leeds.', /relationships/],
    ["My wife had a panic attack in the car park yesterday, she's seeing her GP.", /relationships/],
    ['My daughter is having an awful time at her new job.', /your job|relationships/],
    ["My roommate says she's too depressed to go to lectures.", /feeling low/],
    ["My coworker's mum passed away, so we're collecting for flowers.", /grief/],
    ['My cat has a traumatic history, the rescue centre said.', /painful/],
    ['Half my team are off with stress this month.', /anxiety/],
    // Idioms and stories told: "trauma dump", "a whole nightmare", "the one where the mum dies".
    ['My mates reckon I trauma dump on the group chat.', /painful/],
    ['Our new landlord is a whole nightmare.', /painful/],
    ['I watched a documentary last night, the one where the mum dies at the end.', /grief/],
    // A time for booking is no wish about the past or the present; saying nothing is no row.
    [
      "My sister's off on maternity leave, so I can do evening sessions for the next month.",
      /past/,
    ],
    ['It was fine, but I never said a word in the whole session.', /relationships/],
    // What their job meets: the people they care for, not their own life.
    ["I'm a midwife, and some of the mums I see are really low after the birth.", /feeling low/],
    ['I work in a hospice. People die there most weeks and we sit with the families.', /grief/],
    ["I'm a paramedic, and half our calls are panic attacks, not heart attacks.", /anxiety/],
    [
      'Did you see that therapist on the telly last night, the one who never spoke?',
      /therapy before/,
    ],
    ["I'm a funeral director, it's the family business.", /grief/],
    // Arranging sessions, a brand's name, a pet, a football score.
    ["I'm taking the lead on our loft conversion, so I'd need evening slots.", /takes the lead/],
    ['I used the Calm app for a bit, mostly for the rain sounds.', /going deep/],
    ['Our rescue cat has awful separation anxiety, she yowls all day.', /anxiety/],
    ['We lost the match on Sunday, the lads were dying out there.', /grief/],
    // A way back to each other is no way back to the past.
    ['Me and my girlfriend split, and I want to know if there is any way back for us.', /past/],
    // A trade's tools are no wish for practical help.
    ["I'm a plumber, on the tools all week, and I love it.", /past/],
  ])('%j is not credited to %s', (said, question) => {
    expect(credited(said).some((t) => question.test(t))).toBe(false);
  });

  it.each([
    ["There's this voice in my head going, you're useless, nobody likes you.", /yourself/],
    ['We lost our little boy two years ago and I still set his place at the table.', /grief/],
    [
      "I've been off the drink for three months and I'd like someone to check in on how I'm doing.",
      /drinking/,
    ],
    [
      'I was attacked on a night out last year and I still jump at footsteps.',
      /painful from your past/,
    ],
    // Said as people say it, without the topic's own word.
    ['As soon as I get to the front door my heart starts going like mad and I panic.', /anxiety/],
    ['My mum passed in March and I keep picking up the phone to ring her.', /grief/],
    ["Since moving here I've lost touch with everyone and nobody calls.", /relationships/],
    [
      "I've always felt like I'm about to be found out, like I'm not clever enough to be here.",
      /yourself/,
    ],
    ["Mornings are the worst, I just lie there and can't face anything.", /feeling low/],
    ['I saw a psychotherapist for two years in my twenties.', /therapy before/],
    ["The worrying's got to the point where I'm lying awake till three.", /anxiety/],
    ["My partner's brilliant, it's not that. I'm just flat all the time.", /feeling low/],
    ['My chest went tight in the supermarket and I thought I was having a stroke.', /anxiety/],
    ["I've lost interest in everything, even the allotment.", /feeling low/],
    ["I'm checking the locks and the hob three or four times before bed.", /anxiety/],
    ['My nan raised me and she passed in the summer.', /grief/],
    ["I've been so wound up lately, I've bitten my nails to nothing.", /anxiety/],
    ["I teach year nine and by Thursday I'm running on fumes, marking till midnight.", /work/],
    ["I'm still just going through the motions, even on antidepressants.", /feeling low/],
    ['My brother took his own life in November.', /grief/],
    ["The carriage started closing in on me and I couldn't get a breath.", /anxiety/],
    ["I feel like I'm always waiting for something bad to happen.", /anxiety/],
    ['I compare myself to everyone on my feed and I always come out worse.', /yourself/],
    // A wish with an adverb inside it, and bringing whatever comes up.
    ["I'm a crier, I'd actually like to go right into things.", /going deep/],
    ["I'd rather just bring whatever's loudest that week.", /takes the lead/],
    [
      "My GP gave me tablets, but I've never actually sat down and talked to anyone.",
      /therapy before/,
    ],
    // Said without the topic's own word.
    ["I can't get a proper breath and my heart goes like the clappers.", /anxiety/],
    ["Things happened when I was little that I've never talked about.", /painful from your past/],
    ['There were things that went on at home when I was young.', /painful from your past/],
    ['When I was little my dad was, well, he was violent.', /painful from your past/],
    ['I went to a bereavement group at the hospice last spring.', /therapy before/],
    ["I'm a teacher and I'm so anxious every Sunday night.", /anxiety/],
    ['I work in a care home and the stress is really getting to me.', /anxiety/],
    ['Since my husband passed the house has been so quiet.', /grief/],
    ["I've got no get-up-and-go these days, I'm lying in bed till noon.", /feeling low/],
    ["Work's stressing me out something rotten.", /your job/],
    ['I was in an abusive marriage for ten years.', /painful from your past/],
    ['My fiancé called off the engagement in May.', /relationships/],
    ['Mostly work stuff, if I am honest.', /your job/],
    ['He used to hit me when he had been drinking, years ago now.', /painful from your past/],
    ['Me and my husband hardly say a word to each other now.', /relationships/],
    // The same story, with their part in it.
    ["My partner drinks every night and I'm the one left clearing up.", /relationships/],
    ['My brother drinks far too much and it is destroying us.', /relationships/],
    ["I've gone really flat lately, nothing gets me going.", /feeling low/],
    ["I can't remember the last time I enjoyed a weekend.", /feeling low/],
    ['The night before a meeting my stomach is in knots.', /anxiety/],
    ['My hands shake before I have to phone anyone.', /anxiety/],
    ["I feel like I don't really matter to anybody these days.", /yourself/],
  ])('%j is credited to %s', (said, question) => {
    expect(credited(said).some((t) => question.test(t))).toBe(true);
  });

  it.each([
    'Most evenings I get through a bottle of white on my own.',
    'Weekends it is a fair few beers, more than I let on.',
    'I reach for the wine the second the kids are asleep.',
    "I've been hitting the wine since my dad died.",
  ])('%j speaks of their drinking', (said) => {
    expect(textProfile(said).themes.has('addiction')).toBe(true);
  });

  it.each([
    // A compound and a habit of listening: no plan, and no wish about being listened to.
    ['We sit in an open-plan office.', 'directiveness'],
    [
      "There's a voice in my head saying I'm useless and I'm tired of listening to it.",
      'warmSupport',
    ],
  ] as const)('%j states nothing on %s', (said, dimension) => {
    expect(textProfile(said).dimensions.has(dimension)).toBe(false);
  });

  it('"I keep worrying I\'ll say something stupid" is still anxiety', () => {
    expect(credited("I keep worrying I'll say something stupid at work.")).toContain(
      'How much do stress, worry or anxiety affect your day-to-day life?',
    );
  });

  it('refusing tips in favour of understanding the past answers the past question, not who leads', () => {
    const texts = credited(
      "Most of it goes back to how I was raised, and I'd like to understand that rather than be handed tips.",
    );
    expect(texts.some((t) => /past/.test(t))).toBe(true);
    expect(texts.some((t) => /takes the lead/.test(t))).toBe(false);
  });

  it('asking for tools and techniques answers the past-or-present question, not who leads', () => {
    const texts = credited('I want tools and techniques for when I have a bad day.');
    expect(texts.some((t) => /past/.test(t))).toBe(true);
    expect(texts.some((t) => /takes the lead/.test(t))).toBe(false);
  });

  it("a wish about a topic's choice answers that topic's question, not the style questions too", () => {
    const texts = credited(
      "I'm drinking most nights, a bottle of wine on my own, and I'd rather understand why I keep reaching for it than just be told to stop.",
    );
    expect(texts.some((t) => /drinking/.test(t))).toBe(true);
    expect(texts.some((t) => /upbringing|takes the lead/.test(t))).toBe(false);
  });

  it("a wish naming its topic answers that topic's question, not the style question its words touch", () => {
    const texts = credited(
      "Once I start drinking I don't stop. I'd want clear targets and someone checking in on me about the drinking.",
    );
    expect(texts.some((t) => /drinking/.test(t))).toBe(true);
    expect(texts.some((t) => /takes the lead/.test(t))).toBe(false);
  });

  it('a vague word beside another wish states no choice on a topic question', () => {
    const texts = credited(
      "My partner and I fight all the time. I'd want someone who lets me set the pace, some weeks I'll want to talk and some weeks I won't.",
    );
    expect(texts.some((t) => /takes the lead/.test(t))).toBe(true);
    expect(texts.some((t) => /change in your relationship/.test(t))).toBe(false);
  });
});

describe('issue 12: the answer to the question just asked counts only when it addresses it', () => {
  const replyTo = (questionId: string, transcript: string) =>
    localTurn({
      transcript,
      previousQA: [],
      inferredQAs: {},
      askedIds: ['mm-opening', questionId],
      questionBank: seededBank,
      currentQuestionId: questionId,
    }).inferred.map((i) => i.questionId);
  const grief = seededBank.find((q) => /grief/.test(q.text))!.id;
  const stuck = seededBank.find((q) => /feel stuck/.test(q.text))!.id;

  it.each([
    ["Yes, it's been hard since my grandad died.", true],
    ['Not really, nobody close to me has died.', true],
    ["Sorry, I'm late, the bus didn't come.", false],
    ['My job is the real problem, my manager shouts at me.', false],
    ["I'd like someone who takes the lead and gives me a plan.", false],
    // A story of the journey here is no reply; "I was, for a while" is one.
    ['I was stuck in traffic for an hour on the motorway, but I made it.', false],
    ['I was, for a while, after my nan passed.', true],
    ["Um, I don't really know where to start, honestly.", false],
    // Playing for time, and questions back, are no reply.
    ["Well, I suppose, where do you even begin, it's a long story.", false],
    ['Are the counsellors properly trained? Or is it anyone off the internet?', false],
    ['Hello? Can you hear me? I think my headset is playing up.', false],
  ])('asked about grief, %j counts: %s', (said, counts) => {
    expect(replyTo(grief, said).includes(grief)).toBe(counts);
  });

  it('a question of their own, with a wish only in an "if", is no reply', () => {
    expect(
      replyTo(stuck, 'Can I stop and come back later if I need to? My battery is low.'),
    ).not.toContain(stuck);
  });

  it('a wish said outright answers a preference question', () => {
    expect(replyTo(stuck, 'Someone who tells me straight, honestly.')).toContain(stuck);
  });
});

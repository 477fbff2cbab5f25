import type { BankQuestion } from './conversation-engine';
import {
  ANSWERED_DIRECTLY,
  chooseNext,
  directAnswer,
  inferAnswers,
  inferredText,
  isSubstantive,
  linkTo,
} from './inference';
import { questionProfile, readUtterance, textProfile } from './profile';
import { specBank } from './spec-bank';

const byId = (id: string) => specBank.find((q) => q.id === id)!;
const inferredIds = (said: string) =>
  inferAnswers(readUtterance(said).sentences, specBank).map((i) => i.questionId);

describe('linkTo: does what they said answer the question?', () => {
  it.each([
    ['a theme question, by its theme', 'anxiety', 'I get panic attacks before meetings.', 'topic'],
    [
      'a theme question, by another word of the theme',
      'work',
      'My boss piles deadlines on me.',
      'topic',
    ],
    [
      'a preference question, by a wish on its dimension',
      'lead',
      'I want to go at my own pace.',
      'preference',
    ],
    [
      'a preference question, from the other pole',
      'support',
      'I need someone blunt and honest.',
      'preference',
    ],
    ['a sleep question, by how they sleep', 'sleep', 'I wake up at night all the time.', 'topic'],
    [
      'a preference question, by a wish about the therapist',
      'depth',
      'I want someone who lets me cry.',
      'preference',
    ],
    [
      'a preference question, by a judgment of a way of working',
      'lead',
      'I hate being told what to do.',
      'preference',
    ],
    [
      'a preference question, by a wish to keep a state in sessions',
      'depth',
      "I'd rather keep things calm and steady.",
      'preference',
    ],
  ])('%s', (_name, id, said, kind) => {
    expect(linkTo(questionProfile(byId(id).text), textProfile(said))?.kind).toBe(kind);
  });

  it.each([
    ['a theme question is not answered by a preference', 'anxiety', 'I like warm, gentle support.'],
    [
      "a preference question is not answered by the wrong dimension ('pace' is about who leads)",
      'depth',
      'I want to set the pace.',
    ],
    ['a word in passing is no preference', 'past', 'I get anxious every day now.'],
    ['a story is no preference', 'past', 'I was assaulted two years ago.'],
    [
      'a person named in passing is no answer about them',
      'relationships',
      'My partner thinks I should talk to someone.',
    ],
    ['a job named in passing is no answer about work', 'work', 'I came straight from work, sorry.'],
    ["someone else's worry is not theirs", 'anxiety', "My sister's the anxious one, not me."],
    ['an idiom is no loss', 'open', "I'd die for a nap."],
    ['small talk answers nothing', 'past', 'Hello there.'],
    // A preference is stated (a wish, or a judgment of what helped): words alone are none.
    [
      'words of a dimension without a wish are no preference',
      'past',
      'I grew up with my mum and dad in Leeds.',
    ],
    // A wish for a change in their own life is a goal, not a way of working in therapy.
    ['a wish to stop a symptom is no preference', 'depth', 'I want to stop crying all the time.'],
    [
      'a wish for a change between people is no preference',
      'depth',
      "I'd like my husband and me to stop shouting at each other.",
    ],
    [
      'a wish to get on with life is no preference',
      'past',
      'I wish I could just get on with my life.',
    ],
    [
      'a wish for help with a state is no preference',
      'depth',
      'I need help to calm down when the panic starts.',
    ],
    ['a judgment of themselves is no preference', 'depth', 'I hate how I shout at my kids.'],
    ['an open question is asked, never inferred', 'open', 'I want things to be different at home.'],
  ])('%s', (_name, id, said) => {
    expect(linkTo(questionProfile(byId(id).text), textProfile(said))).toBeNull();
  });

  it('a question naming a narrow part of a theme needs that part: a worry about rent is no panic attack', () => {
    const panic = questionProfile(
      'What helps you most with panic attacks: practical ways to settle yourself in the moment, or time to understand where it all comes from?',
    );
    expect(linkTo(panic, textProfile('I worry constantly about rent.'))).toBeNull();
    expect(linkTo(panic, textProfile('The panic hits me on the train.'))?.kind).toBe('topic');
  });
});

describe('inferAnswers', () => {
  it.each([
    ['nothing relevant', 'Hello, nice to meet you.', []],
    ['one theme', 'I have been so anxious lately.', ['anxiety']],
    [
      'a rich answer infers several, surest first',
      "I've been anxious at work because my boss keeps piling on deadlines. I'd like someone warm and gentle who lets me set the pace.",
      ['support', 'anxiety', 'work', 'lead'],
    ],
    [
      'a denied preference still answers the question',
      "I don't want homework or a plan.",
      ['lead'],
    ],
  ])('%s', (_name, said, ids) => {
    expect(inferredIds(said)).toEqual(ids);
  });

  it("answers in their own words with the '[Inferred]' prefix, the sentence it came from and why", () => {
    const [first] = inferAnswers(
      readUtterance('Hello. My partner and I argue a lot').sentences,
      specBank,
    );
    expect(first).toEqual({
      questionId: 'relationships',
      answer: '[Inferred] My partner and I argue a lot.',
      source: 'My partner and I argue a lot',
      reasoning: 'You spoke about relationships, which this question asks about.',
    });
  });

  it('one stated preference answers one preference question: the one whose words it shares', () => {
    const stuck = {
      id: 'stuck',
      text: 'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
      reasoning: 'S.',
    };
    const bank = [...specBank, stuck];
    const ids = (said: string) =>
      inferAnswers(readUtterance(said).sentences, bank).map((i) => i.questionId);
    expect(ids('I need someone who will challenge me.')).toEqual(['support']);
    expect(ids('When I feel stuck I need someone who will challenge me.')).toEqual(['stuck']);
    // Asked outright, the stuck question is answered by the same words.
    const asked = 'I need someone who will challenge me.';
    expect(directAnswer(stuck, asked, readUtterance(asked).sentences)?.questionId).toBe('stuck');
  });

  it('only looks at the questions it is given', () => {
    const open = specBank.filter((q) => q.id !== 'anxiety');
    expect(inferAnswers(readUtterance('I am anxious.').sentences, open)).toEqual([]);
  });

  it('same words, same answers', () => {
    const said =
      'I grew up in a chaotic family and I still carry that. I want to understand my childhood.';
    expect(inferredIds(said)).toEqual(inferredIds(said));
  });
});

describe('inferredText', () => {
  it.each([
    ['I sleep badly', '[Inferred] I sleep badly.'],
    ['  I sleep   badly!  ', '[Inferred] I sleep badly!'],
  ])('%j → %j', (said, text) => {
    expect(inferredText(said)).toBe(text);
  });
});

describe('chooseNext', () => {
  it('asks the open question most related to what they said, citing their words', () => {
    const next = chooseNext(
      specBank.filter((q) => q.id !== 'open'),
      textProfile('Things with my partner are hard.'),
    );
    expect(next?.question.id).toBe('relationships');
    expect(next?.reason).toBe(
      'You spoke about relationships, so this is worth asking next. Relationships.',
    );
  });

  it('does not follow talk of a marriage with a question about a difficulty never named', () => {
    const bank = [
      ...specBank.filter((q) => !['open', 'relationships'].includes(q.id)),
      {
        id: 'grief',
        text: 'When you think about grief, would you rather keep the memory close?',
        reasoning: 'G.',
      },
    ];
    const next = chooseNext(
      bank,
      textProfile('My marriage is falling apart and we argue every night.'),
    );
    expect(next?.question.id).not.toMatch(/^(grief|anxiety|mood|sleep|work)$/);
  });

  it('with nothing to go on, asks in bank order and gives the question its own reasoning', () => {
    expect(chooseNext(specBank, null)).toEqual({ question: specBank[0], reason: 'An open start.' });
  });

  it('answers null when no question is left', () => {
    expect(chooseNext([], textProfile('Anything.'))).toBeNull();
  });
});

describe('directAnswer: the question just asked', () => {
  it.each([
    ['Yes, most days.', true],
    ['I feel low most evenings.', true],
    ["I don't know", false],
    ['not sure really', false],
    ['Skip', false],
    ['ok', false],
  ])('%j is an answer: %s', (said, counts) => {
    expect(isSubstantive(said)).toBe(counts);
  });

  it('takes the sentence that speaks to it, else the whole reply', () => {
    const mood = byId('mood');
    const said = 'Good question. I have felt low and empty for weeks.';
    expect(directAnswer(mood, said, readUtterance(said).sentences)).toMatchObject({
      questionId: 'mood',
      answer: '[Inferred] I have felt low and empty for weeks.',
      source: 'I have felt low and empty for weeks.',
    });
    const plain = 'Yes, most days.';
    expect(directAnswer(mood, plain, readUtterance(plain).sentences)).toEqual({
      questionId: 'mood',
      answer: '[Inferred] Yes, most days.',
      source: 'Yes, most days.',
      reasoning: ANSWERED_DIRECTLY,
    });
    expect(directAnswer(mood, 'No idea.', readUtterance('No idea.').sentences)).toBeNull();
  });

  it('counts talk of the topic just asked about, beside other topics, without a stated wish', () => {
    const work: BankQuestion = {
      id: 'w',
      text: 'How much do you want to bring work stress into therapy, and what would a good outcome look like there?',
      reasoning: 'r',
    };
    const said =
      "Work is the hardest part: I've been anxious and overwhelmed at my job for months. A good outcome would be handling stress at work without shutting down.";
    expect(directAnswer(work, said, readUtterance(said).sentences)?.questionId).toBe('w');
    // Unasked, the same words state no wish about it: not inferred.
    expect(inferAnswers(readUtterance(said).sentences, [work]).map((i) => i.questionId)).toEqual(
      [],
    );
    const low = 'I have felt low and flat for a few weeks. Small, concrete steps help me most.';
    expect(directAnswer(byId('mood'), low, readUtterance(low).sentences)?.source).toBe(
      'I have felt low and flat for a few weeks.',
    );
  });
});

describe('spoken cues beside the lexicon', () => {
  it.each([
    ['I am stressed at work.', 'work'],
    ["My sister and I haven't spoken in years.", 'family'],
    ['I miss my friends.', 'relationships'],
    ['We lost a baby last spring.', 'grief'],
    ["I've been feeling really flat since Christmas.", 'depression'],
    ['My last therapist just nodded.', 'priorTherapy'],
    ["I've been really down lately.", 'depression'],
    ["When I'm low I just lie there all day.", 'depression'],
    ['I cry at adverts these days.', 'depression'],
    ['I check the door is locked maybe ten times before I leave.', 'anxiety'],
    ["Work is honestly fine, it's going okay.", 'work'],
    ['My job is grinding me down.', 'work'],
    ['My friends have kind of drifted away.', 'relationships'],
  ])('%s → %s', (said, theme) => {
    expect([...textProfile(said).themes.keys()]).toContain(theme);
  });

  // A fact of life is no difficulty, and an ultimatum to go is no therapy had before.
  it.each([
    ["I've got two kids and I need to be able to function.", 'family'],
    ["I've gone back to my job, but I just want to feel normal.", 'work'],
    ["My girlfriend said go to therapy or we're done.", 'priorTherapy'],
    ['My friend went to therapy last year and really liked it.', 'priorTherapy'],
    ["I'm a nurse, so I deal with grief and loss all day at work.", 'grief'],
    ['I watched a documentary last night about childhood trauma.', 'trauma'],
    ['I had a huge argument with the self-checkout machine, ha.', 'relationships'],
    ['My friends had a huge fight at the weekend.', 'relationships'],
    ["I'm down for trying anything.", 'depression'],
    ['The dentist this morning was traumatic, three fillings.', 'trauma'],
    ['We buried the hamster last week, the kids were sad for ten minutes.', 'depression'],
    ['Do you do couples sessions as well, or just individual?', 'relationships'],
    ["I'm worried I'll miss my bus, how long does this usually take?", 'anxiety'],
    ["I've never done this before, therapy I mean, and I'm nervous about it.", 'anxiety'],
    [
      "I'm a nurse, so I deal with grief all day at the hospital, families getting bad news.",
      'family',
    ],
  ])('%s → not %s', (said, theme) => {
    expect([...textProfile(said).themes.keys()]).not.toContain(theme);
  });

  it('reads a time marker in a story of therapy had as no preference', () => {
    const dims = textProfile('I saw a counsellor at uni for about six sessions, years ago now.');
    expect(dims.dimensions.get('pastOrientation')?.confidence ?? 0).toBeLessThan(0.9);
  });

  it('reads "be direct with me" as challenge, not as who leads', () => {
    const dims = textProfile("I want someone who'll be direct with me about it.").dimensions;
    expect(dims.get('warmSupport')?.pole).toBe(-1);
    expect(dims.has('directiveness')).toBe(false);
  });
});

describe('a question on what they want about a topic needs the topic and a wish on it', () => {
  const grief: BankQuestion = {
    id: 'grief-wish',
    text: 'When you think about grief, would you rather a therapist help you keep the memory close, or help you find your footing in daily life again?',
    reasoning: '',
  };
  const work: BankQuestion = {
    id: 'work-wish',
    text: 'How much do you want to bring work stress into therapy, and what would a good outcome look like there?',
    reasoning: '',
  };
  const couple: BankQuestion = {
    id: 'couple-wish',
    text: 'What would you most like to change in your relationship with your partner right now?',
    reasoning: '',
  };
  const ids = (said: string, bank: BankQuestion[]) =>
    inferAnswers(readUtterance(said).sentences, bank).map((i) => i.questionId);

  it('is asked as a wish, unlike a question whether there is something', () => {
    expect(questionProfile(grief.text).wants).toBe(true);
    expect(questionProfile(work.text).wants).toBe(true);
    expect(
      questionProfile(
        'Is there anything painful from your past, such as trauma or abuse, that you would want a therapist to handle with particular care?',
      ).wants,
    ).toBe(false);
  });

  it.each([
    ['the topic alone', 'My dad died in March.', grief, []],
    [
      'the topic, and a wish on something else',
      "My dad died in March. I'd want someone who is straight with me.",
      grief,
      [],
    ],
    [
      'the topic, and a wish on what the question offers',
      "My dad died in March. I'd like help getting back into a routine.",
      grief,
      ['grief-wish'],
    ],
    ['a job going badly alone', 'My boss piles deadlines on me.', work, []],
    [
      'a wish that names the topic',
      "My boss piles deadlines on me. I'd want therapy to be mostly about work.",
      work,
      ['work-wish'],
    ],
    [
      'a wish for "us" is one for their relationship',
      'My partner and I argue constantly. I just want us to be able to talk again.',
      couple,
      ['couple-wish'],
    ],
  ])('%s', (_name, said, question, expected) => {
    expect(ids(said, [question])).toEqual(expected);
  });

  it('just asked, any wish of theirs on its topic answers it', () => {
    const said = "I drink most nights. What I'd want is to figure out why.";
    const drinking: BankQuestion = {
      id: 'drinking-wish',
      text: 'What kind of support around drinking would feel most useful to you: clear goals and check-ins, or space to understand what drives it?',
      reasoning: '',
    };
    expect(directAnswer(drinking, said, readUtterance(said).sentences)?.questionId).toBe(
      'drinking-wish',
    );
  });
});

describe('words that name no difficulty of their own', () => {
  it.each([
    ['a likeness names no one of their life', 'She was like a second mum to me.', 'family'],
    [
      'the people of a childhood story are their past',
      'I wonder what in my upbringing made me like this.',
      'family',
    ],
    ['"to death" said of a thing is no death', 'We talked that to death.', 'grief'],
    ['rubbish at a skill is no self-worth', "I'm rubbish at knowing where to start.", 'selfEsteem'],
  ])('%s', (_name, said, theme) => {
    expect([...textProfile(said).themes.keys()]).not.toContain(theme);
  });

  it('feeling rubbish is a low mood', () => {
    expect([...textProfile("I've been feeling pretty rubbish.").themes.keys()]).toContain(
      'depression',
    );
  });

  it('"to do" is a verb, not a to-do list', () => {
    expect(textProfile('I want to be able to do my job.').dimensions.has('directiveness')).toBe(
      false,
    );
  });
});

describe('round 4: credit only for what they address', () => {
  it('a term read across the edge of a phrase is no preference ("pushes back | when")', () => {
    const said = textProfile(
      "I want someone who's hands-on, and who actually pushes back when I'm making excuses.",
    );
    expect(said.dimensions.get('pastOrientation')?.confidence ?? 0).toBeLessThan(0.75);
  });

  it('going slowly is a pace, not how deep to go into feelings', () => {
    expect(inferredIds("I'd want to go really slowly with it.")).not.toContain('depth');
  });

  it('what the speaker is ("I\'m a single mum") names no relationship', () => {
    const themes = textProfile("I'm a single mum of three and I'm exhausted all the time.").themes;
    expect(themes.has('family')).toBe(false);
    expect(themes.has('relationships')).toBe(false);
  });

  it('a topic word said as what they want of therapy is the preference ("needs a deadline")', () => {
    expect(
      textProfile("I'm the kind of person who needs a deadline, I'd want clear goals.").themes.has(
        'work',
      ),
    ).toBe(false);
  });

  it("a topic question's own choice words answer it, not a style question", () => {
    const said = readUtterance(
      "I've been properly depressed for about two months. My last counsellor was lovely but I needed more of a push, someone to encourage me into small steps.",
    ).sentences;
    const bank = [
      {
        id: 'depth',
        text: 'How do you feel about going deep into your feelings in sessions, compared with keeping things calm and steady?',
        reasoning: '',
      },
      {
        id: 'x10',
        text: 'On difficult days with depression, would you want a therapist to encourage small steps, or to give you room to talk about how heavy things feel?',
        reasoning: '',
      },
    ];
    const ids = inferAnswers(said, bank).map((i) => i.questionId);
    expect(ids).toContain('x10');
    expect(ids).not.toContain('depth');
  });

  it('a wish about a difficulty they deny answers no question on it', () => {
    expect(
      inferredIds("Honestly I'm not that sad. I'd want someone to encourage me into small steps."),
    ).not.toContain('x10');
  });

  it('a person named to say when ("after I had my daughter") is no relationship', () => {
    const themes = textProfile(
      'The panic attacks started after I had my daughter, and I want to understand them.',
    ).themes;
    expect(themes.has('family')).toBe(false);
    expect(themes.has('anxiety')).toBe(true);
  });

  it('"Growing up, my dad drank": the scene-setting participle leaves the dad the subject', () => {
    expect(
      textProfile('Growing up my dad was an alcoholic and it was chaos.').themes.has('addiction'),
    ).toBe(false);
  });

  it('"I\'m grieving my brother" is their own loss', () => {
    expect(textProfile("I'm grieving my brother.").themes.has('grief')).toBe(true);
  });

  it('grounding is practical help for now, not how deep to go into feelings', () => {
    const said = textProfile(
      'What I need is help with the panic, like breathing stuff, grounding.',
    );
    expect(said.dimensions.has('emotionalIntensity')).toBe(false);
    expect(said.dimensions.get('pastOrientation')?.pole).toBe(-1);
  });

  it('one stated preference answers one topic question on its choice', () => {
    const said = readUtterance(
      'Since the assault I get panic attacks. What helps most is someone talking me through breathing, practical tools, right in the moment.',
    ).sentences;
    const bank = [
      {
        id: 'x-trauma',
        text: 'If you have been through childhood trauma, how much control do you want over when and how much you talk about what happened?',
        reasoning: '',
      },
      {
        id: 'x-panic',
        text: 'What helps you most with panic attacks: practical ways to settle yourself in the moment, or time to understand where it all comes from?',
        reasoning: '',
      },
    ];
    expect(inferAnswers(said, bank).map((i) => i.questionId)).toEqual(['x-panic']);
  });

  it('a wish to get through the day is a goal, not a preference for the present', () => {
    expect(
      textProfile('I just want to get through a Monday without feeling sick.').dimensions.get(
        'pastOrientation',
      )?.confidence ?? 0,
    ).toBeLessThan(0.75);
  });

  it('what is aimed at them ("shouting at me") is how they are treated, not depth', () => {
    const said = textProfile(
      'I need a bit of gentle encouragement, not someone shouting at me to get on with it.',
    );
    expect(said.dimensions.has('emotionalIntensity')).toBe(false);
    expect(said.dimensions.get('warmSupport')?.pole).toBe(1);
  });

  it('a word within a topic phrase ("a grief counsellor") is the topic, not a preference', () => {
    expect(
      textProfile("I've seen a grief counsellor, which helped a bit.").dimensions.has(
        'emotionalIntensity',
      ),
    ).toBe(false);
  });

  it("the word naming a question's subject is its topic, not a choice it offers", () => {
    const q = questionProfile(
      'When you think about grief, would you rather a therapist help you keep the memory close, or help you find your footing in daily life again?',
    );
    expect([...q.subject]).toEqual(['grief']);
    expect([...q.dimensions.values()].flatMap((d) => d.terms)).not.toContain('grief');
  });
});

/**
 * The demo therapist directory (`make seed`, `make dev` on an empty database): twelve
 * therapists whose answers differ the way a real directory's would, so the questionnaire's
 * reading (specialty, style, dimensions) and the matching have something to tell apart.
 * Each answer is written for one kind of question; the seed picks by the question's wording.
 */

/** What a questionnaire question asks about, as far as the seed needs to know. */
export type AnswerTopic = 'focus' | 'lead' | 'feelings' | 'time' | 'support' | 'clients';

export interface DemoTherapist {
  firstName: string;
  lastName: string;
  age: number;
  experience: number;
  specialty: string;
  bio: string;
  answers: Record<AnswerTopic, string>;
}

export const demoTherapists: DemoTherapist[] = [
  {
    firstName: 'Amara',
    lastName: 'Okafor',
    age: 48,
    experience: 16,
    specialty: 'Trauma & PTSD',
    bio: 'Trauma therapist for adults who survived childhood abuse and neglect; EMDR and somatic work at a pace the client sets.',
    answers: {
      focus:
        'Most of my clients survived childhood abuse, neglect or violence. I use EMDR and somatic grounding, but only once a client feels safe and stable.',
      lead: 'Clients set the pace and stay in control of what they share. I follow their lead and never push anyone to talk about the trauma before they are ready.',
      feelings:
        'When strong emotion comes up I sit with it gently and help them stay within their window of tolerance, so feelings are felt without flooding.',
      time: 'We often look back at early attachment and how the family they grew up in shaped the way they protect themselves today.',
      support:
        'Warmth, patience and acceptance come first. I validate what they feel, because trust has to be earned slowly with people who were hurt.',
      clients:
        'I help adults with flashbacks, nightmares and shame after trauma, especially those who were never allowed to feel safe as children.',
    },
  },
  {
    firstName: 'Ben',
    lastName: 'Hartley',
    age: 39,
    experience: 9,
    specialty: 'Anxiety & panic',
    bio: 'CBT therapist for panic, worry and phobias: clear structure, homework and graded exposure.',
    answers: {
      focus:
        'I work with panic attacks, worry and phobias using CBT. We map the cycle of anxious thoughts and avoidance, then break it with graded exposure.',
      lead: 'Every session has an agenda and clear structure. I teach skills, set homework and plan the next steps with the client so progress can be measured.',
      feelings:
        'When anxiety peaks I keep things calm and logical: we slow down, notice the thoughts and test them rather than dwelling on the feeling.',
      time: 'We focus on what is happening now, this week, and on practical tools to cope. The past matters less than what keeps the anxiety going today.',
      support:
        'I am direct and will challenge avoidance when it keeps someone stuck, always with a plan they agreed to.',
      clients:
        'People with panic, health anxiety or social anxiety who want practical strategies and a clear plan tend to do best with me.',
    },
  },
  {
    firstName: 'Sofia',
    lastName: 'Marquez',
    age: 44,
    experience: 14,
    specialty: 'Couples & relationships',
    bio: 'Couples therapist (emotionally focused and Gottman-informed) for conflict, betrayal and distance in a relationship.',
    answers: {
      focus:
        'I work with couples caught in conflict, after betrayal, or drifting apart. I draw on emotionally focused therapy and Gottman methods.',
      lead: 'I take an active role in sessions with both partners: I interrupt blame, slow the argument down and set goals the couple agrees on.',
      feelings:
        'Underneath the anger there is usually hurt and fear of losing each other. I help partners express those feelings openly so the other can hear them.',
      time: 'Partners often repeat attachment patterns from their own families, so some history matters, but the work stays on how they talk to each other now.',
      support:
        'I am warm with both partners, and honest when one of them avoids responsibility. Feedback is direct but never takes sides.',
      clients:
        'Couples who want to rebuild trust and intimacy, and partners deciding whether to stay together after an affair or a breakup.',
    },
  },
  {
    firstName: 'Eleanor',
    lastName: 'Whitfield',
    age: 61,
    experience: 30,
    specialty: 'Grief & bereavement',
    bio: 'Person-centred bereavement counsellor: grief after the death of a partner, parent or child.',
    answers: {
      focus:
        'I counsel people grieving the death of a partner, a parent or a child. Bereavement has no timetable, and mourning takes the shape each person gives it.',
      lead: 'My work is person-centred: the client chooses what we talk about. I follow their lead and never impose a plan on grief.',
      feelings:
        'I am comfortable sitting with tears, anger and despair. Grief needs room to be felt deeply, and I stay with it rather than hurrying people on.',
      time: 'We spend time with memories of the person who died and the history they shared, because remembering is part of mourning.',
      support:
        'Gentle, patient support matters most. Grieving people need someone who listens with compassion and accepts whatever they feel.',
      clients:
        'Widows and widowers, bereaved parents, and anyone who feels their grief is taking too long in the eyes of others.',
    },
  },
  {
    firstName: 'Marcus',
    lastName: 'Reid',
    age: 52,
    experience: 20,
    specialty: 'Addiction & recovery',
    bio: 'Addiction counsellor using motivational interviewing and relapse prevention for alcohol, drugs and gambling.',
    answers: {
      focus:
        'I work with addiction to alcohol, drugs and gambling. Motivational interviewing helps clients explore their ambivalence about change.',
      lead: 'Together we build a relapse prevention plan with clear goals, and I check in on it every week.',
      feelings:
        'Cravings and shame can feel overwhelming, so I keep sessions steady and practical rather than stirring up more than a client can manage.',
      time: 'Recovery happens today: we focus on the next week, the daily routine and the situations that trigger drinking or using.',
      support:
        'I am honest and hold clients accountable. I will challenge excuses directly, with respect, because sobriety depends on it.',
      clients:
        'Adults in early recovery, people who relapsed and want to try again, and families affected by a loved one’s addiction.',
    },
  },
  {
    firstName: 'Priya',
    lastName: 'Nair',
    age: 36,
    experience: 8,
    specialty: 'Stress & mindfulness',
    bio: 'Mindfulness-based and ACT therapist for stress, worry and overwhelm.',
    answers: {
      focus:
        'I help people with stress and worry using mindfulness and acceptance and commitment therapy. Breathing practice and the body scan are part of most sessions.',
      lead: 'I suggest exercises, but clients choose which practices fit their life. We discover together what helps.',
      feelings:
        'I keep a calm, steady pace. We notice feelings with curiosity and regulate them gently instead of being flooded by them.',
      time: 'The work happens in the present moment: what is here right now, today, in the body and the breath.',
      support:
        'My approach is gentle and accepting. Self-compassion is often the first thing people need to learn.',
      clients:
        'Busy people who feel overwhelmed, people with stress-related sleep problems, and anyone curious about mindfulness.',
    },
  },
  {
    firstName: 'Jonah',
    lastName: 'Feld',
    age: 42,
    experience: 12,
    specialty: 'Adolescents & families',
    bio: 'Family therapist for teenagers and their parents; family systems and collaborative work.',
    answers: {
      focus:
        'I work with teenagers and their families. Family sessions with parents are part of the work, and I use family systems ideas such as the genogram.',
      lead: 'Teens open up when they have a choice, so I let them decide what we talk about and keep the work collaborative.',
      feelings:
        'Adolescents often hide strong feelings behind anger or silence. I help them express what is underneath at a pace they can handle.',
      time: 'We look at patterns in the family across generations, how parents were raised and how that plays out with their own children.',
      support:
        'Teens need to feel accepted before anything else. I am warm and patient, and I encourage parents to listen before they correct.',
      clients:
        'Teenagers with anxiety, school refusal or conflict at home, and parents who feel they have lost touch with their child.',
    },
  },
  {
    firstName: 'Claire',
    lastName: 'Dubois',
    age: 47,
    experience: 15,
    specialty: 'Solution-focused brief therapy',
    bio: 'Solution-focused therapist: brief, goal-led work on what the client wants to change.',
    answers: {
      focus:
        'My approach is solution-focused and brief. I use the miracle question and scaling questions to make the goal concrete within a few sessions.',
      lead: 'I lead sessions actively: we set goals in the first meeting and every session ends with clear next steps.',
      feelings:
        'I keep conversations focused and measured. Feelings matter, but we spend our time on what will make the next week different.',
      time: 'I rarely look at the past. We focus on the future, on what already works and on practical solutions for now.',
      support:
        'I am direct and honest. I give candid feedback and push clients to try something new when they are stuck.',
      clients:
        'People who want quick, practical change around one specific problem, such as a difficult decision or a habit they want to break.',
    },
  },
  {
    firstName: 'Henrik',
    lastName: 'Larsen',
    age: 58,
    experience: 27,
    specialty: 'Psychodynamic psychotherapy',
    bio: 'Psychodynamic psychotherapist: open-ended work on the patterns and history behind present difficulties.',
    answers: {
      focus:
        'I work psychodynamically, with the unconscious patterns and defences that keep repeating in a person’s life, including transference in the room.',
      lead: 'Sessions are open-ended: the client brings whatever is on their mind and we follow where it leads, without an agenda or homework.',
      feelings:
        'I welcome intense emotion. Going deep into painful feelings is often where the most important understanding comes from.',
      time: 'Childhood, early memories and the history of the family are central. Insight into the roots of a pattern loosens its hold.',
      support:
        'I am attentive and accepting, though I will point out a pattern when it keeps coming back.',
      clients:
        'People who want to understand themselves deeply and are willing to commit to longer-term therapy.',
    },
  },
  {
    firstName: 'River',
    lastName: 'Castillo',
    age: 34,
    experience: 7,
    specialty: 'LGBTQ+ identity & affirmation',
    bio: 'Identity-affirming therapist for LGBTQ+ clients: coming out, gender identity, shame and self-worth.',
    answers: {
      focus:
        'I offer affirmative therapy for queer, transgender and non-binary clients: coming out, gender identity, and the shame many carry about who they are.',
      lead: 'Clients are the experts on their own identity. They choose the direction and I follow their lead.',
      feelings:
        'I make room for the grief, anger and joy that come with claiming an identity, and we open up those feelings at the client’s pace.',
      time: 'Sometimes we revisit how family and school treated them growing up, but mostly we work on building a life that fits them today.',
      support:
        'A safe, warm and non-judgmental space is the foundation. Validation of who someone is comes before anything else.',
      clients:
        'LGBTQ+ adults exploring their identity, people facing rejection from family, and those rebuilding self-worth and confidence.',
    },
  },
  {
    firstName: 'Grace',
    lastName: 'Mensah',
    age: 45,
    experience: 13,
    specialty: 'Depression & low mood',
    bio: 'Behavioural activation and CBT for depression: small steps back to the things that matter.',
    answers: {
      focus:
        'I treat depression with behavioural activation: when motivation is low, we start with small steps and an activity diary instead of waiting to feel better.',
      lead: 'I bring structure: we plan activities together, set weekly goals and review them at the start of each session.',
      feelings:
        'Low mood can feel numb and empty. I keep sessions steady and manageable so that clients leave with a little more energy, not less.',
      time: 'We focus on the current week and the daily routine, because what people do today shapes how they feel tomorrow.',
      support:
        'I encourage and reassure, and I celebrate every small step. Patience matters when someone feels hopeless.',
      clients:
        'People with depression who feel stuck, exhausted or withdrawn, and those who have tried talking therapy without much change.',
    },
  },
  {
    firstName: 'Tom',
    lastName: 'Ashby',
    age: 41,
    experience: 10,
    specialty: 'Work stress & burnout',
    bio: 'Coach-style therapist for burnout, career change and workplace stress.',
    answers: {
      focus:
        'I work with burnout, overwork and career crossroads. The style is close to coaching, with clear goals around workload, boundaries and career planning.',
      lead: 'I lead with structure: we agree goals, I set assignments between sessions and we track progress.',
      feelings:
        'Professionals often intellectualise. I keep the work rational and measured, while naming the exhaustion they tend to ignore.',
      time: 'We concentrate on the present job and the next decision, with practical steps for this week.',
      support:
        'I give direct, candid feedback and hold clients accountable to the commitments they make.',
      clients:
        'Managers, executives and other professionals who are burned out, stuck in a job, or considering a change of career.',
    },
  },
];

/** Words in a question that say what it asks about; the first topic that matches wins. */
export const topicCues: [AnswerTopic, RegExp][] = [
  ['lead', /\b(pace|structure|plan|homework|lead|direction|exercises?|control|agenda|suggest)/i],
  ['feelings', /\b(emotion|feeling|intens|distress|deep|cry|tears|overwhelm)/i],
  ['time', /\b(past|history|childhood|early|present|current|now|shaped|family)/i],
  ['support', /\b(warm|validat|challeng|support|push|stuck|encourag|gentle)/i],
  ['clients', /\b(kind of client|which clients|who do you|help most)/i],
];

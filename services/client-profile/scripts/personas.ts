/**
 * Synthetic clients for the matching evaluation. Each wrote assessment-style answers in their
 * own voice; `expected` is the therapist in ./directory.ts a careful intake coordinator would
 * pick for them, decided from what they need help with and how they want to be worked with,
 * before the model saw them.
 */
export interface Persona {
  id: string;
  /** One line for the results table. */
  about: string;
  expected: string;
  answers: string[];
  /** Says mostly what they do not want ("no homework", "not another therapist who just nods"). */
  negative?: boolean;
}

export const personas: Persona[] = [
  {
    id: 'maria',
    about: 'widowed, wants to talk freely',
    expected: 't-amara-osei',
    answers: [
      'I lost my husband in March after a long illness. We were married for thirty-one years and the house feels far too quiet without him.',
      "My kids keep telling me to keep busy, but I don't want a program or a list of things to do. I just need somewhere I can talk about him without people changing the subject.",
      'I would like someone kind and patient, who lets me go wherever I need to go that day. Some days I want to tell stories about him, some days I just cry.',
    ],
  },
  {
    id: 'tom',
    about: 'panic attacks on the commute, wants techniques',
    expected: 't-ben-kaur',
    answers: [
      'I started getting panic attacks on the train about a year ago. My heart races, I feel like I can’t breathe and I have to get off at the next stop.',
      "I want practical techniques I can actually use when it happens, and I'm happy to do exercises between sessions. I'd like the therapist to have a plan.",
      "I don't really see the point of going back over my childhood. It's the here and now that's the problem: I need to get to work.",
    ],
  },
  {
    id: 'sara',
    about: 'assault survivor, needs safety and a slow pace',
    expected: 't-cleo-marsh',
    answers: [
      'Two years ago I was assaulted by someone I knew. Since then I have nightmares, I jump at every noise and I avoid going out at night.',
      'I need to go slowly. I am not ready to tell the whole story and I am afraid of being pushed to relive it before I can handle it.',
      'What helps me most is feeling safe and knowing I can stop when it gets too much. A gentle, calm person would make a big difference.',
    ],
  },
  {
    id: 'james',
    about: 'constant fights with partner, wants to be called out',
    expected: 't-dev-rao',
    answers: [
      'My partner and I argue about everything: money, chores, her mother. It always turns into the same fight and we both say things we regret.',
      'I want someone who will be straight with us and call us out when we fall into the same old pattern. Tiptoeing around it has not worked.',
      'Concrete communication skills would help. We need to learn how to fight fair, not spend months analysing why we are the way we are.',
    ],
  },
  {
    id: 'nina',
    about: 'years of emptiness tied to upbringing',
    expected: 't-elena-voss',
    answers: [
      "I've felt empty and flat for as long as I can remember. It's not a crisis, it's more that nothing really reaches me, and I've been depressed on and off for years.",
      'I grew up with a mother who was cold and critical, and I suspect a lot of this goes back to my childhood. I want to understand where it comes from.',
      "I'm ready to go deep and feel things I've avoided for a long time. I would rather talk and find my own way to it than be given worksheets.",
    ],
  },
  {
    id: 'marcus',
    about: 'drinking and relapses, wants accountability',
    expected: 't-farid-haddad',
    answers: [
      "I drink too much. I've stopped a few times but I always relapse after a couple of months, usually after a bad week at work.",
      "I need someone who won't let me off the hook. Hold me accountable, check in on whether I did what I said I'd do, and be honest with me when I'm making excuses.",
      'I want to focus on staying sober day to day rather than digging through my whole life story.',
    ],
  },
  {
    id: 'priya',
    about: 'burned-out manager, wants strategies',
    expected: 't-grace-lin',
    answers: [
      'I manage a team of forty nurses and I am completely burned out. I work twelve-hour days, answer emails at midnight and dread Monday mornings.',
      'I want practical strategies and clear goals. My time is limited, so I need sessions to be efficient and focused on what I can change now.',
      "I'd like a therapist who takes the lead and gives me tools, and who tells me honestly when I'm overcommitting.",
    ],
  },
  {
    id: 'linda',
    about: 'struggling with teenage son',
    expected: 't-hugo-mendes',
    answers: [
      'My fifteen-year-old son has stopped talking to us. Every conversation turns into shouting and my husband and I disagree about how strict to be.',
      'I want to understand what is going on in our family and get some guidance on parenting a teenager. I am open to advice.',
      'I would like someone warm and encouraging, because I already feel like I am failing as a mother.',
    ],
  },
  {
    id: 'alex',
    about: 'harsh inner critic, wants gentleness and control',
    expected: 't-isla-novak',
    answers: [
      "I have a really harsh inner critic. Whatever I do, it's never good enough, and I'm ashamed of things that other people don't even notice.",
      "I've been questioning a lot about who I am lately, including my identity, and I want a space where I can explore that at my own pace.",
      "I'd like to lead the sessions myself. Please be gentle and accepting: I get enough criticism from my own head.",
    ],
  },
  {
    id: 'dan',
    about: 'depressed and stuck, wants a push',
    expected: 't-jonah-reyes',
    answers: [
      "I've been depressed for about six months. I lie in bed until noon, I've stopped going to the gym and I don't have any motivation.",
      "I need someone to push me. Give me concrete steps each week and challenge me when I don't do them. Tough love works on me.",
      "I don't want to spend sessions talking about my past. I want to get my life moving again now.",
    ],
  },
  {
    id: 'chloe',
    about: 'heartbroken after a breakup',
    expected: 't-kemi-adeyemi',
    answers: [
      'My boyfriend of five years left me in the spring and I am heartbroken. I keep replaying the relationship and wondering what I did wrong.',
      "I want a place where I can really let myself feel it: cry, be angry, all of it. My friends want me to move on and I'm not ready.",
      'I would like to understand why I keep ending up in relationships where I give everything and get little back.',
    ],
  },
  {
    id: 'omar',
    about: 'abusive father, self-sabotage, wants confrontation',
    expected: 't-leo-brandt',
    answers: [
      'My father was violent when I was a kid. I moved out at seventeen, but I keep sabotaging every good thing in my life: jobs, relationships, friendships.',
      'I want to dig into how my childhood shaped these patterns. I know the roots are there.',
      "Don't coddle me. I want someone who will confront me and challenge me when I repeat the same destructive patterns, even if it hurts.",
    ],
  },
  {
    id: 'beth',
    about: 'health anxiety, googling symptoms',
    expected: 't-ben-kaur',
    answers: [
      'I worry constantly that I am seriously ill. I google every symptom and have been to the doctor six times this year.',
      'I want a clear plan and tools to stop the checking and the worrying. Homework is fine with me.',
      'A structured approach with specific steps would suit me better than open-ended talking.',
    ],
  },
  {
    id: 'ellen',
    about: 'pregnancy loss',
    expected: 't-amara-osei',
    answers: [
      'We lost our baby at twenty weeks last autumn. Everyone expects me to be over it by now, but I am still grieving.',
      'I need someone compassionate who will just listen and let me talk about her. I do not want to be told what to do or how to feel.',
      'Sometimes I want to talk about the hospital, sometimes about the future. I would like to decide that myself.',
    ],
  },
  {
    id: 'kevin',
    about: 'gambling debts',
    expected: 't-farid-haddad',
    answers: [
      "I've got a gambling problem. I've lost about twenty thousand dollars on sports betting apps and my wife doesn't know how bad it is.",
      'I need clear goals and someone who checks on me every week. Be direct with me: I am very good at lying to myself.',
      'I want to deal with the urges I have right now and stop, not spend a year on why I started.',
    ],
  },
  {
    id: 'sophie',
    about: 'body shame, wants warmth',
    expected: 't-isla-novak',
    answers: [
      'I feel ashamed of my body and I compare myself to everyone. My self-esteem is very low and it stops me from going out.',
      'I want someone warm and accepting, who will not judge me. I find it hard to open up if I feel criticised.',
      "I'd like to set the pace and choose what we talk about.",
    ],
  },
  {
    id: 'mike',
    about: 'veteran with flashbacks, wants to stay steady',
    expected: 't-cleo-marsh',
    answers: [
      'I served two tours overseas. Since coming home I get flashbacks and nightmares, and loud noises set me off.',
      "I don't want to be forced to relive everything at once. I need to keep it manageable and stay calm and steady, and have someone I can trust.",
      'Learning to cope with the triggers in daily life matters to me, and I want to go at a pace I can handle.',
    ],
  },
  {
    id: 'hannah',
    about: 'drifting marriage, wants to reach her feelings',
    expected: 't-kemi-adeyemi',
    answers: [
      'My husband and I have drifted apart. We are polite roommates now, and I feel lonely in my own marriage.',
      "I've spent years keeping my emotions locked away. I want to finally open up and feel what is underneath, even if it's painful.",
      'I do not want communication worksheets. I want to explore what I really need from a relationship.',
    ],
  },
  {
    id: 'george',
    about: 'retired, low mood, regrets',
    expected: 't-elena-voss',
    answers: [
      'Since I retired last year I feel low most days. I keep looking back on my life with regret, especially about how I was with my own children.',
      'I think a lot of it goes back to my upbringing and the way my father treated me. I would like to understand how my history shaped me.',
      'I prefer to talk things through at length and find my own way, rather than be given exercises.',
    ],
  },
  {
    id: 'zoe',
    about: 'startup founder, stress and deadlines',
    expected: 't-grace-lin',
    answers: [
      "I run a startup and the workload is crushing me. I'm anxious about deadlines all the time and I'm sleeping four hours a night.",
      'I need practical, goal-focused sessions. Give me strategies I can use this week.',
      "Be direct with me and tell me when my plans are unrealistic. I don't need my childhood analysed, I need to manage my job and my stress now.",
    ],
  },
  {
    id: 'carlos',
    about: 'anger in his relationship',
    expected: 't-dev-rao',
    answers: [
      'I lose my temper with my girlfriend over small things and she has said she will leave if it does not change.',
      'I want someone blunt who will tell me when I am out of line and teach me how to handle conflict without blowing up.',
      'I need skills for the next argument, not a long exploration of my past.',
    ],
  },
  {
    id: 'amy',
    about: 'perfectionism from a critical father, wants challenge',
    expected: 't-leo-brandt',
    answers: [
      "I'm a perfectionist to the point that it's ruining my life. I redo work five times and I can't accept anything less than flawless.",
      'My father criticised everything I did as a child, and I want to dig into how that shaped me.',
      'I want a therapist who challenges me and confronts my excuses. I know how to be comforted; it has never changed anything.',
    ],
  },
  {
    id: 'nora',
    about: 'caring for her mother, conflict with siblings',
    expected: 't-hugo-mendes',
    answers: [
      'My mother has dementia and I have become her main caregiver. My brother and sister barely help and every family conversation ends in an argument.',
      'I want to understand why our family falls into the same roles we had as kids, and get some guidance on how to handle my siblings.',
      'I need warmth and encouragement right now. I am exhausted.',
    ],
  },
  {
    id: 'sam',
    about: 'student, depressed and procrastinating',
    expected: 't-jonah-reyes',
    answers: [
      "I'm a second-year student and I've been depressed since last term. I skip lectures, I'm behind on every assignment and I feel hopeless.",
      'I need structure and someone to hold me to a plan. I respond better to honest pressure than to sympathy.',
      'I want to focus on getting through this semester, right now.',
    ],
  },
  // Personas who say mostly what they do NOT want (issue 12): the reading has to get the
  // direction from negations and contrasts.
  {
    id: 'ruth',
    about: 'widowed, no programmes, no pushing',
    expected: 't-amara-osei',
    negative: true,
    answers: [
      'My wife died in January. Everyone keeps telling me what I should be doing with my grief.',
      "I don't want a plan or exercises, and I don't want anyone hurrying me along. I've had enough of being told how to mourn.",
      "I'm not looking for someone to toughen me up either. No lectures, just somewhere I won't be judged for missing her.",
    ],
  },
  {
    id: 'lee',
    about: 'panic, no childhood digging, no endless talking',
    expected: 't-ben-kaur',
    negative: true,
    answers: [
      'I get panic attacks in supermarkets and meetings. My chest tightens and I have to leave.',
      "I don't want to spend months talking about my childhood, and I don't want to just talk about feelings with no direction.",
      'Open-ended chats never helped me. I want a clear method, not someone waiting for me to work it out myself.',
    ],
  },
  {
    id: 'ivy',
    about: 'trauma, no confrontation, no rushing',
    expected: 't-cleo-marsh',
    negative: true,
    answers: [
      'Something happened to me at a party three years ago and I still have flashbacks.',
      "I can't handle being pushed or confronted. I don't want to be rushed into telling the whole story before I feel safe.",
      "Nothing intense please. I'm not ready for big emotional sessions, I need things kept steady.",
    ],
  },
  {
    id: 'paul',
    about: 'couple, no tiptoeing, no digging into the past',
    expected: 't-dev-rao',
    negative: true,
    answers: [
      'My wife and I keep having the same argument about her job and we both end up shouting.',
      "We don't need someone who tiptoes around us or lets us off the hook. We've had a counsellor who just nodded and it did nothing.",
      "We're not interested in going back over our childhoods. We want to sort out how we talk to each other now.",
    ],
  },
  {
    id: 'mia',
    about: 'low for years, no worksheets, no quick fixes',
    expected: 't-elena-voss',
    negative: true,
    answers: [
      "I've felt low and empty for as long as I can remember, and my self-esteem has never been good.",
      "I don't want worksheets or a programme to follow. Quick fixes have never worked for me.",
      "I don't want to stay on the surface. Rather than managing symptoms, I want to understand how growing up in my family shaped me.",
    ],
  },
  {
    id: 'ray',
    about: 'drinking, no coddling, no childhood',
    expected: 't-farid-haddad',
    negative: true,
    answers: [
      "I drink most nights and I've started hiding bottles from my partner. I think I'm an alcoholic.",
      "I don't want to be coddled or told it's not my fault. Sympathy has never stopped me drinking.",
      "I'm not after a deep dive into my past either. I need a plan for the next few weeks, not a history lesson.",
    ],
  },
  {
    id: 'jen',
    about: 'burnout, no emotional excavation',
    expected: 't-grace-lin',
    negative: true,
    answers: [
      "I'm burnt out at work. I answer emails at midnight and I dread Monday mornings.",
      "I don't want to cry about it or dig into my childhood. Feelings-talk without a plan just leaves me more drained.",
      "I'm not looking for someone to just listen. I want someone to help me set limits at work, step by step.",
    ],
  },
  {
    id: 'tariq',
    about: 'parenting a teenager, no blame, no harshness',
    expected: 't-hugo-mendes',
    negative: true,
    answers: [
      'My teenage son has stopped talking to us and the whole family is tense. I argue with my partner about how to handle him.',
      "I don't want to be blamed or criticised as a parent, I get enough of that already. Harsh feedback would make me shut down.",
      "I'm not looking for long silences either; some guidance on what to do at home would help.",
    ],
  },
  {
    id: 'bea',
    about: 'self-worth, no being told what to do',
    expected: 't-isla-novak',
    negative: true,
    answers: [
      "I never feel good enough and I'm always comparing myself to others.",
      "I don't want someone telling me what to do or handing me homework. I've spent my life following other people's rules.",
      "And please, no tough love. I'm hard enough on myself without a therapist joining in.",
    ],
  },
  {
    id: 'luke',
    about: 'depressed, no gentle nodding, no past',
    expected: 't-jonah-reyes',
    negative: true,
    answers: [
      "I've been depressed since I lost my job last year. Most days I don't get dressed.",
      "I don't want another therapist who just nods and says that sounds hard. Gentle and understanding did nothing for me.",
      "I don't need to go over my childhood. Give me a plan for this week and don't let me off the hook.",
    ],
  },
  {
    id: 'maya-k',
    about: 'heartbreak, no bottling it up, no structure',
    expected: 't-kemi-adeyemi',
    negative: true,
    answers: [
      'My fiancé called off our wedding two months ago and I feel completely heartbroken.',
      "I don't want to keep bottling it up or be told to move on. I don't want a structured programme, I want room to fall apart.",
      'I would rather feel all of it than keep pretending I am fine.',
    ],
  },
  {
    id: 'vic',
    about: 'lifelong patterns, no soft approach',
    expected: 't-leo-brandt',
    negative: true,
    answers: [
      'I keep repeating the same destructive patterns in every relationship, and I think they go back to how my mother treated me.',
      "I don't want someone soft who lets me off easy. Being comforted has never changed anything for me.",
      "I don't want to stay on the surface with coping tips; I want to get to the roots of it, even if it gets intense.",
    ],
  },
];

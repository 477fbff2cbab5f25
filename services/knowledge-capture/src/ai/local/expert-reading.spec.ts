import { dimensionKeys } from '@rapport/contracts';
import type { DimensionModel } from '@rapport/language';
import { readExpertStances } from './expert-reading';
import { couples, drinking, testMeEarly } from './issue-12.fixtures';

const sides = (text: string) =>
  Object.fromEntries(readExpertStances(text).map((s) => [s.key, s.pole]));

describe('readExpertStances', () => {
  it.each([
    // Issue 12's inputs.
    [drinking, 'warmSupport', 1],
    [couples, 'pastOrientation', -1],
    [testMeEarly, 'pastOrientation', undefined],
    // Contrast and preference frames.
    ['Curiosity works better than confrontation.', 'warmSupport', 1],
    ['Gentle listening did nothing for her; she needed someone to push back.', 'warmSupport', -1],
    ['They learned it growing up, but the work stays on what happens now.', 'pastOrientation', -1],
    ['I have stopped giving homework to clients with chronic illness.', 'directiveness', -1],
    // Negation.
    ['A therapist who does not lecture them helps most.', 'warmSupport', 1],
    [
      'They want tools for this week, not years of digging into their childhood.',
      'pastOrientation',
      -1,
    ],
    // 'early' about the first sessions, people spoken of, and the kind of trauma are no side.
    ['Push them early on.', 'pastOrientation', undefined],
    ['Parents of toddlers want help with bedtime today.', 'pastOrientation', -1],
    ['Childhood trauma survivors need patience.', 'pastOrientation', undefined],
    // The clients described do not vote when the note says what helps.
    [
      'Artists tend to bristle at worksheets and session plans. I follow wherever they take the conversation.',
      'directiveness',
      -1,
    ],
    [
      'Couples in conflict will use an unstructured session to fight. The therapist has to set the ground rules.',
      'directiveness',
      1,
    ],
    // What is left or handed to the client is theirs to run.
    ['I leave the structure to them and keep sessions open.', 'directiveness', -1],
    ['She flourished when the sessions were hers to shape.', 'directiveness', -1],
    ['Clients who were controlled need to set the pace themselves.', 'directiveness', -1],
    // A negation right before the verb; an excess ("too nice") refrained from is one turn.
    [
      "Clients who have not changed anything need a therapist who won't go easy on them.",
      'warmSupport',
      -1,
    ],
    ['Avoid being too nice with clients in denial.', 'warmSupport', -1],
    // A verdict on limits (what turns down tools for now is no call for the past), and a frame
    // inside the side a "but" prefers.
    ['With attachment problems, practical coping tools only go so far.', 'directiveness', -1],
    [
      'With attachment problems, practical coping tools only go so far.',
      'pastOrientation',
      undefined,
    ],
    [
      'They demand tough feedback, but holding them accountable just feeds the inner critic.',
      'warmSupport',
      1,
    ],
    // A modifier of the other side's cue is not a vote.
    ['I keep the emotional temperature low.', 'emotionalIntensity', -1],
    // "Intense work can feel like more of the same": it repeats the harm.
    [
      'With clients from screaming households, intense emotional work can feel like more of the same.',
      'emotionalIntensity',
      -1,
    ],
    // Round 2: who the clients are, before what they need, is not a vote.
    ['Harsh self-critics need a therapist who stays kind.', 'warmSupport', 1],
    [
      // "analytical" describes them; what they need ("to feel rather than think") decides.
      'Overly analytical clients, for whom everything is a theory, need to feel rather than think.',
      'emotionalIntensity',
      1,
    ],
    [
      'Stoic builders rarely talk about feelings, which is why I invite the emotion in slowly.',
      'emotionalIntensity',
      1,
    ],
    // "…, with grieving parents I …": whom the advice is for, mid-sentence too.
    [
      'Rather than handing out worksheets, with bereaved parents I stay with the grief.',
      'pastOrientation',
      undefined,
    ],
    // Advice to the reader (a bare verb after a pause) and obligations weigh as prescriptions.
    [
      'Waiting for anxious clients to decide when to start is slow; assign the exercises.',
      'directiveness',
      1,
    ],
    [
      'Depression does not lift if the therapist just follows the client. You have to set up the steps.',
      'directiveness',
      1,
    ],
    // A pseudo-cleft or importance verdict marks what helps.
    [
      'Teenagers go quiet when an adult takes charge. Giving them control over the topic is what opens them up.',
      'directiveness',
      -1,
    ],
    // What the client chooses is one act with the choosing, not the therapist's plan.
    ['Students need to set their own goals.', 'directiveness', -1],
    // What a preference is set against, and what a client is taken away from, lose.
    [
      'Most men prefer a therapist with a clear plan over one who asks them to lead.',
      'directiveness',
      1,
    ],
    ['Never rescue a grieving client from crying.', 'emotionalIntensity', 1],
    ['Never rescue a client from the silence by jumping in with advice.', 'directiveness', -1],
    ['A good therapist does not flinch at the anger.', 'emotionalIntensity', 1],
    // A harm that re-enacts the original one turns its cause.
    [
      'For survivors of control, a therapist who dictates the agenda can echo the abuse.',
      'directiveness',
      -1,
    ],
    // A relative clause on the clients ends at what they need.
    ['Clients who minimise their drinking need a therapist who is blunt.', 'warmSupport', -1],
    ['Clients who expect to be judged need warmth first.', 'warmSupport', 1],
    // The object of a preposition does not lead: the reader does.
    ['With these clients, follow rather than lead.', 'directiveness', -1],
    // What is held low, turned down or put off is wanted less.
    ['Keep the emotional intensity low in the first sessions.', 'emotionalIntensity', -1],
    ['With panicky clients, dial the intensity down.', 'emotionalIntensity', -1],
    ['Keep the temperature low until they feel steady.', 'emotionalIntensity', -1],
    ['Be warm with them; challenge comes much later.', 'warmSupport', 1],
    ['Save the deep emotional work for when they trust you.', 'emotionalIntensity', -1],
    // The expert's own voice over the clients' reported wishes; what the expert turns down.
    [
      'Students often ask me why they are like this. I keep us on what they will do this week instead.',
      'pastOrientation',
      -1,
    ],
    ['Some clients want me to set every goal. I refuse and hand it back.', 'directiveness', -1],
    // A passive harm describes the clients; its "by …" names the cause.
    ['Avoid intense work with clients who are easily overwhelmed.', 'emotionalIntensity', -1],
    // A belief reported is not the expert's; what clients never had is what they need.
    [
      'The received wisdom is to keep them in the present. I find their family history is key.',
      'pastOrientation',
      1,
    ],
    ['Many of them have never had someone be gentle with them.', 'warmSupport', 1],
    ['I rarely give advice.', 'directiveness', -1],
    // "Not every …" and "few …" say the predicate is seldom true; a story's helper is no history.
    ['Not every client wants a structured programme.', 'directiveness', -1],
    ['Few of my grieving clients benefit from a rigid agenda.', 'directiveness', -1],
    [
      'Her last therapist was soft. She did better with someone who pushed back.',
      'warmSupport',
      -1,
    ],
    // The harm of an avoided thing does not turn it back; "it doesn't help to …"; rushing out of.
    ['Avoid rigid agendas with poets; they shut down.', 'directiveness', -1],
    ["It doesn't help to keep soldiers detached in therapy.", 'emotionalIntensity', 1],
    ['I never rush a client out of their tears.', 'emotionalIntensity', 1],
    ['Avoid the tidy, detached approach with them.', 'emotionalIntensity', 1],
    // What is not what they need, what failed before, a failed condition, too much of a thing.
    ['A confrontational style is not what shy clients need.', 'warmSupport', 1],
    ['Calm kept her steady where intense work had not.', 'emotionalIntensity', -1],
    ['Clients who blame others rarely change if I am only gentle.', 'warmSupport', -1],
    ['Avoid too much sympathy with chronic complainers.', 'warmSupport', -1],
    ['A common assumption is that they need a plan. I let them lead.', 'directiveness', -1],
    // Held low in a passive or "low in"; a trainee's past practice; what gets dismissed.
    ['With psychosis, expressed emotion should be kept low.', 'emotionalIntensity', -1],
    ['Keep sessions low in expressed emotion.', 'emotionalIntensity', -1],
    [
      'My supervisee kept the session light. He should have let the grief out.',
      'emotionalIntensity',
      1,
    ],
    ['Reassurance just gets dismissed; debate them instead.', 'warmSupport', -1],
    // Set aside, kept to oneself, at a minimum, with limits, responded badly to.
    ['With bereaved parents I put the plan away.', 'directiveness', -1],
    ['Keep your suggestions to yourself with them.', 'directiveness', -1],
    ['Open space, their questions, minimal steering.', 'directiveness', -1],
    ['Sympathy has limits with clients who avoid responsibility.', 'warmSupport', -1],
    ['They respond badly to therapists who set the agenda.', 'directiveness', -1],
    ['Intense emotional work frightens them.', 'emotionalIntensity', -1],
    [
      'The instinct is to leave the past alone. Yet their childhood story matters.',
      'pastOrientation',
      1,
    ],
    // "The opposite" of the sentence before; an agenda left open; suggestions held back.
    [
      'Hiding tears has been a career skill for surgeons. In my room, I encourage the opposite.',
      'emotionalIntensity',
      1,
    ],
    ['For clients with infertility, I leave the agenda open.', 'directiveness', -1],
    ['With them I hold back my own suggestions.', 'directiveness', -1],
    ['Not a single one of them needed challenging.', 'warmSupport', 1],
    // A list item after a pause is no subject; a pronoun object is the whole object; the people
    // before "of" head the subject; what clients steer "themselves" is theirs.
    [
      'Complex trauma: the relationship is the treatment. Warm, patient, never harsh.',
      'warmSupport',
      1,
    ],
    ['They are always told to try harder. I avoid that and offer validation.', 'warmSupport', 1],
    ['They do better steering the sessions themselves.', 'directiveness', -1],
    // A myth is untrue; the expert's earlier practice is not their view.
    ["It's a myth that anxious kids can't cope with a plan.", 'directiveness', 1],
    [
      'I trained in a model that dug into childhood for years. Now my work is about this week.',
      'pastOrientation',
      -1,
    ],
    // A harm that letting brings; what clients say they need; a cue describing the clients;
    // the expert's own lead; advice after a pause; limits; "the less …".
    ['Too much reassurance lets them off the hook.', 'warmSupport', -1],
    ['Keeping it cerebral lets them avoid the grief.', 'emotionalIntensity', 1],
    [
      'Students often say they need a gentle space. They do better with someone who calls out excuses.',
      'warmSupport',
      -1,
    ],
    [
      'Analytical clients do best when I bring them back to what they feel.',
      'emotionalIntensity',
      1,
    ],
    ['With these clients I pick the focus of each session.', 'directiveness', 1],
    ['Burnt-out nurses have had enough pressure; never push them.', 'warmSupport', 1],
    ['Gentle reassurance goes only so far with them.', 'warmSupport', -1],
    ['The less I steered, the more they opened up.', 'directiveness', -1],
    ['Letting them lead means following the avoidance.', 'directiveness', 1],
    ['Never hand out advice to them; they stop thinking.', 'directiveness', -1],
    ['Work through the trauma without flooding them.', 'emotionalIntensity', -1],
    ['A low emotional load suits them best.', 'emotionalIntensity', -1],
    // A bare refusal; what clients found wanting; a refraining gerund that does harm; a quoted
    // negation under "not every"; a harm tagged as a noun; "mistake X for Y"; where clients
    // come from.
    ["She expected me to confront her. I didn't; I listened.", 'warmSupport', 1],
    ['He found structured therapy patronising.', 'directiveness', -1],
    ['Skipping the family history means the patterns keep repeating.', 'pastOrientation', 1],
    ["Not every client who says 'don't go easy on me' benefits from harshness.", 'warmSupport', 1],
    ['If I let them lead, they just re-enact the fight.', 'directiveness', 1],
    ["With older men I don't direct.", 'directiveness', -1],
    ['They feel exposed by feelings-heavy therapy.', 'emotionalIntensity', -1],
    ["Don't mistake that calm for coping.", 'pastOrientation', undefined],
    ['Clients from families where emotion ran high need calm sessions.', 'emotionalIntensity', -1],
    // What the clients own, set or have followed; harms that tip over or trigger; a stopping
    // request read once; a list of "no …"; "… enough already".
    ['Let them own the direction of the work.', 'directiveness', -1],
    ['Bullied adults: follow their agenda.', 'directiveness', -1],
    ['Dying patients set the agenda.', 'directiveness', -1],
    ['Panic-prone clients can be tipped over by intense affect work.', 'emotionalIntensity', -1],
    ['An emotionally charged session can trigger one in the room.', 'emotionalIntensity', -1],
    ['Trainees need to stop accepting that and push back.', 'warmSupport', -1],
    ['Stop asking him about his mother.', 'pastOrientation', -1],
    ['No trauma processing, no big emotional releases.', 'emotionalIntensity', -1],
    ['Keep it simple; their lives are intense enough already.', 'emotionalIntensity', -1],
    // An inflected expert phrase; slowing down that makes room for feeling; slowing a cue down;
    // a negation before a relative clause holds all of it; a new act after a stopping request.
    ['Slow them down and, when it comes, letting it flood is the work.', 'emotionalIntensity', 1],
    ['I slow things down and invite the grief to come through.', 'emotionalIntensity', 1],
    ['Slow the emotional pace right down.', 'emotionalIntensity', -1],
    ["I'm not the kind of therapist who sits quietly and nods.", 'warmSupport', -1],
    ['Stop laughing along and challenge the deflection.', 'warmSupport', -1],
    [
      'Clients raised in families that prized looking forward need their history explored.',
      'pastOrientation',
      1,
    ],
    // A harm with a gerund subject, protecting from feelings, a verdict that has had its chance,
    // what clients ask for beside what serves them, what they were coached to do, a refusal that
    // opens the sentence, a thought need denied, "what doesn't work".
    ['Being endlessly soft backfires with drinkers.', 'warmSupport', -1],
    ['Protecting clients from strong feelings is a disservice.', 'emotionalIntensity', 1],
    ["Softly, softly has had its chance. Now it's time to be blunt.", 'warmSupport', -1],
    [
      'Some clients ask for intense emotional work. Calm and contained usually serves them better.',
      'emotionalIntensity',
      -1,
    ],
    [
      "He'd been coached to move forward for years. Looking at his family's past released him.",
      'pastOrientation',
      1,
    ],
    [
      'She wanted me to tell her exactly what to do. Refusing, and letting her work it out, was kinder.',
      'directiveness',
      -1,
    ],
    [
      "He thought he needed to understand his childhood first. He didn't; this week's habits were enough.",
      'pastOrientation',
      -1,
    ],
    // A kind manner of saying something hard; what clients are used to; the steering wheel
    // handed over (a plan handed over stays the therapist's); "I decide nothing"; a simmer; a
    // harm after a pause judges its own subject; a harm on the compared side.
    ['I say it straight, kindly, and ask what they will do.', 'warmSupport', -1],
    ['Tell them, lovingly but firmly.', 'warmSupport', -1],
    [
      'Surgeons are used to blunt feedback. Many soften only when someone is kind.',
      'warmSupport',
      1,
    ],
    ['I hand them the steering wheel.', 'directiveness', -1],
    ['I hand them a revision timetable in week one.', 'directiveness', 1],
    [
      'At home their fathers decided everything. In here, I decide nothing; they do.',
      'directiveness',
      -1,
    ],
    ['I keep emotions at a simmer rather than a boil.', 'emotionalIntensity', -1],
    ['Warmth disarms them; confrontation just confirms what they expect.', 'warmSupport', 1],
    ["I'd rather tell a hard truth than keep them comfortable and stuck.", 'warmSupport', -1],
    // "What doesn't work …: X"; not a pushover; dropping the plan; what would kill it; rushing
    // past tears; patients are people; a verb with its object is no failure adjective.
    [
      "What doesn't work with new mothers: deep emotional excavation. What does: calm sessions.",
      'emotionalIntensity',
      -1,
    ],
    ['Be kind but not a pushover.', 'warmSupport', -1],
    ['Drop the plan and ask what they want out of it.', 'directiveness', -1],
    ['I let them wander; structure would kill it.', 'directiveness', -1],
    ["I don't rush people past their tears.", 'emotionalIntensity', 1],
    [
      'Palliative patients rarely want intense work. Quiet company is enough.',
      'warmSupport',
      undefined,
    ],
    ['What helped was telling her straight that she was exhausting herself.', 'warmSupport', -1],
    // A "while" clause inside the subject of a harm; fearless advice; a plan out of the window.
    [
      'Diving into raw emotion while she was on night shifts would have broken her.',
      'emotionalIntensity',
      -1,
    ],
    ["Don't be afraid to confront them.", 'warmSupport', -1],
    [
      'If the client arrives with something urgent, the plan goes out the window.',
      'directiveness',
      -1,
    ],
    // A denied verdict; what matters less; harms of giving material or sending back; what
    // clients do to the therapist; a reaction that describes; an even temperature.
    ['Giving time to their origins is rarely wasted.', 'pastOrientation', 1],
    ['Their history matters less than next Tuesday.', 'pastOrientation', -1],
    ['Reflective listening only gives them more material.', 'warmSupport', -1],
    ['Any hint of criticism sends them back into their shell.', 'warmSupport', 1],
    ['They need someone who stays kind even when they push you away.', 'warmSupport', 1],
    [
      'Clients who shut down do best when they let the grief come up fully.',
      'emotionalIntensity',
      1,
    ],
    ['I keep the emotional temperature even.', 'emotionalIntensity', -1],
    // A verb ending the relative clause the tagger misread; an intransitive "quit"; a
    // concession; 'present with' symptoms; 'call that out'; a verbless "X over Y".
    ['Teens who panic need a plan for now.', 'pastOrientation', -1],
    ['Clients who are anxious need a plan for now.', 'directiveness', 1],
    ["Smokers trying to quit don't need their childhood excavated.", 'pastOrientation', -1],
    [
      "We go into the grief underneath, even when it's overwhelming in the room.",
      'emotionalIntensity',
      1,
    ],
    [
      'Adults who present with panic attacks need help connecting it to their childhood.',
      'pastOrientation',
      1,
    ],
    ['I call that out early and plainly.', 'warmSupport', -1],
    ["Early on, it's validation over confrontation every time.", 'warmSupport', 1],
    // A verdict pointing back; a trap after a relative clause; what a colleague will be tempted
    // to do; feelings let come up; an earlier therapist in reported speech.
    ['Clients often want to explore their childhood. That rarely helps.', 'pastOrientation', -1],
    ['Many ask for homework. In my experience it backfires.', 'directiveness', -1],
    [
      "The trap with people who've had lots of therapy is that you'll try to lead with your model.",
      'directiveness',
      -1,
    ],
    ["Don't be tempted to give them homework.", 'directiveness', -1],
    ["You'll be tempted to keep grieving parents calm. Don't.", 'emotionalIntensity', 1],
    ['Hold steady and let it all come up.', 'emotionalIntensity', 1],
    ['A GP told me her last therapist was all homework and CBT sheets.', 'directiveness', -1],
    [
      'She spent six months with a previous therapist rehashing her childhood.',
      'pastOrientation',
      -1,
    ],
    // Letting off the hook as the object of stopping; what overwhelmed a client points back.
    ['I stopped letting him off the hook.', 'warmSupport', -1],
    // The need set against a reported wish; the clients who choose; an act overdone; a harm of
    // giving room to fight.
    [
      'A principal asked me to explore her upbringing. What she needed was a plan for next term.',
      'pastOrientation',
      -1,
    ],
    ['The ones who improve are the ones who choose where to start.', 'directiveness', -1],
    ["Validation first, always; challenge too early and they're gone.", 'warmSupport', 1],
    ['Soft approaches just give them more room to fight.', 'warmSupport', -1],
    // A reaction before the next conditional; sensing from a mile off; a rhetorical question; a
    // bare refusal of what was asked; a supervisee's story; a verdict over "going to"; honesty;
    // the days of the week.
    [
      'If I come in with worksheets they shut down; if I let them pick the topic, we get somewhere.',
      'directiveness',
      -1,
    ],
    ['Teens can smell judgement a mile away.', 'warmSupport', 1],
    ["Why would I set homework for someone who's just lost a spouse?", 'directiveness', -1],
    ["A client asked me to 'just give her coping tips'. I didn't.", 'directiveness', -1],
    ['My client asked me to give her tips. I refused.', 'directiveness', -1],
    ['A client asked me for coping tips. I declined.', 'pastOrientation', undefined],
    [
      "A supervisee of mine spent weeks trying to get him to 'open up about his feelings'.",
      'emotionalIntensity',
      -1,
    ],
    [
      'He wanted to talk about his feelings. That was never going to work early on.',
      'emotionalIntensity',
      -1,
    ],
    ['What he needed was someone to tell him honestly.', 'warmSupport', -1],
    ["They need a script for Tuesday's argument.", 'pastOrientation', -1],
    // An earlier therapist quoted over a clause break; less cosy; feelings held at a level; the
    // wheel handed back; an attempt that felt academic; what to do next time; origins.
    [
      "A client told me, 'My last therapist was so nice I never told her the truth.'",
      'warmSupport',
      -1,
    ],
    ["I've learned to be less cosy and more straight.", 'warmSupport', -1],
    ['The feelings are kept at a level they can tolerate.', 'emotionalIntensity', -1],
    [
      'If I give advice, they just outsource their life to me. So I deliberately hand the steering wheel back.',
      'directiveness',
      -1,
    ],
    [
      'I tried going back to his relationship with his father but it felt academic.',
      'pastOrientation',
      -1,
    ],
    [
      'I ended up doing most of the talking - psychoeducation, thought records. Next time I want to let him bring the topics.',
      'directiveness',
      -1,
    ],
    ['I look at where the hopelessness was learned.', 'pastOrientation', 1],
    // The elliptical verdict after a denied one; a life they had planned and telling her how
    // much sense it makes are no plan or instruction; what is put off "if at all".
    [
      'They ask why they are like this. The insight rarely shifts anything; a check-in next week does.',
      'pastOrientation',
      -1,
    ],
    ['They need to grieve the life they had planned.', 'directiveness', undefined],
    ['I told her how much sense her loneliness makes.', 'directiveness', undefined],
    ['Skills first, and the deep feeling work much later, if at all.', 'emotionalIntensity', -1],
    // "better … than" apart; a dead end; harms that add a job, pour petrol or feed anger; the
    // clients' family named as who they are; venting; a steady pace is no client lead.
    [
      'They respond better to structured exercises than to open-ended talk about feelings.',
      'emotionalIntensity',
      -1,
    ],
    [
      'Going back through the losses of their childhood was a dead end for my clients.',
      'pastOrientation',
      -1,
    ],
    ['Telling them to practise self-care just adds another job to the list.', 'directiveness', -1],
    ['Going deep into the rage just pours petrol on it.', 'emotionalIntensity', -1],
    ['I let him vent for weeks and it just fed the anger.', 'emotionalIntensity', -1],
    ['I keep it contained: agreed limits on questions, steady pace.', 'directiveness', undefined],
    // "doing it wrong" is no verdict on the sentence; "even when" is no level; a verb read as a
    // noun; the clients' own family; gentleness absorbed; left to chance; going straight at it.
    [
      "What they need from me is kindness, not more people telling them they're doing it wrong.",
      'warmSupport',
      1,
    ],
    ['I hold them to the exposure plan even when they plead with me.', 'directiveness', 1],
    ['I now see the soothing fed the cycle.', 'warmSupport', -1],
    ['I had a young mum with postnatal depression.', 'pastOrientation', undefined],
    ['We traced it back to a father who only praised achievement.', 'pastOrientation', 1],
    ['Being gentle just gets absorbed into the perfectionism.', 'warmSupport', -1],
    ["I don't leave the safety plan to chance.", 'directiveness', 1],
    ['I go straight at the memory.', 'warmSupport', undefined],
    ["I'll lovingly but clearly hold up a mirror.", 'warmSupport', -1],
    // What never comes their way; getting nowhere with an object; parking a wish; steering clear;
    // a wish in a story the expert tells; put off months.
    ['Young carers hardly ever get praised.', 'warmSupport', 1],
    [
      'Confronting her had got the school nowhere; really listening to her got her back to the table.',
      'warmSupport',
      1,
    ],
    ["I'd steer well clear of deep emotional excavation.", 'directiveness', undefined],
    ["I'd steer well clear of deep emotional excavation.", 'emotionalIntensity', -1],
    [
      'A man I saw wanted to unpack his whole upbringing in week one. We parked it. The upbringing came six months later.',
      'pastOrientation',
      -1,
    ],
    ['Parents who keep missing appointments - I no longer let that slide.', 'warmSupport', -1],
    // A gerund named as a noun is not refrained from; a verb with its object after an adjective
    // starts a new act; insight that shifts nothing; a pace not pushed; a long "let … lead".
    [
      "They need someone who names the minimising every time and doesn't let it slide.",
      'warmSupport',
      -1,
    ],
    [
      'I stopped being agreeable and challenged him on his own part in the mess.',
      'warmSupport',
      -1,
    ],
    [
      'I stopped being agreeable and challenged him on his own part in the mess.',
      'directiveness',
      undefined,
    ],
    [
      'They want to understand where it came from, but insight into childhood rarely shifts anything.',
      'pastOrientation',
      -1,
    ],
    ['I never push the pace.', 'directiveness', -1],
    [
      "New fathers rarely want to talk about their own dads, but that's usually where the work is.",
      'pastOrientation',
      1,
    ],
    // A new start after being nice; "but also" concedes nothing; a state after "how"; a gerund
    // subject is no harm; "not when I decide"; the reins handed over; the opposite of what
    // others said; a blunt instrument and a measured pace.
    [
      'He only turned a corner when I stopped being nice and started calling out every excuse.',
      'warmSupport',
      -1,
    ],
    [
      "I'm consistently validating but also hold firm limits. The validation has to come first.",
      'warmSupport',
      1,
    ],
    [
      'What she needed was gentleness and someone to notice how exhausted she was.',
      'warmSupport',
      1,
    ],
    [
      'I let the grief and rage come fully; shutting it down too early just teaches them to bury it.',
      'emotionalIntensity',
      1,
    ],
    ['The feelings come when the person is ready, not when I decide.', 'directiveness', -1],
    ['With them I deliberately hand over the reins.', 'directiveness', -1],
    [
      "I'm all about kindness. Others have told them it's 'just a dog', and they need the opposite of that.",
      'warmSupport',
      1,
    ],
    ['Interpretation is a blunt instrument. Validation first, gentleness first.', 'warmSupport', 1],
    ['I use a structured protocol, but at a measured pace.', 'directiveness', 1],
    ['I use a structured protocol, but at a measured pace.', 'emotionalIntensity', -1],
    // A gerund after "of" has no object; a failure after a comma splice judges its own subject;
    // an infinitive is no failure; seldom shifting, achieving little, being beaten; what is put
    // off is the act after the "and"; "…, or you lose them" is what happens without it.
    [
      'Teachers on the verge of quitting need practical tools they can use on Monday morning rather than long reflections on how they ended up in the profession.',
      'directiveness',
      1,
    ],
    [
      'I always keep the tone gentle and reassuring with clients who have just had a cancer diagnosis, challenging them is the last thing they need.',
      'warmSupport',
      1,
    ],
    ["Don't tiptoe around a client who uses avoidance to stay stuck.", 'warmSupport', -1],
    [
      'People with OCD want to know where the fear came from, but tracing it back to childhood rarely loosens a compulsion.',
      'pastOrientation',
      -1,
    ],
    [
      'With emetophobia, talking about the roots of the fear achieves little; graded exposure laid out by the therapist is what shifts it.',
      'pastOrientation',
      -1,
    ],
    [
      'Ten minutes of problem-solving about this week beats an hour on their parents.',
      'pastOrientation',
      -1,
    ],
    [
      'I used to challenge depressed clients straight away. Now I start with a lot of gentle validation and only question the thoughts much later.',
      'warmSupport',
      1,
    ],
    [
      'Clients with borderline traits are hurt by therapists who are cold. Validation has to come first, or you lose them.',
      'warmSupport',
      1,
    ],
    // A subject and verb end what "rather than" rejects; "not when" further back; a refusal
    // with no object; the opposite named in its own sentence; what feeds the problem; a harm
    // conceded; a negation inside a described clause; nothing sticks without it.
    [
      'Clients with complex trauma often feel flooded, so rather than diving in I keep sessions gentle and contained.',
      'emotionalIntensity',
      -1,
    ],
    [
      'People with panic attacks respond best when I teach breathing steps for the coming days, not when we wander through their history.',
      'pastOrientation',
      -1,
    ],
    [
      'Clients with health anxiety ask me to reassure them. I would rather decline and hand them a worksheet to track the urge.',
      'directiveness',
      1,
    ],
    [
      "Colleagues tell me that with executives you have to be blunt and challenging. I've found the opposite: what they respond to is gentleness.",
      'warmSupport',
      1,
    ],
    ['With health anxiety, going deep into the fear just feeds it.', 'emotionalIntensity', -1],
    [
      'Open-ended talk about where the fears came from tends to feed the rumination.',
      'pastOrientation',
      -1,
    ],
    ['Play, wait, let the child set the pace, even if it takes months.', 'directiveness', -1],
    [
      "Clients from cultures where you never air the family's laundry need a soft, respectful touch.",
      'warmSupport',
      1,
    ],
    [
      'Clients with ADHD want to go wherever the conversation takes them, yet without me setting an agenda, nothing sticks.',
      'directiveness',
      1,
    ],
    [
      'With new fathers I skip the family-of-origin stuff at first and hand them a simple plan for the week.',
      'directiveness',
      1,
    ],
    // "…, which did nothing" points back; an earlier therapist as the agent of a passive.
    [
      'Her GP had given her CBT worksheets, which did nothing; going back to her mother helped.',
      'directiveness',
      -1,
    ],
    [
      'A social worker I saw had been coddled by her last therapist for two years.',
      'warmSupport',
      -1,
    ],
    [
      'Insomniacs usually ask me to go into their dreams and their past; though I understand the curiosity, I give them a sleep plan instead.',
      'pastOrientation',
      -1,
    ],
    // A sentence adverb is no manner; what stops the betting is the view; the usual approach is
    // others'; a reaction of disappearing.
    [
      "Executives don't want to cry in my office, and frankly most of them don't need to.",
      'warmSupport',
      undefined,
    ],
    ['Athletes respect a therapist who challenges them frankly.', 'warmSupport', -1],
    [
      'They want to explore that. Fine, but what actually stops the betting is a weekly money plan.',
      'directiveness',
      1,
    ],
    // What others usually do is not the expert's view: the expert's own sentence decides.
    [
      'The usual approach with them is solution-focused: goals, strategies, next steps. I let them talk and follow where they take it.',
      'directiveness',
      -1,
    ],
    [
      'Gentle encouragement works. One harsh word and they disappear for a month.',
      'warmSupport',
      1,
    ],
    [
      'I let the memories of their early years lead the conversation wherever they want to go.',
      'directiveness',
      -1,
    ],
    [
      "His last counsellor told him to 'just let it out'. It overwhelmed him and he stopped coming.",
      'emotionalIntensity',
      -1,
    ],
    // A verdict on what the wish named; an outcome that does not come over a particle; what a
    // trainee did, unless praised.
    [
      "Some clients want me to just listen while they vent. Venting isn't the work.",
      'warmSupport',
      -1,
    ],
    ['Truck drivers rarely open up if you go straight for feelings.', 'emotionalIntensity', -1],
    [
      'You asked the teenager about her early childhood in session two. Too soon.',
      'pastOrientation',
      -1,
    ],
    ['You went into the family history with him. Not now.', 'pastOrientation', -1],
    ['I liked how you stayed quiet and followed her lead.', 'directiveness', -1],
    // A list of acts over its commas; harms that maintain, waste or land as rejection.
    [
      'The last thing they need is me challenging, confronting or pushing them harder.',
      'warmSupport',
      1,
    ],
    [
      'A calm, contained, keep-it-steady approach just maintains the numbness. They need to feel the heartbreak.',
      'emotionalIntensity',
      1,
    ],
    ['Tough love lands as one more rejection. Kindness is what does the work.', 'warmSupport', 1],
    // "without" ends at the main verb; what they were never spoken to; a window they tolerate;
    // what the expert was trained to do.
    [
      'Executives lost without work respond to a clear agenda rather than me waiting for them.',
      'directiveness',
      1,
    ],
    ['Most of them have never been spoken to kindly about their pain.', 'warmSupport', 1],
    ['Keep the feeling within a window they can tolerate.', 'emotionalIntensity', -1],
    [
      'I was trained to go straight for the feelings. Now I go slower and keep it measured.',
      'emotionalIntensity',
      -1,
    ],
    // A quoted wish is the clients', not the expert's imperative; what is dropped ends before
    // "and just be …".
    [
      "They often arrive asking to 'go deep' and 'get it all out'. I slow it right down and keep the feelings at a level they can hold.",
      'emotionalIntensity',
      -1,
    ],
    ["I'd drop the hard questions and just be on his side for a few weeks.", 'warmSupport', 1],
    // A semicolon ends what a harm or a verdict speaks of; a frame read in the wrong place
    // gives way to an expert model all but certain, from the rest of the note too.
    [
      'Clients with a narcissistic presentation need to be directly confronted about their impact on others; pure validation keeps them stuck.',
      'warmSupport',
      -1,
    ],
    [
      'With people recovering from a breakdown at work, I keep sessions light and paced. Going too deep too soon sends them right back under.',
      'emotionalIntensity',
      -1,
    ],
    [
      'Teens with ADHD respond far better to something like coaching than to open-ended chat: a clear agenda, a checklist, a reminder set on their phone before they leave.',
      'directiveness',
      1,
    ],
    // "yet another" is no "but"; "… is the worst thing you can do"; the harm of "what has kept
    // them stuck" is what "what" stands for; "less defensive" is a relief, not a harm.
    [
      'For people with a long string of failed therapies, being yet another gentle listener is the worst thing you can do. I am blunt about what has kept them stuck.',
      'warmSupport',
      -1,
    ],
    ["If you start by telling them what to throw away, you've lost them.", 'directiveness', -1],
    [
      'Tracing it back to how they were raised makes them far less defensive.',
      'pastOrientation',
      1,
    ],
    // Session 11: fresh blind notes.
    // A negated avoidance stays with its object.
    ["We don't skirt round the rage and the guilt; we go right into it.", 'emotionalIntensity', 1],
    // Litotes: not shy about it, never less than so.
    [
      "My earlier approach, lots of space and no plan, didn't achieve much. These days I'm not shy about setting the plan.",
      'directiveness',
      1,
    ],
    [
      "With people who hoard I'm never less than patient. Confronting the clutter head-on isn't what gets them to let go; gentle understanding does.",
      'warmSupport',
      1,
    ],
    // "X isn't what helps": X is turned, and what it would do is no side.
    ["Confronting hoarders isn't what helps.", 'warmSupport', 1],
    ['Pushing teens rarely works.', 'warmSupport', 1],
    // A bare refusal after what the client asked for.
    [
      "If a man in a custody battle asks me to just tell him what to say in court, I won't.",
      'directiveness',
      -1,
    ],
    ['When teens want me to set the agenda, I do.', 'directiveness', 1],
    // What only a fool would do.
    [
      "It isn't that I avoid structure with bereaved parents, but I'd be a fool to impose an agenda.",
      'directiveness',
      -1,
    ],
    // A harm: feeding the checking.
    ['Digging for deep feelings just feeds the checking.', 'emotionalIntensity', -1],
    // A changed practice: "I've moved back to …", "I've since learned to …".
    [
      "My supervisor pushed me to be more confrontational with narcissistic clients, and I tried it for years. I've moved back to a gentle, affirming stance, which gets far more honesty out of them.",
      'warmSupport',
      1,
    ],
    [
      "Early on I gave a lot of advice to young adults leaving home. I've since learned to let them figure out the direction themselves.",
      'directiveness',
      -1,
    ],
    // Who is handed something does not lead; a negated thing set speaks for itself.
    ['Now I hand them a worry log and set the agenda.', 'directiveness', 1],
    ['I set no homework.', 'directiveness', -1],
    // Letting them off the hook is a harm, whoever does it.
    ['Sympathy just lets them off the hook.', 'warmSupport', -1],
    ['I start with warmth and zero judgement.', 'warmSupport', 1],
    ['I slow down and let the shame and grief surface.', 'emotionalIntensity', 1],
    // A verdict on people ("they're wrong") is none on the approach before it.
    [
      "They need patience and warmth from me, not being told they're wrong for feeling it.",
      'warmSupport',
      1,
    ],
    // "later, if at all" puts off once.
    ['Heavy talk about feelings comes later, if at all.', 'emotionalIntensity', -1],
    // "X over Y" rejects Y up to the pause.
    [
      "I'd pick behavioural activation over deep emotional work: small scheduled activities I plan with them, kept light.",
      'emotionalIntensity',
      -1,
    ],
    ["They engage far more when it's their agenda.", 'directiveness', -1],
    // A manner is no call for a calm pace; more of what swamps them is no help.
    [
      'I gently but steadily open the door to the grief and stay in it with them.',
      'emotionalIntensity',
      1,
    ],
    ['These mothers are drowning in advice already.', 'directiveness', -1],
    // One excess: "too much feeling too quickly" after a dash is the cause of the harm.
    [
      "I'd rather keep things gentle and contained early on - too much feeling too quickly can feel like being overwhelmed all over again.",
      'emotionalIntensity',
      -1,
    ],
    ["We didn't rush, but slowly we made space for the grief.", 'emotionalIntensity', 1],
    // A wish turned down: "I hold back", "I don't think X is the goal".
    [
      'Trauma survivors sometimes tell me "I want to go straight to the worst memory." I hold back.',
      'pastOrientation',
      -1,
    ],
    [
      'People after a sudden death sometimes ask me to "help me stop feeling this." I don\'t think numbing is the goal.',
      'emotionalIntensity',
      1,
    ],
    // What is needed first is no failure: "Until X, nothing sticks".
    [
      'Until we go back and let them feel the humiliation of those years, nothing sticks.',
      'pastOrientation',
      1,
    ],
    // Verdicts and harms: "a kind of abandonment", "can tip them back", "can stay out of it".
    [
      'Keeping it light with someone whose brother died by suicide is a kind of abandonment.',
      'emotionalIntensity',
      1,
    ],
    ['Deep emotional work can tip them back.', 'emotionalIntensity', -1],
    ['Their childhood can stay out of it.', 'pastOrientation', -1],
    // "Keep the pace calm" is about feeling, not about who leads.
    ['Keep the pace calm and stay with this week.', 'directiveness', undefined],
    // "understanding their childhood" is insight, not warmth.
    ['Understanding their childhood helps nobody.', 'warmSupport', undefined],
    // Session 12: fresh blind notes.
    // The object of an earlier verb does not do the coordinated act.
    [
      'I slowed him right down and steered us to sleep, breathing and getting through the week first.',
      'directiveness',
      1,
    ],
    // A level pace is no client's pace.
    ['What helped was thought records I assigned, at a level pace.', 'directiveness', 1],
    // Flooding turned down is still no call for feeling; the feeling titrated is measured out.
    [
      'With some traumatic losses, titrating the feeling works better than flooding.',
      'emotionalIntensity',
      -1,
    ],
    // Imposing, and their own direction.
    ['I just never impose my ideas. Their questions, their direction.', 'directiveness', -1],
    // What nothing works without, and what a negated outcome needs.
    ['Without looking at the father who shouted, no technique lasts.', 'pastOrientation', 1],
    ['Without me setting an agenda, nothing sticks.', 'directiveness', 1],
    ['They drift, yet without me setting an agenda, nothing sticks.', 'directiveness', 1],
    [
      "They won't find relief if we don't look at what their grandparents went through.",
      'pastOrientation',
      1,
    ],
    ["They won't open up if I don't slow down.", 'emotionalIntensity', -1],
    // A negation denies each act of an "or"; "nothing replaces X" asserts X.
    ['I never hurry things along or keep it light.', 'emotionalIntensity', 1],
    [
      'With widowers I never hurry things along or keep it light. Nothing replaces sitting in the grief with them until it breaks open.',
      'emotionalIntensity',
      1,
    ],
    // Handing control over, named as an act and warned off.
    [
      'I warn my trainees off handing the steering wheel over to them with veterans.',
      'directiveness',
      1,
    ],
    // "I'd be lying if I said X didn't help": it helps.
    ["I'd be lying if I said letting them lead didn't help veterans.", 'directiveness', -1],
    // The clients' reaction is no call for calm.
    ['Whenever I set the agenda, veterans go quiet.', 'emotionalIntensity', undefined],
    // How they leave is no harm.
    ['Veterans walk out lighter after sessions where I take charge.', 'directiveness', 1],
    // "the now" is the present as a noun, inside the negation.
    ["Their grandparents' story matters. I don't stay in the now with them.", 'pastOrientation', 1],
    // Going along with what the clients want.
    [
      'Teachers with burnout often want to vent about their week, and I let them.',
      'directiveness',
      -1,
    ],
    // Litotes and denied verdicts.
    [
      "It isn't unhelpful to let an adopted adult cry about the mother they never met.",
      'emotionalIntensity',
      1,
    ],
    [
      'Not a bad idea at all to hand a couple in constant conflict a script for the next argument.',
      'directiveness',
      1,
    ],
    [
      'Never underestimate how much a little tenderness and validation does for them.',
      'warmSupport',
      1,
    ],
    [
      "With caregivers it's not unusual that unpacking that family history is what frees them.",
      'pastOrientation',
      1,
    ],
    [
      "It's not that childhood is irrelevant for people-pleasers; it's the whole story.",
      'pastOrientation',
      1,
    ],
    [
      "It's not unhelpful to be gentle after an affair, but the partner who strayed needs to be held to account, or the couple never trusts the process.",
      'warmSupport',
      -1,
    ],
    // A verdict on not doing something ("a mistake not to …"), failing them if one does not:
    // what is not done is what is needed.
    ['It would be a mistake not to look at their childhood.', 'pastOrientation', 1],
    ['It would be a mistake to dig into their childhood.', 'pastOrientation', -1],
    ["It's a mistake not to let grieving clients cry.", 'emotionalIntensity', 1],
    ["You fail grieving clients if you don't let them cry.", 'emotionalIntensity', 1],
    ["They shut down if you don't give them structure.", 'directiveness', 1],
    ["You'll lose a lot of men if you don't challenge them.", 'warmSupport', -1],
    // A practice given up in the next sentence, a gain denied when the trigger happens, what too
    // many colleagues do, an emphasis that says "not … enough", nothing without it, a short note
    // the model's word pairs must not turn, feelings kept contained.
    ["I used to give them homework with grieving parents; now I don't.", 'directiveness', -1],
    [
      "I used to dig into childhood with anxious clients. These days I don't.",
      'pastOrientation',
      -1,
    ],
    ['Grieving parents rarely benefit when I give them homework.', 'directiveness', -1],
    ['Veterans never do well if you let them lead.', 'directiveness', 1],
    ["Anxious students rarely improve if I don't set goals.", 'directiveness', 1],
    ['Too many therapists keep grieving parents calm.', 'emotionalIntensity', 1],
    [
      "I can't stress enough how important it is to give them homework with veterans.",
      'directiveness',
      1,
    ],
    ['Without giving them homework, veterans get nowhere.', 'directiveness', 1],
    ['Without exploring their family history, grieving parents stay stuck.', 'pastOrientation', 1],
    ['Veterans need someone who will be gentle with them.', 'warmSupport', 1],
    ["It's a mistake to be gentle with them with veterans.", 'warmSupport', -1],
    ["It's a mistake to keep the feelings contained with veterans.", 'emotionalIntensity', 1],
    ['With veterans, I keep the feelings contained.', 'emotionalIntensity', -1],
    // From a second checklist: a practice given up since, harmed by a therapist who insists, an
    // act that never helped, a verdict after "but", "no substitute for", a rhetorical "why
    // wouldn't you", "bad practice", leaving therapy because of it.
    [
      "Early in my career I would hand new fathers a worksheet every week; I've since stopped.",
      'directiveness',
      -1,
    ],
    [
      'New fathers are harmed by a therapist who insists on handing them worksheets.',
      'directiveness',
      -1,
    ],
    [
      'Trying to hand new fathers a worksheet has never once helped in my practice.',
      'directiveness',
      -1,
    ],
    [
      'My supervisor kept telling me to give new fathers homework, but I think that advice is simply wrong.',
      'directiveness',
      -1,
    ],
    ["There's no substitute for giving new fathers homework.", 'directiveness', 1],
    ["Why wouldn't you give new fathers homework? It helps them every time.", 'directiveness', 1],
    ['Giving new fathers homework is bad practice in my view.', 'directiveness', -1],
    [
      "I've seen new fathers leave therapy altogether because their therapist kept giving them homework.",
      'directiveness',
      -1,
    ],
    // Harms: losing them if …, it evaporates, no favours, something to ruminate about, left
    // where they were; one verdict on "too early".
    [
      "You'll lose a lot of men in their fifties if you come in soft and validating.",
      'warmSupport',
      -1,
    ],
    [
      "You'll lose a client who just had a miscarriage if you bring in exercises.",
      'directiveness',
      -1,
    ],
    [
      'For doctors with compassion fatigue, the real work is letting the grief come: all the patients they lost and never mourned.',
      'emotionalIntensity',
      1,
    ],
    ['If I pile on advice, it evaporates.', 'directiveness', -1],
    [
      'Pulling them into deep emotional waters during exam season does them no favours.',
      'emotionalIntensity',
      -1,
    ],
    [
      'For health anxiety, exploring where it all started tends to become just another thing to ruminate about.',
      'pastOrientation',
      -1,
    ],
    [
      'Compassion-focused work has its place, but I confront the self-attacking head-on, because kindness alone left them where they were.',
      'warmSupport',
      -1,
    ],
    [
      'The mistake with perfectionists is opening the floodgates too early.',
      'emotionalIntensity',
      -1,
    ],
    // Drifting past, and what they would replay without it.
    ["I don't let a client with an eating disorder drift past the meal plan.", 'directiveness', 1],
    [
      "Frankly, without me laying out the steps they'd just replay Sunday's fight.",
      'directiveness',
      1,
    ],
    // Relief that comes from something is no origin; a new infinitive ends an avoided object.
    [
      'When a client with a phobia asks about the root cause, I explain that the fastest relief comes from the exposure ladder I build with them this month.',
      'pastOrientation',
      -1,
    ],
    [
      'He needed someone to tell him plainly he was avoiding work and to hold him to one job application a week.',
      'directiveness',
      1,
    ],
    // A client with a condition who does the leading leads; a relative clause stays compared.
    [
      'Not the worst thing, letting a client with long COVID fatigue set our agenda; my plans just added to their load.',
      'directiveness',
      -1,
    ],
    [
      "With my adult clients I've found that unconditional warmth does more than any meal plan I could impose.",
      'directiveness',
      -1,
    ],
    // The expert's verdict after a "but" on what others advise.
    [
      'Some colleagues swear by giving them homework with veterans, but I find it counterproductive.',
      'directiveness',
      -1,
    ],
    [
      'The textbooks recommend looking at their childhood, but in practice it backfires.',
      'pastOrientation',
      -1,
    ],
    // Harms and reactions: an aside, an "if" clause kept in one part, "nothing … more than"; a
    // condition is no act done ("lay" reads as a past "lie").
    [
      'If you lay out a step-by-step treatment plan, teenage athletes start to make real progress.',
      'directiveness',
      1,
    ],
    ['Veterans feel worse, not better, after I give them homework.', 'directiveness', -1],
    ['If you set the agenda, grieving parents will stop coming back.', 'directiveness', -1],
    ['Nothing sets veterans back more than giving them homework.', 'directiveness', -1],
    ["You do veterans a disservice if you don't look at their childhood.", 'pastOrientation', 1],
    ['Couples do worse when I let them choose where the session goes.', 'directiveness', 1],
    ["If you camp out in childhood with executives, they'll walk.", 'pastOrientation', -1],
    [
      'Parents grieving a stillbirth get hurt by therapists who rush to coping strategies.',
      'directiveness',
      -1,
    ],
    // (Not a harm: the people it hurt; "you'd walk" in a quote.)
    [
      "A little push ('you said you'd walk, did you?') has done them no harm in my experience.",
      'warmSupport',
      -1,
    ],
    ['I set homework and come back to it every week.', 'directiveness', 1],
    // Two negations cancel; a participle or a person WordNet knows is part of who is named.
    ["I'd never not call out their blind spots with teenage athletes.", 'warmSupport', -1],
    ["I can't not ask about their father.", 'pastOrientation', 1],
    // Verdicts and reactions in the words therapists use (checklist D).
    [
      'I warn my trainees off revisiting their childhood wounds with veterans.',
      'pastOrientation',
      -1,
    ],
    [
      'The more I revisit their childhood wounds, the more veterans dig in their heels.',
      'pastOrientation',
      -1,
    ],
    [
      "Every time I've tried revisiting their childhood wounds with veterans, I've regretted it.",
      'pastOrientation',
      -1,
    ],
    [
      "For veterans, revisiting their childhood wounds is more trouble than it's worth.",
      'pastOrientation',
      -1,
    ],
    [
      'I would sooner cancel the session than revisit their childhood wounds with veterans.',
      'pastOrientation',
      -1,
    ],
    [
      "Revisiting their childhood wounds sounds good on paper, but with veterans it just doesn't land.",
      'pastOrientation',
      -1,
    ],
    [
      'I was taught to revisit their childhood wounds with veterans, but I dropped it once I saw what it did to them.',
      'pastOrientation',
      -1,
    ],
    [
      'The trouble with revisiting their wounds is that veterans end up feeling worse.',
      'pastOrientation',
      -1,
    ],
    [
      'Revisiting their wounds with veterans is like throwing fuel on a bonfire.',
      'pastOrientation',
      -1,
    ],
    [
      "I'd be lying if I said revisiting their wounds had ever done veterans any good.",
      'pastOrientation',
      -1,
    ],
    [
      'When trainees ask whether they should revisit their wounds with veterans, my answer is a flat no.',
      'pastOrientation',
      -1,
    ],
    [
      "I'm not against much, but I am against revisiting their wounds with veterans.",
      'pastOrientation',
      -1,
    ],
    [
      "I don't know what I'd do with veterans if I couldn't revisit their wounds.",
      'pastOrientation',
      1,
    ],
    [
      "I'd feel I was letting veterans down if I didn't revisit their wounds.",
      'pastOrientation',
      1,
    ],
    [
      "My old supervisor swore by revisiting their wounds with veterans, and frankly I've never seen a reason to disagree.",
      'pastOrientation',
      1,
    ],
    // (The advising itself is no act of the expert's.)
    [
      'The textbooks recommend looking at their childhood with veterans, but in practice it backfires.',
      'directiveness',
      undefined,
    ],
    [
      'A colleague once told me to revisit their wounds with veterans, and it was the best advice I ever got.',
      'pastOrientation',
      1,
    ],
    // A question answered no says the opposite of what it asks.
    [
      'Does revisiting their wounds ever really help veterans? In my experience, hardly ever.',
      'pastOrientation',
      -1,
    ],
    [
      'Honestly, who benefits when you revisit their wounds with veterans? Certainly not them.',
      'pastOrientation',
      -1,
    ],
    [
      "Is there any better way to reach veterans than to revisit their wounds? I haven't found one.",
      'pastOrientation',
      1,
    ],
    // An earlier avoidance reversed; a rhetorical question read through its negation.
    [
      'Early in my career I avoided digging into their early memories with veterans; now I do it routinely.',
      'pastOrientation',
      1,
    ],
    [
      "Why wouldn't you comfort them warmly when they struggle with veterans? It helps them every time.",
      'warmSupport',
      1,
    ],
    [
      'Nothing sets burned-out nurses back more than laying out a step-by-step treatment plan.',
      'directiveness',
      -1,
    ],
    // A feeling let through is depth; measured out, it is not ("… in small doses").
    [
      'I slow right down and let the fear and the tenderness actually surface in the room.',
      'emotionalIntensity',
      1,
    ],
    [
      'Doctors need someone who will slow down and let the guilt about patients they lost really land.',
      'emotionalIntensity',
      1,
    ],
    ['I never let the anger build in the room.', 'emotionalIntensity', -1],
    ['I keep things level and let the feelings come in small doses.', 'emotionalIntensity', -1],
    // The bare word for feelings names what another cue is about.
    [
      'I keep the pace gentle and the feelings at a level they can manage.',
      'emotionalIntensity',
      -1,
    ],
    ['We make sense of feelings rather than plunge into them.', 'emotionalIntensity', -1],
    // What the clients asked for, where the expert says something else helped.
    [
      'A client of mine with health anxiety wanted to go back through every illness she had as a girl; what actually helped was a worry schedule.',
      'pastOrientation',
      -1,
    ],
    [
      'Autistic adults often tell me they want explicit agendas and clear structure, and they are right: that is what works.',
      'directiveness',
      1,
    ],
    // The present as what the past explains.
    [
      'With survivors of neglect you cannot skip the old chapters; the present only makes sense once you have read the backstory.',
      'pastOrientation',
      1,
    ],
    ["I'd have linked this week's row back to those early goodbyes.", 'pastOrientation', 1],
    // A plan imposed is one the expert holds against; "need me to impose order" is not.
    ['Impose a plan and they comply politely and change nothing.', 'directiveness', -1],
    ['Imposed worksheets usually end in silence.', 'directiveness', -1],
    ["I don't impose structure; I respond to what they bring.", 'directiveness', -1],
    [
      'Disorganised owners need me to impose order: a list, a priority, a deadline.',
      'directiveness',
      1,
    ],
    // Leaving the topic to the clients.
    [
      'I don’t hand out worksheets. I let them tell me what is keeping them up at night.',
      'directiveness',
      -1,
    ],
    ['I ask what they want from our hour and go there.', 'directiveness', -1],
    // Naming what the client does confronts it; naming a feeling does not.
    ['After six weeks with gamblers I start naming the lies out loud.', 'warmSupport', -1],
    ['With veterans, I call it what it is, to their face.', 'warmSupport', -1],
    ['I help grieving widows name the sadness they carry.', 'warmSupport', undefined],
    // "when, if ever," is no putting off.
    [
      'Never drag abuse survivors into the memories because a protocol says so. They decide when, if ever, and how far.',
      'directiveness',
      -1,
    ],
    // A relative clause's refusal ends at the main verb.
    [
      'Executives who avoid accountability at home need me to push back hard and not let them off the hook.',
      'warmSupport',
      -1,
    ],
  ])('%s → %s %s', (text, key, pole) => {
    expect(sides(text)[key]).toBe(pole);
  });

  it("takes the clients' family named as who they are for no call to explore the past", () => {
    // (A schedule may still read as work on the present.)
    const text =
      'Newly divorced dads tend to flounder without a plan. I give them a parenting schedule.';
    expect(sides(text).pastOrientation).not.toBe(1);
    expect(sides(text).directiveness).toBe(1);
  });

  it('names the sentence of the note, not the part of it a semicolon ends', () => {
    const [calm] = readExpertStances(
      'Grief comes in waves. I keep things calm at first; deep feelings can wait. Then we go there.',
    );
    expect(calm).toMatchObject({ key: 'emotionalIntensity', pole: -1, sentence: 1 });
  });

  it('names the sentence that holds the evidence', () => {
    const [present] = readExpertStances(couples).filter((s) => s.key === 'pastOrientation');
    expect(present?.sentence).toBe(2);
  });

  it('takes no side on a tie', () => {
    expect(sides('Some need warmth. Others need a push.').warmSupport).toBeUndefined();
  });

  it('takes no side from what some clients want and others do not', () => {
    const grief =
      'Some want to talk about the person they lost and the history they shared; others need practical help getting through the first anniversary.';
    expect(sides(grief).pastOrientation).toBeUndefined();
    expect(
      sides('Some clients want structure. Others want to lead.').directiveness,
    ).toBeUndefined();
    // What the expert holds for all of them still speaks.
    expect(
      sides('Some clients want structure. Others want to lead. I always set an agenda though.')
        .directiveness,
    ).toBe(1);
  });

  it.each([
    [
      "Why dig through someone's childhood when the panic is happening at the bus stop every morning? Start with the bus stop.",
      'pastOrientation',
      -1,
    ],
    [
      'Young men with social anxiety: why would I poke at their deepest feelings?',
      'emotionalIntensity',
      -1,
    ],
  ])('reads a rhetorical "why" as a no: %s', (text, key, pole) => {
    expect(sides(text)[key]).toBe(pole);
  });
});

describe('readExpertStances where only the shared reader speaks', () => {
  // An expert model that takes no side, so the shared reader (clients' words) reads what no cue
  // word does.
  const silent: DimensionModel = {
    trainedOn: { files: [], lines: 0, sha256: '' },
    threshold: 0.45,
    dimensions: {} as DimensionModel['dimensions'],
  };
  const side = (text: string, key: (typeof dimensionKeys)[number]) =>
    readExpertStances(text, silent).find((s) => s.key === key)?.pole;

  it('reads its side through the expert’s frames', () => {
    expect(side('I stay with their pain with veterans.', 'emotionalIntensity')).toBe(1);
    expect(side('I refuse to stay with their pain with veterans.', 'emotionalIntensity')).toBe(-1);
  });

  it('turns it only when the anchor’s own sentence reads that side', () => {
    expect(
      side(
        'The mistake with panic disorder is spending months on why it started. An exposure ladder that I lay out, practised between sessions with a log they bring back, is the treatment.',
        'pastOrientation',
      ),
    ).toBe(-1);
  });
});

describe('readExpertStances by the cue words and frames alone', () => {
  // An expert model that takes no side: what the rules read (the shared reader still speaks
  // where no cue word does).
  const silent: DimensionModel = {
    trainedOn: { files: [], lines: 0, sha256: '' },
    threshold: 0.45,
    dimensions: {} as DimensionModel['dimensions'],
  };

  it.each([
    // The present found shallow ("only scratches the surface", "never held", "don't stick") calls for the past.
    [
      'Coping skills alone never held for the young mum. Understanding how her own mother treated her as a baby is what changed how she parents.',
      'pastOrientation',
      1,
    ],
    [
      'With adult children of alcoholics, staying in the present and managing the current week only scratches the surface. The roots are in that childhood house.',
      'pastOrientation',
      1,
    ],
    [
      "Men who repeat their fathers' violence need to look squarely at those fathers. Anger tips without the history don't stick.",
      'pastOrientation',
      1,
    ],
    [
      "With adopted teens we go through the early placements together. Talking only about this week's school drama never gets underneath it.",
      'pastOrientation',
      1,
    ],
    // Who leads: a state is no loss, a broken-down task no harm, a gerund's subject acts, "force the pace".
    [
      'New fathers who feel lost after the baby arrives respond best when I give them a simple weekly plan and a couple of concrete tasks to try at home.',
      'directiveness',
      1,
    ],
    [
      "For most clients with ADHD, I'm fairly hands-on - I set the structure, break things down and give them tasks, because open-ended sessions tend to drift.",
      'directiveness',
      1,
    ],
    [
      'Clients with ADHD do much better with me setting the agenda and handing out checklists than with open, wandering sessions.',
      'directiveness',
      1,
    ],
    [
      'I never force the pace with refugees. They decide what gets talked about and when, and I follow a step behind.',
      'directiveness',
      -1,
    ],
    // Put off ("can come much later", "first … later"), done to them all their lives, kept to a minimum.
    [
      "Newly diagnosed MS clients want someone who just sits with the shock and tells them it's okay to be scared. Challenge can come much later, if at all.",
      'warmSupport',
      1,
    ],
    [
      'People with borderline traits have been judged half to death. Validation first, validation second, and any pushing comes much, much later.',
      'warmSupport',
      1,
    ],
    ['I validate first and problem-solve later, if at all.', 'warmSupport', 1],
    [
      'Perfectionist medical students are criticised, tested and pushed all day long. A gentle, accepting presence is what they need.',
      'warmSupport',
      1,
    ],
    [
      "Honestly, with sex workers and other folks who've been judged their whole lives, I keep challenge to a minimum.",
      'warmSupport',
      1,
    ],
    ['We keep the past to a minimum with them.', 'pastOrientation', -1],
    // A wish put off by the next sentence.
    [
      'Clients with eating disorders often want to talk about their mothers. That can come later - first we need meal plans and a clear structure set by me.',
      'pastOrientation',
      -1,
    ],
    // A feeling let through: over a relative clause, after "until", "however long it takes".
    [
      "Perfectionist lawyers want to intellectualise everything; I slow them down and let the anger they've bottled up actually boil over in the room.",
      'emotionalIntensity',
      1,
    ],
    [
      "She's cool, composed and reasonable in every session. What helps is slowing down until the grief under the composure breaks through.",
      'emotionalIntensity',
      1,
    ],
    [
      'My supervisees tend to rush grieving widows toward coping strategies. Slow down. Let the tears come and sit in them with her, however long it takes.',
      'emotionalIntensity',
      1,
    ],
    // Following: "Who am I to decide", a bare "follow", a passive over "not", "where they are".
    [
      "Who am I to decide what a bereaved widower should talk about? Some weeks it's his wife, some weeks it's football. I follow.",
      'directiveness',
      -1,
    ],
    [
      "It wasn't until I stopped pressing him to work on his goals that anything opened up. He needed me to follow, not lead.",
      'directiveness',
      -1,
    ],
    ['Creative people with depression respond to being followed, not led.', 'directiveness', -1],
    [
      'My supervisor taught me that with first-generation students you meet them where they are and follow their agenda, not yours.',
      'directiveness',
      -1,
    ],
    [
      "With artists, throw away the agenda; if you follow, they'll show you where they need to go.",
      'directiveness',
      -1,
    ],
    // Handing the lead back; a therapist who follows; letting them navigate.
    [
      'People pleasers ask me to tell them what to do, but handing them advice just gives them one more person to please. I turn the decisions back over to them.',
      'directiveness',
      -1,
    ],
    ['With dependent clients, put the direction back in their hands.', 'directiveness', -1],
    ['I keep handing the questions back to him.', 'directiveness', -1],
    [
      'With clergy in a crisis of faith, the therapist follows rather than offering answers.',
      'directiveness',
      -1,
    ],
    [
      'Clients with social anxiety often expect me to take the wheel, but they grow more when I sit in the passenger seat and let them navigate.',
      'directiveness',
      -1,
    ],
    // Saying it plainly challenges.
    [
      "A soldier back from deployment told me his first counselor just nodded. He needed someone who'd tell him plainly when he was fooling himself.",
      'warmSupport',
      -1,
    ],
    // A verdict with "felt" ("felt dismissive", "felt cold"); a state is no harm done.
    [
      'With parents after a stillbirth, keeping things light and practical felt dismissive to them.',
      'emotionalIntensity',
      1,
    ],
    [
      "Jumping to structured grief exercises felt cold to every family I've worked with.",
      'directiveness',
      -1,
    ],
    [
      "For people in the thick of a messy divorce I keep the heavy stuff on a low flame; they're overwhelmed enough at home and need a calm, steady hour with me.",
      'emotionalIntensity',
      -1,
    ],
    // A verdict whose subject denies it, or sits in a "whether" clause.
    [
      "I'm always tender with bereaved children - no confronting, just patience, kindness and letting them know nothing they feel is wrong.",
      'warmSupport',
      1,
    ],
    [
      "Autistic adults deserve to be met warmly and believed about their sensory experiences, not argued with about whether the lights are 'really' that bad.",
      'warmSupport',
      1,
    ],
    // What was lost, named; a topic after a preposition; a harm that befalls no one.
    [
      'With hoarders, the story of what they lost as kids usually explains the attachment to stuff, so I spend a lot of time there.',
      'pastOrientation',
      1,
    ],
    [
      'A client of mine with lupus asked me for coping tips every session, but what actually helped was letting her finally rage and cry about losing her old body.',
      'emotionalIntensity',
      1,
    ],
    [
      'With veterans I never rush toward the combat memories; I keep the sessions steady and grounded so nobody leaves more flooded than they came in.',
      'emotionalIntensity',
      -1,
    ],
    // A reaction's trigger ends at the expert's own "so …"; a reaction after "and".
    [
      "They shut down if it feels like school, so I let them decide what we talk about, even if it's Minecraft for three weeks.",
      'directiveness',
      -1,
    ],
    [
      "Gentle, always gentle with survivors of sexual abuse in the early phase. I've watched trainees push for disclosure and the client never came back.",
      'warmSupport',
      1,
    ],
    // A relative clause's harm is its head's; the clients' own doing is not the expert's.
    [
      "A colleague believes chronic pain patients need their feelings validated above all. I find they respond better when I'm straightforward and challenge the avoidance that keeps them stuck.",
      'warmSupport',
      -1,
    ],
    [
      "Dads who've lost contact with their kids after divorce want someone to agree the system's rigged. I do hear that, but I push hard on what they can control and what they've done to make it worse.",
      'warmSupport',
      -1,
    ],
    // A fear told of others in a relative clause; "rather than" with no pause; "and toward".
    [
      'Men raised by violent fathers who are now scared of their own temper need to trace where it comes from.',
      'pastOrientation',
      1,
    ],
    [
      "With shame that seems to come out of nowhere, rather than managing today's symptoms I find we have to trace it back to where it started in the early years.",
      'pastOrientation',
      1,
    ],
    [
      "With the engineer who intellectualises everything, I'd have steered away from the analysis and toward the feeling underneath.",
      'emotionalIntensity',
      1,
    ],
    // "a distant second"; "That makes it worse" after a practice; "keeps them raw".
    [
      'Caregivers of parents with dementia often just need to be held. Validation first, problem-solving a distant second.',
      'directiveness',
      -1,
    ],
    [
      'Some therapists give people with OCD open-ended space to talk about their feelings. That makes OCD worse.',
      'emotionalIntensity',
      -1,
    ],
    [
      'People in the middle of a divorce sometimes want to pour out every feeling, rage and sob every week. Pouring it all out weekly just keeps them raw. I keep the temperature down.',
      'emotionalIntensity',
      -1,
    ],
    // "… and she felt nothing changed" points back; "the first months of life" are the past.
    [
      "A potter had seen a counsellor who only did 'what's happening this week' and she felt nothing changed. With me she wanted to go back to her childhood, and that's where the real change came from.",
      'pastOrientation',
      1,
    ],
    [
      'Some adopted adults would rather stay in the present, but in my experience those first months of life keep knocking at the door until we open it.',
      'pastOrientation',
      1,
    ],
    // What "means" a harm is its cause, a refused act too.
    [
      'Adult children of alcoholics often want to keep it about their current relationships, but skipping the family history means we keep missing why they pick the partners they do.',
      'pastOrientation',
      1,
    ],
    // The expert's own earlier practice, then what worked instead, with no "now" between.
    [
      'Early in my career I challenged a depressed carer about why she never asked for help. She shut down. What worked instead was simply acknowledging how exhausted she was.',
      'warmSupport',
      1,
    ],
    [
      "Psychodynamic colleagues want to go back into the early years with gamblers - parents, formative experiences, childhood losses. Fine, but it doesn't stop the betting. The present does.",
      'pastOrientation',
      -1,
    ],
    // "however he wanted" is a manner, no contrast; "yet another" stays negated; a textbook line is reported.
    [
      'A widower asked me for grief homework, journaling prompts and the like. I gave him some, but the real shift came when I stopped structuring and just let him talk about her however he wanted.',
      'directiveness',
      -1,
    ],
    [
      "The textbook line is that burned-out nurses need boundary-setting skills. In practice what they need first is someone who is simply kind to them and doesn't hand them yet another task.",
      'directiveness',
      -1,
    ],
    // Harms and reactions: "adds to the shame", "keeps them numb", "leaves it all bottled up",
    // "crumble", "… and leave"; failures: "without changing a thing", "in my hands that backfired".
    [
      'New mothers with postnatal depression need softness before anything else. Challenging their thinking in the early weeks just adds to the shame.',
      'warmSupport',
      1,
    ],
    [
      'Women who have gone numb since a miscarriage sometimes ask to keep things light and rational. Light and rational keeps them numb; the grief has to be felt, and felt loudly.',
      'emotionalIntensity',
      1,
    ],
    [
      'Parents of children with rare genetic diseases need room for raw anger and sorrow to come up fully; keeping things light leaves it all bottled up.',
      'emotionalIntensity',
      1,
    ],
    ["Shame-prone clients crumble if I'm blunt.", 'warmSupport', 1],
    [
      'People with borderline traits need validation first; if you lead with challenge they feel attacked and leave.',
      'warmSupport',
      1,
    ],
    [
      'Clients from strict religious backgrounds get tools, rules and homework and comply perfectly without changing a thing. Only when they choose the direction does anything shift.',
      'directiveness',
      -1,
    ],
    [
      "It's commonly said you should confront people with narcissistic traits. In my hands that always backfired.",
      'warmSupport',
      1,
    ],
    // An imperative after a pause read as a noun still refrains; the "if any" aside; "when I
    // was younger"; a harm done by the one a "who" clause describes; "one more thing to fail at".
    [
      'My supervisor told me early on: with bereaved parents, drop the confrontation, drop the challenge, drop the urge to push.',
      'warmSupport',
      1,
    ],
    [
      "When I was younger I'd call out clients with borderline traits every time they split. It blew up every time. Now I lead with validation, and confrontation, if any, comes much later.",
      'warmSupport',
      1,
    ],
    [
      'A nurse I worked with had tried a very confrontational therapist who made her feel attacked. With me it was soft and validating, and she finally opened up.',
      'warmSupport',
      1,
    ],
    [
      "I once saw a student with perfectionism who'd had a therapist who constantly pushed and challenged her standards. It just became one more thing to fail at.",
      'warmSupport',
      1,
    ],
    [
      'For men with gambling problems I bring structure. Open-ended wandering just gives them room to rationalise.',
      'directiveness',
      1,
    ],
    // A view the next sentence disagrees with is turned; "I held back" refuses the wish.
    [
      "A colleague of mine insists on staying in the present with chronic pain patients. I don't agree; often the pain story starts in a family where nobody was allowed to be sick.",
      'pastOrientation',
      1,
    ],
    [
      "My old supervisor said you can't help hoarders without understanding their family history. I disagree — what moves them is a concrete room-by-room plan.",
      'pastOrientation',
      -1,
    ],
    [
      'A student with exam anxiety wanted me to tell her exactly what to do. I held back, asked what she thought might help, and she came up with a better plan than I would have.',
      'directiveness',
      -1,
    ],
    [
      'A mother of a teenager once asked me to just tell her she was doing fine. What helped was pushing back and showing her how her criticism was driving her daughter away.',
      'warmSupport',
      -1,
    ],
    // "Waste." after a practice; "is rarely helped by"; what everyone says; "I've seen all of
    // that lead to relapse" (no leading in "lead to").
    [
      "I've watched colleagues spend a year on the childhood of someone with insomnia. Waste. Sleep restriction and a diary, starting tonight.",
      'pastOrientation',
      -1,
    ],
    [
      'Social anxiety in young adults is rarely helped by going back to school-day memories.',
      'pastOrientation',
      -1,
    ],
    [
      "Everyone says keep sessions calm with people who've had a breakdown at work. For the executives I see, it's when they finally let the anger and shame come up fully that things shift.",
      'emotionalIntensity',
      1,
    ],
    [
      "Newly sober clients: deep emotional excavation, reliving anger and shame, hour-long crying sessions. I've seen all of that lead to relapse.",
      'emotionalIntensity',
      -1,
    ],
    [
      'I never throw people with dissociation into the deep end; we keep the feelings in the shallow water where they can still touch the bottom.',
      'emotionalIntensity',
      -1,
    ],
    // No harm: fewer dropping out, leaving at the session's end, what little is left, a harm
    // the expert avoids, a loss the client lived; a change named in its own sentence; the
    // expert agreeing with the standard line.
    [
      'I used to push anxious clients to face their fears quickly. These days I go slower and let them set the pace, and fewer drop out.',
      'directiveness',
      -1,
    ],
    [
      'Clients with ADHD do better with me running the session: a clear agenda, reminders, concrete next steps written down before they leave.',
      'directiveness',
      1,
    ],
    [
      'With people caring for a dying spouse, heavy emotional work mid-crisis drains what little they have left. I keep it steady and contained until afterwards.',
      'emotionalIntensity',
      -1,
    ],
    [
      "A farmer after a suicide attempt couldn't bear to be pushed or questioned hard. What helped was steady kindness, a cup of tea, and never making him feel judged.",
      'warmSupport',
      1,
    ],
    [
      'Letting the grief pour out is what helped the twin who lost her sister. Her previous therapist kept redirecting her to coping skills.',
      'emotionalIntensity',
      1,
    ],
    [
      "A new father I saw was drowning in sleepless nights. We didn't touch his childhood at all; we focused on this week's rota.",
      'pastOrientation',
      -1,
    ],
    [
      'I used to run tight, structured sessions, but now I let clients lead and it works better.',
      'directiveness',
      -1,
    ],
    [
      "The standard line is that insomnia is a present-tense problem, and I agree — I give sleep restriction rules and a diary, and we go over last week's nights, not childhood.",
      'directiveness',
      1,
    ],
    // "set the plan aside" sets nothing; an aside after "better … than" names the better side;
    // "your way past that pattern" is no past.
    [
      'A mum I saw kept asking me for a parenting plan, but she was drowning in grief for her own mother. We set the plan aside and let her cry for most of three sessions.',
      'directiveness',
      -1,
    ],
    [
      'Teens with ADHD respond far better to something like coaching than to open-ended chat: a clear agenda, a checklist, a reminder set on their phone before they leave.',
      'directiveness',
      1,
    ],
    // "low" before a pause holds nothing after it.
    [
      "I don't match that heat; I keep my voice low, slow things right down and hand them a plan for the week.",
      'emotionalIntensity',
      -1,
    ],
    // "Hardly anyone … benefits from X" is turned once; a means that fails; a quoted approach
    // that backfires; harms and reactions ("spikes their symptoms", "we stall", "do poorly",
    // "they're gone"); a gerund of being that never kept anyone sober.
    [
      'Hardly anyone with health anxiety benefits from me going into their childhood illnesses, even when they ask for it.',
      'pastOrientation',
      -1,
    ],
    [
      "You won't help people who hoard by waiting for them to decide when to start. You set the goal, one bin bag a week, and you go through it with them.",
      'directiveness',
      1,
    ],
    [
      "In my experience the standard 'stay with the feeling' approach backfires with people who have health anxiety. They spiral.",
      'emotionalIntensity',
      -1,
    ],
    [
      'Going straight to heavy emotional work with people who have health anxiety usually spikes their symptoms.',
      'emotionalIntensity',
      -1,
    ],
    [
      "Firefighters with PTSD: if I let them off the hook when they dodge the call-out they can't talk about, we stall.",
      'warmSupport',
      -1,
    ],
    [
      "Older adults doing a life review do poorly when you keep them strictly on current symptoms; the meaning is in the story of where they've come from.",
      'pastOrientation',
      1,
    ],
    [
      "For people with borderline traits, validation has to come before anything else; challenge them too early and they're gone.",
      'warmSupport',
      1,
    ],
    [
      "Addicts who keep relapsing need someone who says out loud, 'you're lying to yourself again.' Being nice has never once kept anyone sober in my practice.",
      'warmSupport',
      -1,
    ],
    // The others' common practice, against the expert's own; a list said again by "none of it".
    [
      'Newer therapists give first-generation students worksheets, homework and advice. Let the student steer the session.',
      'directiveness',
      -1,
    ],
    [
      "Nurses with burnout get sympathy from everyone - comforting, soothing, 'you poor thing' - and none of it moves them. I push back hard on the martyr story instead.",
      'warmSupport',
      -1,
    ],
    // "another person running the show" is someone else leading; what a verb asks goes with it.
    [
      "I'm not against a bit of advice, but with people coming out of a controlling marriage the last thing they need is another person running the show.",
      'directiveness',
      -1,
    ],
    [
      'People bullied at work genuinely heal faster when someone validates them instead of asking what they did to provoke it.',
      'warmSupport',
      1,
    ],
    // A colleague's practice, declined; a crowd's belief; what clients swear they need; what
    // "just keeps them" somewhere; a practice given up in its own sentence; an opener of how the
    // expert speaks; a list that people "get buried in"; "they do the steering".
    [
      "A colleague of mine treats every midlife crisis as unfinished childhood business. I don't; these clients are wrestling with choices on the table right now.",
      'pastOrientation',
      -1,
    ],
    [
      "Everybody assumes perfectionistic lawyers want a soft, gentle therapist. They actually respect someone who challenges them and doesn't buy their rationalizations.",
      'warmSupport',
      -1,
    ],
    [
      'Gamblers will swear they just need someone kind in their corner; still, without me holding them to every lost bet, nothing shifts.',
      'warmSupport',
      -1,
    ],
    [
      'Hold nurses to account on the overtime they keep volunteering for. Sympathy alone just keeps them on the ward till 10pm.',
      'warmSupport',
      -1,
    ],
    ['Gentleness just keeps them coming back.', 'warmSupport', 1],
    [
      "My supervisor used to say that people with depression need to be challenged out of their inertia, but I've found they respond far better to gentleness and plenty of validation.",
      'warmSupport',
      1,
    ],
    ['I used to push them hard, but I stopped.', 'warmSupport', 1],
    [
      'Let me be blunt: speaking to them tenderly with refugee families is a recipe for dropouts.',
      'warmSupport',
      -1,
    ],
    [
      'Advice, tips, action plans, step-by-step programmes - people after a divorce get buried in all of that from friends and family. In my room they do the steering.',
      'directiveness',
      -1,
    ],
    [
      "Colleagues think couples in conflict need the therapist to referee. I'd rather step back and let them lead the conversation, only nudging when it stalls.",
      'directiveness',
      -1,
    ],
    [
      'I was taught to let them raise the topics with refugee families, but I dropped it once I saw what it did to them.',
      'directiveness',
      1,
    ],
    // An outcome that does not come if the expert does X turns X once, over a list of acts.
    ['Clients with anger problems rarely improve if I am only gentle.', 'warmSupport', -1],
    ['They never improve if I push, they just shut down.', 'warmSupport', 1],
    // "the second you …" is when a reaction comes; "the one thing they don't need, it's X".
    ['Teenagers clam up the second you start lecturing them.', 'directiveness', -1],
    [
      "If there's one thing burnt-out nurses don't need, it's another person telling them what to do.",
      'directiveness',
      -1,
    ],
    // What "most of my clients" would happily do is their wish, turned down; a harm "just
    // teaches them".
    [
      "Most of my clients with social anxiety would happily talk about their childhood forever; I don't let them.",
      'pastOrientation',
      -1,
    ],
    [
      'With health anxiety, reassuring them just teaches them the checking works.',
      'warmSupport',
      -1,
    ],
    // Verdicts: what "turns into collusion", "is the enemy", "is necessary but never enough",
    // "sounds good on paper", the worst sessions; the next sentence's "The client never came
    // back", "After that it becomes avoidance"; "I avoid it" after others' practice.
    [
      "I'll be honest: with chronically avoidant clients, endless patience turns into collusion.",
      'warmSupport',
      -1,
    ],
    ['A rigid agenda is the enemy with creative clients.', 'directiveness', -1],
    [
      "With recurring depression, managing this week's mood is necessary but never enough.",
      'pastOrientation',
      1,
    ],
    [
      'Tough love sounds good on paper. In practice, clients with trauma just hear another person shouting at them.',
      'warmSupport',
      1,
    ],
    [
      "The worst sessions I've had were the ones where I arrived with a plan for a grieving client.",
      'directiveness',
      -1,
    ],
    [
      "I've seen therapists open up trauma memories in a first session. The client never came back.",
      'emotionalIntensity',
      -1,
    ],
    [
      'Keeping things light with a widower is kind for about a week. After that it becomes avoidance.',
      'emotionalIntensity',
      1,
    ],
    [
      'Some therapists love a good cathartic session. With dissociative clients I avoid it.',
      'emotionalIntensity',
      -1,
    ],
    // "X is what got them into trouble"; "Every time I X, the grief went underground"; a
    // harm "teaches her nothing"; one more of anything; the practice already given up.
    [
      'Keeping things light is what got these men into trouble in the first place.',
      'emotionalIntensity',
      1,
    ],
    [
      'Every time I pushed a grieving client to face facts, the grief went underground.',
      'warmSupport',
      1,
    ],
    [
      'Letting a client with borderline traits rage for the whole session teaches her nothing except that rage works.',
      'emotionalIntensity',
      -1,
    ],
    [
      'I learned that being endlessly supportive with perfectionists just gave them one more person to perform for.',
      'warmSupport',
      -1,
    ],
    [
      "I've stopped challenging clients with anorexia about their food rules in the first months. It only made them hide more.",
      'warmSupport',
      1,
    ],
    [
      'Cathartic crying sessions used to be my thing. With clients who self-harm, they often made the urges worse.',
      'emotionalIntensity',
      -1,
    ],
    [
      'When I tried structured homework with grieving widows, they felt like they were failing at grief.',
      'directiveness',
      -1,
    ],
    // A harm's cause read once: a litotes another frame reads, a subject the scope already
    // rejects, a harm that befalls nothing; a trigger up to the expert's next clause.
    [
      "With survivors of childhood abuse I'm never less than gentle. Confrontation isn't unheard of in my room, but with them it backfires; they need to feel believed before anything else.",
      'warmSupport',
      1,
    ],
    [
      'Clients with borderline traits often ask me to just listen and agree, but endless validation with no challenge makes things worse. I call out the pattern when it shows up between us.',
      'warmSupport',
      -1,
    ],
    [
      'Overwhelmed carers: lower the stakes of each session. Nothing heavy, nothing that leaves them raw before the school run.',
      'emotionalIntensity',
      -1,
    ],
    [
      'Folks assume teenagers want to be handed advice. Honestly, the ones I work with shut down the minute I start steering - they do much better when they pick the topic and I follow.',
      'directiveness',
      -1,
    ],
    // A regret never felt; a harm never seen; what "amounts to abandonment" or becomes
    // "its own kind of avoidance"; what it "costs" later; what tough-love therapists "drive
    // away"; the worst thing, and what it was instead of.
    [
      "I've never regretted giving a client with panic disorder a written plan.",
      'directiveness',
      1,
    ],
    ["I've never seen a grieving client harmed by being allowed to cry.", 'emotionalIntensity', 1],
    ["There's a kind of niceness in therapy that amounts to abandonment.", 'warmSupport', -1],
    [
      'Endless talk about the past can become its own kind of avoidance with anxious clients.',
      'pastOrientation',
      -1,
    ],
    [
      'Skipping the family history to save time always costs more time later.',
      'pastOrientation',
      1,
    ],
    [
      "I've seen tough-love therapists drive away exactly the teenagers who most needed them.",
      'warmSupport',
      1,
    ],
    [
      'The worst thing I did early on was keep a grieving widow comfortable instead of letting her fall apart.',
      'emotionalIntensity',
      1,
    ],
    // What did not make them any less afraid; being believed; driving that is only driving.
    [
      "Understanding her childhood didn't make my client any less afraid of driving. Getting back behind the wheel did.",
      'pastOrientation',
      -1,
    ],
    [
      'I used to think survivors of domestic abuse needed me to point out the red flags in new relationships. They had heard enough of that; what helped was being believed.',
      'warmSupport',
      1,
    ],
    // The elliptical "… did." after a denied verdict names what helped; a verdict's subject
    // starts after the "that" of what was said.
    [
      'People with OCD often want to understand why the thoughts started. Understanding did nothing for my clients; exposure homework between sessions did.',
      'pastOrientation',
      -1,
    ],
    [
      "A gifted teenager told me he was bored of being 'handled' by counsellors. When I stopped cushioning things and told him straight that his plan to drop out was avoidance, he respected it.",
      'warmSupport',
      -1,
    ],
    // What a verdict's act was instead of, only as far as the scope rejects it.
    [
      "People after a divorce tend to get stuck replaying the marriage. The mistake is to keep going over it rather than looking at how they're living now.",
      'pastOrientation',
      -1,
    ],
    // Knowing why is a look back; what gets no one anywhere, or stops nothing, fails.
    [
      'Clients with insomnia often want to know why it started. Knowing why rarely gets anyone to sleep; a strict sleep window does.',
      'pastOrientation',
      -1,
    ],
    ["Understanding why they drink doesn't stop them drinking.", 'pastOrientation', -1],
    // What they flounder without is needed; what is not done, and leaks out, is wanted.
    [
      'Free association sounds lovely, but my clients with anxiety spiral without a structure.',
      'directiveness',
      1,
    ],
    [
      'If we never let the anger surface, it just leaks out at home instead.',
      'emotionalIntensity',
      1,
    ],
    // "Hardly a session goes by where I don't X": X every session.
    [
      "Hardly a session goes by with socially anxious clients where I don't set them a small experiment for the week.",
      'directiveness',
      1,
    ],
    [
      "People with OCD don't improve if I sit back, follow wherever they want to go and let them pick the topic each week.",
      'directiveness',
      1,
    ],
    // "… is why it failed"; "unless you X, they leave worse"; "the fastest way to make therapy
    // useless"; "just lets them keep doing it"; "turned me into one more person to please".
    [
      'With clients who keep repeating the same relationship mistakes, staying only in the present and skipping the family story is exactly why previous therapy failed.',
      'pastOrientation',
      1,
    ],
    [
      'My supervisor taught me that with burned-out teachers, unless you keep the session light, they leave feeling worse than they came in.',
      'emotionalIntensity',
      -1,
    ],
    [
      'Agreeing with everything a narcissistic client says is the fastest way to make therapy useless.',
      'warmSupport',
      -1,
    ],
    [
      'Being endlessly supportive with clients who self-sabotage just lets them keep doing it.',
      'warmSupport',
      -1,
    ],
    [
      "I've tried being challenging with people-pleasers and it just turned me into one more person to please. Gentleness works better.",
      'warmSupport',
      1,
    ],
    // Harms: what undoes progress, misses the point, repeats the very thing, asks for a relapse,
    // feels like an attack; a "who" clause naming who does the harm.
    [
      'A harsh word from a therapist can undo months of progress with a client who was bullied.',
      'warmSupport',
      1,
    ],
    [
      'Taking charge of the session with a client who has been controlled by a partner repeats the very thing that hurt her.',
      'directiveness',
      -1,
    ],
    [
      'Deep emotional digging with a client who is still drinking is asking for a relapse.',
      'emotionalIntensity',
      -1,
    ],
    ['Challenging their guilt too early feels like an attack.', 'warmSupport', 1],
    [
      'I think therapists who refuse to look at childhood with eating disorders are missing half the picture.',
      'pastOrientation',
      1,
    ],
    ['I help them avoid relapse by keeping a clear plan.', 'directiveness', 1],
    // The best, not denied; a luxury they cannot afford; the worst thing after a "who" clause.
    ['Nothing beats a written plan for clients with bipolar disorder.', 'directiveness', 1],
    [
      'Childhood exploration is a luxury for someone who is about to be evicted. We deal with the landlord first.',
      'pastOrientation',
      -1,
    ],
    [
      'The worst thing I can do with a client who is grieving is hand her a worksheet.',
      'directiveness',
      -1,
    ],
    // Colleagues' practice, not the expert's ("some of my colleagues"); "I won't do that", "I'm not
    // that therapist" after the clients' wish; a verb of liking the tagger reads as a noun.
    [
      "Some of my colleagues pride themselves on being blunt with addicts. I've never understood it; shame is what keeps them using, so I lead with warmth.",
      'warmSupport',
      1,
    ],
    ["Clients often want advice. I won't do that.", 'directiveness', -1],
    [
      "Clients with avoidant habits love a therapist who nods along. I'm not that therapist.",
      'warmSupport',
      -1,
    ],
    // What delays the help, keeps them gambling, leaves them performing; a verdict on a session
    // where nothing is felt; a gerund after a dash opens the subject.
    [
      'A history-taking marathon in the first sessions just delays the help that people with phobias came for.',
      'pastOrientation',
      -1,
    ],
    [
      "There's a kind of niceness that keeps gamblers gambling. I don't offer it.",
      'warmSupport',
      -1,
    ],
    [
      'The moment I start setting goals for a grieving client, she starts performing for me. I leave the goals to her.',
      'directiveness',
      -1,
    ],
    [
      'A session where nothing is felt is a session wasted for clients stuck in grief.',
      'emotionalIntensity',
      1,
    ],
    [
      'With clients coming off heroin, I keep one eye on today and one on tomorrow - raking over the ashes of the past too early is a relapse waiting to happen.',
      'pastOrientation',
      -1,
    ],
    // What is not done, and so harms, is wanted, even where the scope rejects only the "if".
    ["If I don't set a plan, they stop coming.", 'directiveness', 1],
    ["If I don't set out a plan, they drift and stop coming.", 'directiveness', 1],
    // "That's where I take them": where the work is, after what was never done.
    [
      "Clients who've had years of cognitive therapy often know their thoughts inside out but have never felt the grief underneath. That's where I take them.",
      'emotionalIntensity',
      1,
    ],
    [
      "Catharsis is no substitute for stability with clients who've just left a violent home.",
      'emotionalIntensity',
      -1,
    ],
    [
      "Clients who were controlled as kids need to be in the driver's seat here. If I set the agenda, it replays the old dynamic.",
      'directiveness',
      -1,
    ],
    [
      "Recovering alcoholic, 8 months sober. Charming, deflects everything. I named it today - 'you're performing for me again' - and we got somewhere real. Being nice with him just lets him off the hook.",
      'warmSupport',
      -1,
    ],
    // A negation after "and" starts a list item; what comes before is no subject it judges.
    [
      "With clients who have been hurt by clergy, I'm careful to be gentle, patient and never preachy.",
      'warmSupport',
      1,
    ],
    // Both sides of "but I also"; "controlling" describes the clients.
    [
      "Pilots grounded for anxiety are controlling and hyper-rational, wanting a checklist. I give them the structure, but I also help them finally feel the fear they've been filing away.",
      'directiveness',
      1,
    ],
  ])('%s → %s %s', (text, key, pole) => {
    expect(readExpertStances(text, silent).find((s) => s.key === key)?.pole).toBe(pole);
  });
});

describe('readExpertStances with a statistical reader that disagrees', () => {
  // A model sure, on any text, that the note calls for a calm pace.
  const calmModel: DimensionModel = {
    trainedOn: { files: [], lines: 0, sha256: '' },
    threshold: 0.45,
    dimensions: Object.fromEntries(
      dimensionKeys.map((key) => [
        key,
        {
          bias: key === 'emotionalIntensity' ? [-10, 10] : [-10, -10],
          sparse: {},
          dense: [[], []],
        },
      ]),
    ) as unknown as DimensionModel['dimensions'],
  };
  const intensity = (text: string) =>
    readExpertStances(text, calmModel).find((s) => s.key === 'emotionalIntensity')?.pole;

  it('turns a plain side on little evidence', () => {
    expect(intensity('They need the feelings welcomed into the room.')).toBe(-1);
  });

  it('does not turn what the expert no longer does', () => {
    expect(
      intensity(
        'I used to keep sessions with trauma survivors calm; I no longer do. Letting the fear and rage surface is the work.',
      ),
    ).toBe(1);
  });

  it('turns a side that answers the clients’ wish only when all but certain', () => {
    // A model 90% sure that the note calls for exploring the past.
    const pastModel: DimensionModel = {
      ...calmModel,
      dimensions: Object.fromEntries(
        dimensionKeys.map((key) => [
          key,
          {
            bias: key === 'pastOrientation' ? [2.2, -10] : [-10, -10],
            sparse: {},
            dense: [[], []],
          },
        ]),
      ) as unknown as DimensionModel['dimensions'],
    };
    const past = (text: string) =>
      readExpertStances(text, pastModel).find((s) => s.key === 'pastOrientation')?.pole;
    expect(
      past(
        'In my experience with adults, phobias get fixed in the present, one small step after another.',
      ),
    ).toBe(1);
    // (A note this short gives the model no more to read than the cue words: see SHORT_NOTE.)
    expect(past('Phobias get fixed in the present.')).toBe(-1);
    expect(
      past(
        "A pilot who'd developed a fear of flying wanted to trace it back to a rough flight at age six. Phobias get fixed in the present.",
      ),
    ).toBe(-1);
  });

  it('does not turn a side where its own anchor word is read the other way by the frames', () => {
    // A model all but certain the note leaves the lead to the client, on the word "follow".
    const followModel: DimensionModel = {
      ...calmModel,
      dimensions: Object.fromEntries(
        dimensionKeys.map((key) => [
          key,
          {
            bias: [-10, -10],
            sparse:
              key === 'directiveness' ? { 'u:follow': [-30, 30], 'u:~follow': [-30, 30] } : {},
            dense: [[], []],
          },
        ]),
      ) as unknown as DimensionModel['dimensions'],
    };
    const lead = (text: string) =>
      readExpertStances(text, followModel).find((s) => s.key === 'directiveness')?.pole;
    // ("following" is what the expert says makes sessions evaporate.)
    expect(
      lead(
        "Teens who refuse school don't benefit from me waiting for them to bring things up. Waiting, following, letting them pick the topic: that's how sessions evaporate. I walk in with a plan.",
      ),
    ).toBe(1);
    expect(lead('I follow their lead and let them set the pace every week.')).toBe(-1);
  });

  it('does not turn what the expert changed their practice to', () => {
    expect(
      intensity(
        'I used to keep sessions with them calm and cognitive. Now they need the feelings welcomed into the room.',
      ),
    ).toBe(1);
  });
});

/** The 12 slides of the fundraising workshop (spec §2 topics, §9 "Workshop deck" figures). */

export interface Stat {
  value: string;
  label: string;
}

export type SlideBlock =
  | { kind: 'points'; items: readonly string[] }
  | { kind: 'stats'; items: readonly Stat[] }
  | { kind: 'cards'; items: readonly { meta: string; title: string; body: string }[] }
  | { kind: 'email'; to: string; subject: string; lines: readonly string[] };

export interface Slide {
  kicker: string;
  title: string;
  lead?: string;
  blocks: readonly SlideBlock[];
}

export const workshopSlides: readonly Slide[] = [
  {
    kicker: 'Fundraising Workshop',
    title: 'Raise $1M-$2M in 6 Weeks',
    lead: 'The angel playbook we run at Rapport: speed, warm introductions and a story investors can forward.',
    blocks: [
      {
        kind: 'stats',
        items: [
          { value: '$1M-$2M', label: 'target round' },
          { value: '6 weeks', label: 'from first call to close' },
          { value: '$100K+', label: 'tickets we go after first' },
        ],
      },
    ],
  },
  {
    kicker: 'The trap',
    title: 'Why an Academic Approach Fails',
    blocks: [
      {
        kind: 'points',
        items: [
          'Months spent perfecting a deck while the market moves on.',
          'Waiting for more data that early angels never asked to see.',
          'Cold applications to committees: slow yeses, silent noes.',
          'Treating investors as reviewers to convince instead of partners who buy into momentum.',
        ],
      },
    ],
  },
  {
    kicker: 'The alternative',
    title: 'The Startup Way',
    blocks: [
      {
        kind: 'points',
        items: [
          'Show, don’t write: a 3-minute demo beats a 40-page paper.',
          'Record an intro video under 2 minutes that anyone can forward.',
          'Ask for a 15-minute call, never an hour.',
          'Run the raise like a sales pipeline: named targets, follow-ups and weekly numbers.',
        ],
      },
    ],
  },
  {
    kicker: 'Momentum',
    title: 'Why Speed Matters',
    blocks: [
      {
        kind: 'stats',
        items: [
          { value: '2 hours', label: 'to reply to every intro' },
          { value: '6 weeks', label: 'for the whole round' },
        ],
      },
      {
        kind: 'points',
        items: [
          'Angels invest when other angels are investing: momentum is the signal.',
          'Warm intros go cold within a day. Reply to intros within 2 hours.',
          'A round that drags on starts to look like a round nobody wants.',
        ],
      },
    ],
  },
  {
    kicker: 'The plan',
    title: 'The $1M-$2M Three-Phase Strategy',
    blocks: [
      {
        kind: 'cards',
        items: [
          {
            meta: 'Phase 1 · Weeks 1-3',
            title: '$500K',
            body: '5 angels at $100K each anchor the round.',
          },
          {
            meta: 'Phase 2 · Weeks 3-5',
            title: 'Another $500K',
            body: '10 angels at $50K each follow the anchors.',
          },
          {
            meta: 'Phase 3 · Weeks 5-6',
            title: '$1.5-2M',
            body: 'Oversubscription: let demand carry the round to $1.5-2M.',
          },
        ],
      },
    ],
  },
  {
    kicker: 'Sourcing',
    title: 'Finding Angel Connectors',
    blocks: [
      {
        kind: 'points',
        items: [
          'Connectors are the people angels trust: founders they backed, syndicate leads, operators and advisors.',
          'Ask each connector for three specific names, never “anyone you know”.',
          'Give them a forwardable email and your intro video under 2 minutes.',
          'Prioritise angels who write tickets of $100K+.',
        ],
      },
    ],
  },
  {
    kicker: 'Division of labour',
    title: 'Founder Roles',
    blocks: [
      {
        kind: 'cards',
        items: [
          {
            meta: 'CEO',
            title: 'Runs the raise',
            body: 'Owns the pipeline, every investor conversation and the close.',
          },
          {
            meta: 'CTO',
            title: 'Proves the product',
            body: 'Gives the 3-minute demo and answers technical diligence.',
          },
          {
            meta: 'CPO',
            title: 'Proves the science',
            body: 'Presents the clinical evidence and our partnerships.',
          },
        ],
      },
    ],
  },
  {
    kicker: 'Templates',
    title: 'Sample Angel Emails',
    blocks: [
      {
        kind: 'email',
        to: 'To a connector',
        subject: 'Quick intro to [angel]?',
        lines: [
          'Hi [name], we are raising our round and [angel] backs exactly this space.',
          'Would you forward the note below? It includes a video under 2 minutes.',
        ],
      },
      {
        kind: 'email',
        to: 'To an angel',
        subject: 'Rapport: 95% match satisfaction, 15 minutes?',
        lines: [
          'Hi [angel], [connector] suggested we talk. Therapy has a 75% dropout problem; we fix the match.',
          'We have $300K committed and 3 clinical partnerships. Could we do a 15-minute call this week?',
        ],
      },
    ],
  },
  {
    kicker: 'Proof it works',
    title: 'Real Examples',
    blocks: [
      {
        kind: 'stats',
        items: [
          { value: '$300K', label: 'committed' },
          { value: '$100k+', label: 'first money in within 2 weeks' },
          { value: '$2M', label: 'closed by August 31st' },
          { value: '75%', label: 'therapy dropout we set out to fix' },
          { value: '95%', label: 'match satisfaction' },
          { value: '3', label: 'clinical partnerships' },
        ],
      },
    ],
  },
  {
    kicker: 'Every week',
    title: 'The Weekly Challenge',
    blocks: [
      {
        kind: 'stats',
        items: [
          { value: '100', label: 'LinkedIn DMs' },
          { value: '50', label: 'replies' },
          { value: '2', label: 'virtual events' },
          { value: '50', label: 'new connections' },
        ],
      },
    ],
  },
  {
    kicker: 'Before next session',
    title: 'Homework',
    blocks: [
      {
        kind: 'points',
        items: [
          'Build a list of 50 angels who have backed your sector or stage.',
          'Note each one’s usual ticket (aim for $100K+) and one mutual connector.',
          'Draft your connector email and record your intro video under 2 minutes.',
          'Book your first five 15-minute calls.',
        ],
      },
    ],
  },
  {
    kicker: 'Closing',
    title: 'Your Advantages',
    blocks: [
      {
        kind: 'points',
        items: [
          'You move faster than any committee, so use it.',
          'A clear story and a 3-minute demo open more doors than a long deck.',
          'Momentum compounds: $300K committed becomes a $2M round.',
          'Start today: your first $100k+ in 2 weeks is realistic.',
        ],
      },
    ],
  },
];

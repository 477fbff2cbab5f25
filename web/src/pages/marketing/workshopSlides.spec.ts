import { workshopSlides, type Slide, type SlideBlock } from './workshopSlides';

function blockText(block: SlideBlock): string[] {
  switch (block.kind) {
    case 'points':
      return [...block.items];
    case 'stats':
      return block.items.map((stat) => `${stat.value} ${stat.label}`);
    case 'cards':
      return block.items.map((item) => `${item.meta} ${item.title} ${item.body}`);
    case 'email':
      return [block.to, block.subject, ...block.lines];
  }
}

const slideText = (slide: Slide) =>
  [slide.kicker, slide.title, slide.lead ?? '', ...slide.blocks.flatMap(blockText)].join('\n');
const deckText = workshopSlides.map(slideText).join('\n');

describe('fundraising workshop slides', () => {
  it('has 12 slides', () => {
    expect(workshopSlides).toHaveLength(12);
  });

  it.each([
    'Why an Academic Approach Fails',
    'The Startup Way',
    'Why Speed Matters',
    'The $1M-$2M Three-Phase Strategy',
    'Finding Angel Connectors',
    'Founder Roles',
    'Sample Angel Emails',
    'Real Examples',
    'Homework',
    'Your Advantages',
  ])('covers the topic "%s"', (title) => {
    expect(workshopSlides.map((slide) => slide.title)).toContain(title);
  });

  it.each([
    '$1M-$2M',
    '6 weeks',
    'Phase 1 · Weeks 1-3 $500K 5 angels at $100K',
    'Phase 2 · Weeks 3-5 Another $500K 10 angels at $50K',
    'Phase 3 · Weeks 5-6 $1.5-2M',
    '$100K+',
    '$300K committed',
    '$100k+ first money in within 2 weeks',
    '$2M closed by August 31st',
    'Reply to intros within 2 hours',
    '3-minute demo',
    'intro video under 2 minutes',
    '15-minute call',
    '100 LinkedIn DMs',
    '50 replies',
    '2 virtual events',
    '50 new connections',
    'list of 50 angels',
    '75% therapy dropout',
    '95% match satisfaction',
    '3 clinical partnerships',
    'CEO',
    'CTO',
    'CPO',
  ])('states "%s"', (figure) => {
    expect(deckText).toContain(figure);
  });
});

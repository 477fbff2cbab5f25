/** Static copy shared by /pitch and /onePager (spec §2 "Investor and workshop pages", §9 figures). */

export interface FundUse {
  label: string;
  percent: number;
  detail: string;
}

export const raiseAmount = '$500K';

export const goals = [
  { value: '$2M', label: 'annual recurring revenue within 12 months' },
  { value: 'Series A', label: 'readiness within 12 months' },
] as const;

export const problemPoints = [
  'Up to 75% of people who start therapy drop out early, and a poor fit with their therapist is a leading reason.',
  '46% of new hires fail within 18 months, and 89% of those failures come down to attitude and interpersonal fit.',
  'A single bad hire costs an employer $14,900 on average.',
  'Matching still runs on directories, availability and CVs, and none of them measure whether two people will work well together.',
] as const;

export const solutionPoints = [
  'A written assessment and Natural Matchmaker, a voice conversation, capture how people think, feel and communicate.',
  'Senior therapists contribute the questions and insights behind the model: their judgement, captured and scaled.',
  'Every match comes with a personality profile, a match score and a plain-language explanation.',
  'One engine, two markets: therapy matching for individuals (Rapport Beta) and fit-based matching for organisations.',
] as const;

export const evidence = [
  { value: '95%', label: 'match satisfaction' },
  { value: '10,000+', label: 'people profiled' },
  { value: '3', label: 'clinical partnerships' },
  { value: '35+ years', label: 'of clinical practice behind the method' },
] as const;

export const visionText =
  'We are building the fit layer for every human-services match. Therapy comes first, where a good match decides whether people get better. The same engine then serves crisis deployment, cross-cultural hiring, workforce transition and every client-professional pairing where trust is the product.';

/** Pitch page split (spec §9). */
export const pitchFundUse: readonly FundUse[] = [
  {
    label: 'Product',
    percent: 30,
    detail: 'Matching engine, voice assessment and therapist portal.',
  },
  {
    label: 'Operations',
    percent: 30,
    detail: 'Clinical operations, therapist onboarding and support.',
  },
  {
    label: 'Growth',
    percent: 30,
    detail: 'Partnerships, enterprise sales and consumer acquisition.',
  },
  { label: 'Compliance', percent: 10, detail: 'Privacy, security and clinical governance.' },
];

/** One-pager split (spec §9: 30/30/15/15/10). */
export const onePagerFundUse: readonly FundUse[] = [
  { label: 'Product & engineering', percent: 30, detail: 'Matching engine and voice assessment.' },
  {
    label: 'Clinical operations',
    percent: 30,
    detail: 'Therapist network, onboarding and quality.',
  },
  {
    label: 'Sales & partnerships',
    percent: 15,
    detail: 'Organisational pilots and clinical partners.',
  },
  { label: 'Marketing', percent: 15, detail: 'Consumer launch of Rapport Beta.' },
  {
    label: 'Compliance & security',
    percent: 10,
    detail: 'Privacy, security and clinical governance.',
  },
];

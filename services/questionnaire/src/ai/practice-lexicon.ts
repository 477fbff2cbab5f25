import type { ThemeKey } from '@rapport/language';

/**
 * What therapists say about their own practice that the shared theme lexicon does not cover:
 * the methods they draw on and the people they mostly see. Terms are lower case and match
 * whole words (phrases as written, hyphens included).
 */
export interface PracticeEntry {
  /** As shown in tags and descriptions ('CBT', 'adolescents'). */
  name: string;
  terms: string[];
}

export const modalities: PracticeEntry[] = [
  {
    name: 'CBT',
    terms: [
      'cbt',
      'cognitive behavioural',
      'cognitive behavioral',
      'cognitive therapy',
      'thought record',
      'thought records',
      'cognitive restructuring',
      'unhelpful thoughts',
      'thinking traps',
    ],
  },
  { name: 'DBT', terms: ['dbt', 'dialectical'] },
  { name: 'ACT', terms: ['acceptance and commitment', 'defusion', 'values-based'] },
  { name: 'EMDR', terms: ['emdr', 'bilateral'] },
  {
    name: 'psychodynamic',
    terms: [
      'psychodynamic',
      'psychoanalytic',
      'unconscious',
      'transference',
      'defences',
      'defenses',
    ],
  },
  {
    name: 'person-centred',
    terms: [
      'person-centred',
      'person-centered',
      'client-centred',
      'client-centered',
      'unconditional positive regard',
      'rogerian',
    ],
  },
  {
    name: 'mindfulness',
    terms: ['mindfulness', 'mindful', 'meditation', 'body scan', 'breathing', 'breath'],
  },
  {
    name: 'solution-focused',
    terms: ['solution-focused', 'solution focused', 'miracle question', 'scaling question'],
  },
  {
    name: 'motivational interviewing',
    terms: ['motivational interviewing', 'ambivalence', 'change talk', 'stages of change'],
  },
  { name: 'family systems', terms: ['family systems', 'systemic', 'genogram'] },
  {
    name: 'emotionally focused',
    terms: ['emotionally focused', 'gottman', 'attachment-based', 'eft'],
  },
  {
    name: 'narrative therapy',
    terms: ['narrative therapy', 're-authoring', 'externalising', 'externalizing'],
  },
  {
    name: 'somatic',
    terms: ['somatic', 'nervous system', 'body-based', 'polyvagal', 'window of tolerance'],
  },
  {
    name: 'behavioural activation',
    terms: [
      'behavioural activation',
      'behavioral activation',
      'activity scheduling',
      'activity diary',
      'small steps',
    ],
  },
  { name: 'exposure', terms: ['exposure', 'graded exposure', 'exposure hierarchy'] },
  { name: 'schema therapy', terms: ['schema therapy', 'schemas'] },
  { name: 'parts work', terms: ['internal family systems', 'parts work'] },
  { name: 'compassion-focused', terms: ['compassion-focused', 'self-compassion'] },
  { name: 'coaching', terms: ['coaching', 'career planning', 'career coaching'] },
  { name: 'affirmative', terms: ['affirmative', 'affirming', 'gender-affirming'] },
  { name: 'harm reduction', terms: ['harm reduction', 'relapse prevention'] },
];

export const populations: PracticeEntry[] = [
  {
    name: 'adolescents',
    terms: ['teenager', 'teenagers', 'teen', 'teens', 'adolescent', 'adolescents', 'young people'],
  },
  { name: 'children', terms: ['children', 'kids'] },
  { name: 'couples', terms: ['couple', 'couples', 'both partners'] },
  { name: 'families', terms: ['families', 'family sessions', 'family therapy', 'whole family'] },
  {
    name: 'LGBTQ+',
    terms: [
      'lgbtq',
      'lgbtq+',
      'queer',
      'gay',
      'lesbian',
      'bisexual',
      'transgender',
      'non-binary',
      'nonbinary',
      'coming out',
      'gender identity',
      'sexuality',
    ],
  },
  { name: 'veterans', terms: ['veteran', 'veterans', 'military', 'first responders'] },
  { name: 'older adults', terms: ['older adults', 'retirement', 'later life'] },
  {
    name: 'professionals',
    terms: ['professionals', 'executives', 'managers', 'high achievers', 'high-achieving'],
  },
  { name: 'students', terms: ['students', 'university', 'college'] },
  { name: 'new parents', terms: ['new parents', 'postnatal', 'postpartum', 'perinatal'] },
];

/**
 * A specialty as a therapist's profile names it, per theme of the shared lexicon. Each
 * name contains a word the matching model reads back as the same theme ('Grief & loss' →
 * grief), so the directory's specialty fit works on what is written here.
 */
export const specialtyNames: Record<ThemeKey, string> = {
  anxiety: 'Anxiety & stress',
  depression: 'Depression & low mood',
  trauma: 'Trauma & PTSD',
  grief: 'Grief & loss',
  relationships: 'Couples & relationships',
  family: 'Family & parenting',
  selfEsteem: 'Self-esteem & identity',
  addiction: 'Addiction & recovery',
  work: 'Work stress & burnout',
};

/** Specialty names for a group of people, when they are what the answers are most about. */
export const populationSpecialties: Record<string, string> = {
  adolescents: 'Adolescents & young people',
  children: 'Children & parenting',
  couples: 'Couples & relationships',
  families: 'Family therapy',
  'LGBTQ+': 'LGBTQ+ identity-affirming care',
  veterans: 'Veterans & trauma',
  'older adults': 'Later life & transitions',
  professionals: 'Work stress & burnout',
  students: 'Students & young adults',
  'new parents': 'Perinatal & new parents',
};

/** When no theme or group stands out. */
export const GENERAL_SPECIALTY = 'General counselling';

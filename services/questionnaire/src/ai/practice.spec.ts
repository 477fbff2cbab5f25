import { readSignals } from '@rapport/language';
import { findModalities, findPopulations, readPractice, specialtyOf } from './practice';
import { GENERAL_SPECIALTY } from './practice-lexicon';

const practiceOf = (text: string) => readPractice(text, readSignals(text));

describe('findModalities', () => {
  it.each<[string, string[]]>([
    ['I use CBT and thought records, then EMDR.', ['CBT', 'EMDR']],
    ['Mindfulness and breathing practice, plus graded exposure.', ['mindfulness', 'exposure']],
    ['Motivational interviewing helps with ambivalence.', ['motivational interviewing']],
    // Whole words only: 'left' holds 'eft', 'breathtaking' is not 'breath'.
    ['I left the room; the view was breathtaking.', []],
  ])('%s → %j', (text, names) => {
    expect(findModalities(text).map((m) => m.name)).toEqual(names);
  });

  it('counts every mention and puts the most named first', () => {
    const hits = findModalities('Some CBT. Mindfulness, mindfulness and more mindfulness.');
    expect(hits).toEqual([
      expect.objectContaining({ name: 'mindfulness', count: 3 }),
      expect.objectContaining({ name: 'CBT', count: 1 }),
    ]);
  });
});

describe('findPopulations', () => {
  it.each<[string, string[]]>([
    ['Most of my clients are teenagers and their families.', ['adolescents', 'families']],
    ['Queer and transgender clients, often after coming out.', ['LGBTQ+']],
    ['Fifteen years of practice.', []],
  ])('%s → %j', (text, names) => {
    expect(findPopulations(text).map((p) => p.name)).toEqual(names);
  });
});

describe('specialtyOf', () => {
  it.each<[string, string]>([
    ['Grief after a death, mourning and bereavement are my work.', 'Grief & loss'],
    [
      'Couples come to me with conflict in their marriage and broken trust.',
      'Couples & relationships',
    ],
    [
      'Survivors of abuse and trauma. Many also grieve a death in the family, and grief and mourning are part of it.',
      'Grief & loss, Trauma & PTSD',
    ],
    [
      'Teenagers come to me. Teens often feel unheard, and I see teenagers weekly.',
      'Adolescents & young people',
    ],
    ['I listen carefully and respond honestly.', GENERAL_SPECIALTY],
  ])('%s → %s', (text, specialty) => {
    expect(specialtyOf(practiceOf(text))).toBe(specialty);
  });
});

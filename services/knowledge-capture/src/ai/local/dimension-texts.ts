import type { DimensionKey } from '@rapport/contracts';

/**
 * What the local engine writes about each matching dimension (DESIGN §6). `{topic}` is the
 * main theme or phrase of the expert's thoughts.
 */
export interface DimensionTexts {
  client: string;
  therapist: string;
  /** Insight when the expert's words lean to the +1 pole, and to the -1 pole. */
  insightHigh: string;
  insightLow: string;
  /** The same, about the group of people the note names (`{group}`: "problem gamblers"). */
  groupHigh: string;
  groupLow: string;
}

export const dimensionTexts: Record<DimensionKey, DimensionTexts> = {
  directiveness: {
    client:
      'Would you rather your therapist bring a clear plan and suggestions to each session, or leave you to decide what to talk about?',
    therapist:
      "How much do you structure sessions with plans, exercises or homework, and how much do you follow the client's lead?",
    insightHigh:
      'With {topic}, clients tend to do best when the therapist takes the lead with structure, tools and clear next steps.',
    insightLow:
      'With {topic}, clients need to set the direction and the pace themselves; imposed structure can push them away.',
    groupHigh:
      '{Group} tend to do best when the therapist takes the lead with structure, tools and clear next steps.',
    groupLow:
      '{Group} need to set the direction and the pace themselves; imposed structure can push them away.',
  },
  emotionalIntensity: {
    client:
      'When difficult feelings come up in a session, do you want to go deep into them, or keep a calm, measured pace?',
    therapist:
      'How do you decide how far to go into strong emotions with a client in a given session?',
    insightHigh:
      'Work on {topic} calls for going deep into feelings rather than keeping them at a safe distance.',
    insightLow:
      'With {topic}, a calm and measured pace keeps clients from being overwhelmed by their feelings.',
    groupHigh:
      'Work with {group} calls for going deep into feelings rather than keeping them at a safe distance.',
    groupLow:
      'With {group}, a calm and measured pace keeps them from being overwhelmed by their feelings.',
  },
  pastOrientation: {
    client:
      'Do you want therapy to explore how your past shaped you, or to focus on what is happening in your life now?',
    therapist:
      "How much of your work looks at a client's early history compared with their current situation?",
    // (Not "{Topic} is …": "Anger issues is best understood …".)
    insightHigh:
      'Work on {topic} goes best when it explores the client’s past and early experiences.',
    insightLow:
      'With {topic}, clients benefit most from working on the here and now rather than revisiting their history.',
    groupHigh: '{Group} are best understood by exploring their past and early experiences.',
    groupLow:
      '{Group} benefit most from working on the here and now rather than revisiting their history.',
  },
  warmSupport: {
    client:
      'When you feel stuck, what helps you more: gentle encouragement, or someone who challenges you directly?',
    therapist: "How do you balance warmth and validation with challenging a client's patterns?",
    insightHigh: 'Warm, gentle support is what lets clients open up about {topic}.',
    insightLow:
      'Clients dealing with {topic} often move forward faster with a therapist who challenges them directly.',
    groupHigh: 'Warm, gentle support is what lets {group} open up.',
    groupLow: '{Group} often move forward faster with a therapist who challenges them directly.',
  },
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templatePattern = (template: string, slot = '.+') =>
  new RegExp(`^${escape(template).replace(/\\\{(?:topic|Topic|group|Group)\\\}/g, slot)}$`, 'i');

/**
 * Which dimension and side an insight written from these texts states, or undefined: lets the
 * language eval check the engine's actual output against what the expert said.
 */
export function insightStance(insight: string): { key: DimensionKey; pole: 1 | -1 } | undefined {
  for (const [key, texts] of Object.entries(dimensionTexts) as [DimensionKey, DimensionTexts][]) {
    if ([texts.insightHigh, texts.groupHigh].some((t) => templatePattern(t).test(insight)))
      return { key, pole: 1 };
    if ([texts.insightLow, texts.groupLow].some((t) => templatePattern(t).test(insight)))
      return { key, pole: -1 };
  }
  return undefined;
}

/**
 * Whom or what an insight written from these texts is about, as it names them: the group
 * ("teens who self-harm") or the topic ("lifelong insomnia"); undefined for any other text.
 */
export function insightSubject(insight: string): string | undefined {
  for (const texts of Object.values(dimensionTexts)) {
    for (const template of [texts.insightHigh, texts.insightLow, texts.groupHigh, texts.groupLow]) {
      const found = templatePattern(template, '(.+)').exec(insight);
      if (found?.[1]) return found[1];
    }
  }
  return undefined;
}

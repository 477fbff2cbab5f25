import type {
  Audience,
  ContributionInput,
  Insight,
  InsightInput,
  ProcessedInput,
  Question,
  QuestionInput,
} from '@rapport/contracts';

/** Spec §3: a missing or unknown audience shows as 'Other' and is saved as client. */
export function savedAudience(audience: string | undefined): Audience {
  return audience?.trim().toLowerCase() === 'therapist' ? 'therapist' : 'client';
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC, the contribution timestamp the screens show. */
export function contributionTimestamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

export function questionsToSave(questions: QuestionInput[], newId: () => string): Question[] {
  return questions.map((q) => ({
    _id: q._id?.trim() || newId(),
    question: q.question,
    reasoning: q.reasoning,
    audience: savedAudience(q.audience),
    // The expert's sentence it came from; an item written by hand has none.
    ...(q.source?.trim() ? { source: q.source.trim() } : {}),
  }));
}

export function insightsToSave(insights: InsightInput[], newId: () => string): Insight[] {
  return insights.map((i) => ({
    _id: i._id?.trim() || newId(),
    insight: i.insight,
    application: i.application,
    ...(i.source?.trim() ? { source: i.source.trim() } : {}),
  }));
}

/**
 * Deleted ids after an edit: every id recorded before or sent by the editor, plus every id that
 * was stored and is now gone (removed or converted), minus the ids present again.
 */
export function deletedIds(stored: string[], current: string[], ...recorded: string[][]): string[] {
  const now = new Set(current);
  const gone = stored.filter((id) => !now.has(id));
  return [...new Set([...recorded.flat(), ...gone])].filter((id) => !now.has(id));
}

export interface ContributionContent {
  summary: string;
  questions: Question[];
  analysis: Insight[];
  deletedQuestionIds: string[];
  deletedInsightIds: string[];
}

/** What a freshly reviewed result is saved as. */
export function newContribution(input: ProcessedInput, newId: () => string): ContributionContent {
  return {
    summary: input.summary,
    questions: questionsToSave(input.questions, newId),
    analysis: insightsToSave(input.analysis, newId),
    deletedQuestionIds: [],
    deletedInsightIds: [],
  };
}

/** The stored content after the editor's changes (spec §4 "Contribution editor"). */
export function editedContribution(
  stored: ContributionContent,
  edit: ContributionInput,
  newId: () => string,
): ContributionContent {
  const questions = questionsToSave(edit.questions, newId);
  const analysis = insightsToSave(edit.analysis, newId);
  return {
    summary: edit.summary,
    questions,
    analysis,
    deletedQuestionIds: deletedIds(
      stored.questions.map((q) => q._id),
      questions.map((q) => q._id),
      stored.deletedQuestionIds,
      edit.deletedQuestionIds,
    ),
    deletedInsightIds: deletedIds(
      stored.analysis.map((i) => i._id),
      analysis.map((i) => i._id),
      stored.deletedInsightIds,
      edit.deletedInsightIds,
    ),
  };
}

/**
 * The contribution editor's state (spec §4 "Contribution editor"), free of the browser:
 * any edit, removal or conversion makes it dirty and sets lastEdited; loading (also after
 * a save) makes it clean.
 */
import type { Contribution, ContributionInput, Insight } from '@rapport/contracts';
import { savedAudience } from './questions';

export interface DraftQuestion {
  _id: string;
  question: string;
  reasoning: string;
  /** client or therapist; anything else shows as 'Other' until changed. */
  audience?: string;
  /** The expert's sentence it was built from (kept as it is through edits). */
  source?: string;
}

export interface Draft extends Omit<Contribution, 'questions'> {
  questions: DraftQuestion[];
}

export interface EditorState {
  draft: Draft | null;
  dirty: boolean;
}

export type QuestionPatch = Partial<Pick<DraftQuestion, 'question' | 'reasoning' | 'audience'>>;
export type InsightPatch = Partial<Pick<Insight, 'insight' | 'application'>>;

/** Every change carries its time (ISO), which becomes lastEdited. */
export type EditorEvent =
  | { type: 'loaded'; contribution: Contribution }
  | { type: 'summary-changed'; summary: string; at: string }
  | { type: 'question-changed'; id: string; patch: QuestionPatch; at: string }
  | { type: 'question-removed'; id: string; at: string }
  | { type: 'question-converted'; id: string; insight: Insight; at: string }
  | { type: 'insight-changed'; id: string; patch: InsightPatch; at: string }
  | { type: 'insight-removed'; id: string; at: string };

export const emptyEditor: EditorState = { draft: null, dirty: false };

function withId(list: readonly string[], id: string): string[] {
  return list.includes(id) ? [...list] : [...list, id];
}

function edit(state: EditorState, at: string, change: (d: Draft) => Partial<Draft>): EditorState {
  if (!state.draft) return state;
  return { draft: { ...state.draft, ...change(state.draft), lastEdited: at }, dirty: true };
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'loaded': {
      const c = event.contribution;
      return {
        draft: {
          ...c,
          questions: c.questions.map((q) => ({ ...q })),
          analysis: c.analysis.map((i) => ({ ...i })),
          deletedQuestionIds: [...c.deletedQuestionIds],
          deletedInsightIds: [...c.deletedInsightIds],
        },
        dirty: false,
      };
    }
    case 'summary-changed':
      return edit(state, event.at, () => ({ summary: event.summary }));
    case 'question-changed':
      return edit(state, event.at, (d) => ({
        questions: d.questions.map((q) => (q._id === event.id ? { ...q, ...event.patch } : q)),
      }));
    case 'question-removed':
      return edit(state, event.at, (d) => ({
        questions: d.questions.filter((q) => q._id !== event.id),
        deletedQuestionIds: withId(d.deletedQuestionIds, event.id),
      }));
    case 'question-converted':
      // Removed from questions, the returned insight appended, the old id recorded.
      return edit(state, event.at, (d) => ({
        questions: d.questions.filter((q) => q._id !== event.id),
        analysis: [...d.analysis, event.insight],
        deletedQuestionIds: withId(d.deletedQuestionIds, event.id),
      }));
    case 'insight-changed':
      return edit(state, event.at, (d) => ({
        analysis: d.analysis.map((i) => (i._id === event.id ? { ...i, ...event.patch } : i)),
      }));
    case 'insight-removed':
      return edit(state, event.at, (d) => ({
        analysis: d.analysis.filter((i) => i._id !== event.id),
        deletedInsightIds: withId(d.deletedInsightIds, event.id),
      }));
  }
}

/** What 'Save Changes' sends: audiences forced to client or therapist. */
export function toUpdate(draft: Draft): ContributionInput {
  return {
    ...draft,
    questions: draft.questions.map((q) => ({ ...q, audience: savedAudience(q.audience) })),
  };
}

/** 'Edited on {date} at {time}' for an ISO time; null when it is missing or unreadable. */
export function editedLabel(lastEdited: string | undefined, locale?: string): string | null {
  if (!lastEdited) return null;
  const when = new Date(lastEdited);
  if (Number.isNaN(when.getTime())) return null;
  return `Edited on ${when.toLocaleDateString(locale)} at ${when.toLocaleTimeString(locale)}`;
}

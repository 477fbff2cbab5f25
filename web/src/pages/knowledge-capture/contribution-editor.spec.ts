import type { Contribution } from '@rapport/contracts';
import {
  editedLabel,
  editorReducer,
  emptyEditor,
  toUpdate,
  type EditorEvent,
  type EditorState,
} from './contribution-editor';

const contribution: Contribution = {
  id: 'c1',
  therapistName: 'Maya',
  timestamp: '2025-03-04 10:11:12',
  summary: 'About trust',
  questions: [
    { _id: 'q1', question: 'How do you build trust?', reasoning: 'Rapport', audience: 'client' },
    { _id: 'q2', question: 'What is your style?', reasoning: 'Fit', audience: 'therapist' },
  ],
  analysis: [
    { _id: 'i1', insight: 'Trust first', application: 'Open gently' },
    { _id: 'i2', insight: 'Pace matters', application: 'Slow down' },
  ],
  deletedQuestionIds: [],
  deletedInsightIds: ['old'],
};
const at = '2025-03-05T09:00:00.000Z';
const loaded = editorReducer(emptyEditor, { type: 'loaded', contribution });
const play = (events: EditorEvent[], state: EditorState = loaded) =>
  events.reduce(editorReducer, state);

describe('contribution editor (spec §4 "Contribution editor")', () => {
  it('loads clean, without sharing arrays with the loaded contribution', () => {
    expect(loaded.dirty).toBe(false);
    expect(loaded.draft).toEqual(contribution);
    expect(loaded.draft?.questions).not.toBe(contribution.questions);
  });

  it.each<[string, EditorEvent]>([
    ['summary', { type: 'summary-changed', summary: 'New', at }],
    ['question', { type: 'question-changed', id: 'q1', patch: { question: 'Edited?' }, at }],
    ['question removal', { type: 'question-removed', id: 'q1', at }],
    ['insight', { type: 'insight-changed', id: 'i1', patch: { application: 'Edited' }, at }],
    ['insight removal', { type: 'insight-removed', id: 'i2', at }],
    [
      'conversion',
      {
        type: 'question-converted',
        id: 'q2',
        insight: { _id: 'i3', insight: 'x', application: 'y' },
        at,
      },
    ],
  ])('a %s change makes it dirty and sets lastEdited', (_what, event) => {
    const state = editorReducer(loaded, event);
    expect(state.dirty).toBe(true);
    expect(state.draft?.lastEdited).toBe(at);
  });

  it('edits one question field by id', () => {
    const state = play([
      { type: 'question-changed', id: 'q2', patch: { reasoning: 'Why', audience: 'client' }, at },
    ]);
    expect(state.draft?.questions[1]).toEqual({
      _id: 'q2',
      question: 'What is your style?',
      reasoning: 'Why',
      audience: 'client',
    });
    expect(state.draft?.questions[0]).toEqual(contribution.questions[0]);
  });

  it('converting removes the question, appends the insight and records the id', () => {
    const insight = { _id: 'i3', insight: 'Style matters', application: 'Ask about it' };
    const { draft } = play([{ type: 'question-converted', id: 'q2', insight, at }]);
    expect(draft?.questions.map((q) => q._id)).toEqual(['q1']);
    expect(draft?.analysis.map((i) => i._id)).toEqual(['i1', 'i2', 'i3']);
    expect(draft?.deletedQuestionIds).toEqual(['q2']);
  });

  it('removals record the deleted ids once', () => {
    const { draft } = play([
      { type: 'question-removed', id: 'q1', at },
      { type: 'question-removed', id: 'q1', at },
      { type: 'insight-removed', id: 'i1', at },
    ]);
    expect(draft?.questions.map((q) => q._id)).toEqual(['q2']);
    expect(draft?.deletedQuestionIds).toEqual(['q1']);
    expect(draft?.analysis.map((i) => i._id)).toEqual(['i2']);
    expect(draft?.deletedInsightIds).toEqual(['old', 'i1']);
  });

  it('loading again (after a save) makes it clean', () => {
    const dirty = play([{ type: 'summary-changed', summary: 'New', at }]);
    const saved = { ...contribution, summary: 'New', lastEdited: at };
    expect(editorReducer(dirty, { type: 'loaded', contribution: saved })).toEqual({
      draft: saved,
      dirty: false,
    });
  });

  it('ignores edits before anything is loaded', () => {
    expect(editorReducer(emptyEditor, { type: 'summary-changed', summary: 'x', at })).toBe(
      emptyEditor,
    );
  });

  it("saves an 'Other' audience as client", () => {
    const state = play([{ type: 'question-changed', id: 'q1', patch: { audience: 'both' }, at }]);
    const body = toUpdate(state.draft!);
    expect(body.questions.map((q) => q.audience)).toEqual(['client', 'therapist']);
    expect(body.deletedInsightIds).toEqual(['old']);
  });
});

describe('editedLabel', () => {
  it("reads 'Edited on {date} at {time}'", () => {
    const when = new Date(at);
    expect(editedLabel(at, 'en-US')).toBe(
      `Edited on ${when.toLocaleDateString('en-US')} at ${when.toLocaleTimeString('en-US')}`,
    );
  });

  it('is absent without a readable time', () => {
    expect(editedLabel(undefined)).toBeNull();
    expect(editedLabel('not a date')).toBeNull();
  });
});

import { DRAFT_KEY, clearDraft, hasContent, readDraft, saveDraft } from './draft';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

const draft = {
  userId: 'u1',
  step: 2,
  info: { name: 'Robin Lee', age: '', experience: '12' },
  answers: { q1: 'I listen first.', q2: '' },
};

describe('questionnaire draft (issue 14)', () => {
  it('gives the same account its answers back', () => {
    const store = memoryStore();
    saveDraft(draft, store);
    expect(readDraft('u1', store)).toEqual(draft);
  });

  it('is never shown to another account', () => {
    const store = memoryStore();
    saveDraft(draft, store);
    expect(readDraft('u2', store)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['corrupt JSON', '{"userId":'],
    ['a missing info', JSON.stringify({ ...draft, info: undefined })],
    ['a fractional step', JSON.stringify({ ...draft, step: 1.5 })],
  ])('reads %s as no draft', (_case, raw) => {
    const store = memoryStore();
    if (raw !== null) store.data.set(DRAFT_KEY, raw);
    expect(readDraft('u1', store)).toBeNull();
  });

  it('drops answers that are not text', () => {
    const store = memoryStore();
    store.data.set(DRAFT_KEY, JSON.stringify({ ...draft, answers: { q1: 'ok', q2: 7 } }));
    expect(readDraft('u1', store)?.answers).toEqual({ q1: 'ok' });
  });

  it('is cleared after submitting', () => {
    const store = memoryStore();
    saveDraft(draft, store);
    clearDraft(store);
    expect(readDraft('u1', store)).toBeNull();
  });

  it('works without storage', () => {
    expect(() => saveDraft(draft, null)).not.toThrow();
    expect(readDraft('u1', null)).toBeNull();
  });

  it('keeps only drafts with something typed', () => {
    expect(hasContent({ name: 'Robin', age: '', experience: '' }, {})).toBe(false);
    expect(hasContent({ name: 'Robin', age: '', experience: '3' }, {})).toBe(true);
    expect(hasContent({ name: '', age: '', experience: '' }, { q1: ' x ' })).toBe(true);
  });
});

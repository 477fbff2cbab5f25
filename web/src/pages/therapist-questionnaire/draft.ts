/**
 * The questionnaire in progress, kept in this tab's session storage, so a therapist whose
 * session ends before 'Submit Profile' logs in again and finds the answers where they were
 * (issue 14). It belongs to one account: another account signing in starts afresh.
 */
import type { Answers, TherapistInfo } from './questionnaire';

export const DRAFT_KEY = 'therapist_questionnaire_draft';

export interface QuestionnaireDraft {
  userId: string;
  step: number;
  info: TherapistInfo;
  answers: Answers;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): Store | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** The draft of `userId`, or null when there is none, it is another account's or unreadable. */
export function readDraft(
  userId: string,
  store: Store | null = sessionStore(),
): QuestionnaireDraft | null {
  try {
    const raw = store?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<QuestionnaireDraft>;
    if (d.userId !== userId || typeof d.step !== 'number' || !Number.isInteger(d.step)) return null;
    const info = d.info;
    if (!info || !isText(info.name) || !isText(info.age) || !isText(info.experience)) return null;
    const answers: Record<string, string> = {};
    for (const [id, text] of Object.entries(d.answers ?? {})) if (isText(text)) answers[id] = text;
    return { userId, step: Math.max(0, d.step), info, answers };
  } catch {
    return null;
  }
}

export function saveDraft(draft: QuestionnaireDraft, store: Store | null = sessionStore()): void {
  try {
    store?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the answers only live as long as the page.
  }
}

export function clearDraft(store: Store | null = sessionStore()): void {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}

/** True when the draft holds anything typed: an empty one is not worth keeping. */
export function hasContent(info: TherapistInfo, answers: Answers): boolean {
  return (
    info.age.trim() !== '' ||
    info.experience.trim() !== '' ||
    Object.values(answers).some((a) => a.trim() !== '')
  );
}

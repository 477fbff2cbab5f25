import { useEffect, useReducer, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../api/client';
import { useToast } from '../../components/ui';
import { editorReducer, emptyEditor, toUpdate, type DraftQuestion } from './contribution-editor';
import { callMessage, convertFailure, text, wrap } from './messages';

export type LoadProblem = { kind: 'not-found' } | { kind: 'failed'; message: string };

/**
 * Loads one contribution (no-cache) and keeps its edits (spec §4 "Contribution editor"):
 * save, convert and the remove confirmations, with the alerts of spec §8.
 */
export function useContributionEditor(
  expert: string,
  contributionId: string,
  onAccessLost: () => void,
) {
  const hasParams = expert.trim() !== '' && contributionId.trim() !== '';
  const params = { therapistName: expert, contributionId };
  const query = useQuery({
    queryKey: ['knowledge-capture.get-contribution', params],
    queryFn: async ({ signal }) => {
      const data = await api('knowledge-capture.get-contribution', { params, signal });
      if (!data) throw new Error(text.emptyResponse);
      if (!data.contribution) throw new Error(text.missingContribution);
      return data.contribution;
    },
    enabled: hasParams,
    staleTime: 0,
    gcTime: 0,
  });
  const [editor, dispatch] = useReducer(editorReducer, emptyEditor);
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [converting, setConverting] = useState<string | null>(null);

  useEffect(() => {
    if (query.data) dispatch({ type: 'loaded', contribution: query.data });
  }, [query.data]);

  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (unauthorized) onAccessLost();
  }, [unauthorized, onAccessLost]);

  let problem: LoadProblem | null = null;
  if (!hasParams) problem = { kind: 'failed', message: wrap.load(text.missingParameters) };
  else if (query.error instanceof ApiError && query.error.status === 404) {
    problem = { kind: 'not-found' };
  } else if (query.error)
    problem = { kind: 'failed', message: wrap.load(callMessage(query.error)) };

  const now = () => new Date().toISOString();

  async function save() {
    if (!editor.draft || saving) return;
    setSaving(true);
    try {
      const answer = await api('knowledge-capture.update-contribution', {
        params,
        body: { contribution: toUpdate(editor.draft) },
      });
      toast.success(text.contributionSaved);
      // Saving reloads the contribution, which makes the editor clean.
      const reloaded = await query.refetch();
      const fresh = reloaded.status === 'success' ? reloaded.data : answer.contribution;
      dispatch({ type: 'loaded', contribution: fresh });
    } catch (err) {
      toast.error(wrap.saveContribution(callMessage(err)));
    } finally {
      setSaving(false);
    }
  }

  async function convert(question: DraftQuestion) {
    if (converting) return;
    setConverting(question._id);
    try {
      const { insight } = await api('knowledge-capture.convert-question-to-insight', {
        body: { question, contributionId },
      });
      dispatch({ type: 'question-converted', id: question._id, insight, at: now() });
    } catch (err) {
      toast.error(convertFailure(err));
    } finally {
      setConverting(null);
    }
  }

  function removeQuestion(id: string) {
    if (window.confirm(text.confirmRemoveQuestion)) {
      dispatch({ type: 'question-removed', id, at: now() });
    }
  }

  function removeInsight(id: string) {
    if (window.confirm(text.confirmRemoveInsight)) {
      dispatch({ type: 'insight-removed', id, at: now() });
    }
  }

  return {
    draft: editor.draft,
    dirty: editor.dirty,
    loading: hasParams && query.isPending,
    problem,
    saving,
    converting,
    dispatch,
    now,
    save,
    convert,
    removeQuestion,
    removeInsight,
  };
}

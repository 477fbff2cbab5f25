import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useToast } from '../../components/ui';
import {
  captureReducer,
  checkRefinement,
  checkThoughts,
  initialCapture,
  navigateAfterSaveMs,
  refinementBody,
} from './capture-flow';
import { callMessage, text, wrap } from './messages';

export const previousInputsKey = 'knowledge-capture.get-previous-inputs';

/** A check that failed before sending, shown at its field. */
export interface FieldProblems {
  thoughts?: string;
  refinement?: string;
}

/**
 * The knowledge-capture page's actions (spec §4 "Input flow", §5, §8): Process, Refine
 * Analysis, Validate & Save, Cancel and Clear. The spec's alert texts are shown verbatim:
 * a missing input at its field, the outcome of a call in the toast region; Cancel and
 * Clear still confirm first.
 */
export function useCapture(expert: string, urlName: string) {
  const [state, dispatch] = useReducer(captureReducer, initialCapture);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [problems, setProblems] = useState<FieldProblems>({});
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function process() {
    const problem = checkThoughts(expert, state.thoughts);
    if (problem === text.thoughtsRequired) return setProblems({ thoughts: problem });
    if (problem) return toast.error(problem);
    setProblems({});
    dispatch({ type: 'started', busy: 'process' });
    try {
      const { processedInput } = await api('knowledge-capture.therapist-input', {
        body: { therapistName: expert, rawInput: state.thoughts },
      });
      dispatch({ type: 'processed', result: processedInput });
    } catch (err) {
      dispatch({ type: 'failed' });
      toast.error(wrap.process(callMessage(err)));
    }
  }

  async function refine() {
    const problem = checkRefinement(expert, state.refinement);
    if (problem === text.refinementRequired) return setProblems({ refinement: problem });
    if (problem) return toast.error(problem);
    setProblems({});
    const body = refinementBody(expert, state);
    if (!body) return;
    dispatch({ type: 'started', busy: 'refine' });
    try {
      const { processedInput } = await api('knowledge-capture.therapist-input-refinement', {
        body,
      });
      dispatch({ type: 'refined', result: processedInput });
    } catch (err) {
      dispatch({ type: 'failed' });
      toast.error(wrap.refine(callMessage(err)));
    }
  }

  async function save() {
    if (!state.result) return;
    dispatch({ type: 'started', busy: 'save' });
    try {
      const { contributionId } = await api('knowledge-capture.save-processed-input', {
        body: { therapistName: expert, processedInput: state.result },
      });
      dispatch({ type: 'reset' });
      void queryClient.invalidateQueries({ queryKey: [previousInputsKey] });
      toast.success(text.saved);
      if (contributionId) {
        const to = `/${urlName}/contribution/${encodeURIComponent(contributionId)}`;
        timer.current = window.setTimeout(() => void navigate(to), navigateAfterSaveMs);
      }
    } catch (err) {
      dispatch({ type: 'failed' });
      toast.error(wrap.save(callMessage(err)));
    }
  }

  /** Cancel (in review) and Clear (while entering) both confirm, then reset. */
  function reset() {
    if (window.confirm(text.confirmClear)) {
      setProblems({});
      dispatch({ type: 'reset' });
    }
  }

  /** Typing into a field clears its message. */
  function clearProblem(field: keyof FieldProblems) {
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  }

  return { state, dispatch, process, refine, save, reset, problems, clearProblem };
}

import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
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

/**
 * The knowledge-capture page's actions (spec §4 "Input flow", §5, §8): Process, Refine
 * Analysis, Validate & Save, Cancel and Clear, with their alerts and confirmations.
 */
export function useCapture(expert: string, urlName: string) {
  const [state, dispatch] = useReducer(captureReducer, initialCapture);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function process() {
    const problem = checkThoughts(expert, state.thoughts);
    if (problem) return window.alert(problem);
    dispatch({ type: 'started', busy: 'process' });
    try {
      const { processedInput } = await api('knowledge-capture.therapist-input', {
        body: { therapistName: expert, rawInput: state.thoughts },
      });
      dispatch({ type: 'processed', result: processedInput });
    } catch (err) {
      dispatch({ type: 'failed' });
      window.alert(wrap.process(callMessage(err)));
    }
  }

  async function refine() {
    const problem = checkRefinement(expert, state.refinement);
    if (problem) return window.alert(problem);
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
      window.alert(wrap.refine(callMessage(err)));
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
      window.alert(text.saved);
      if (contributionId) {
        const to = `/${urlName}/contribution/${encodeURIComponent(contributionId)}`;
        timer.current = window.setTimeout(() => void navigate(to), navigateAfterSaveMs);
      }
    } catch (err) {
      dispatch({ type: 'failed' });
      window.alert(wrap.save(callMessage(err)));
    }
  }

  /** Cancel (in review) and Clear (while entering) both confirm, then reset. */
  function reset() {
    if (window.confirm(text.confirmClear)) dispatch({ type: 'reset' });
  }

  return { state, dispatch, process, refine, save, reset };
}

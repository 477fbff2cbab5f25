import { useParams } from 'react-router';
import { AppLayout, ButtonLink, PageHeader } from '../../components/ui';
import { AccessGate, type Access } from './AccessGate';
import { InputPanel } from './InputPanel';
import { pageTitle } from './messages';
import { PreviousContributions } from './PreviousContributions';
import { ReviewPanel } from './ReviewPanel';
import { useCapture } from './useCapture';

/**
 * The knowledge-capture page /{therapistName} (spec §2): behind the contribution
 * password, the expert types or dictates thoughts, reviews and refines the processed
 * result, saves it, and reopens earlier contributions. Every unknown single-segment path
 * lands here too; the gate answers a wrong name with 'Please use /{name} or /{name}'.
 */
export default function KnowledgeCapturePage() {
  const { therapistName = '' } = useParams();
  return (
    <AccessGate key={therapistName} name={therapistName}>
      {(access) => <CaptureWorkspace {...access} urlName={therapistName} />}
    </AccessGate>
  );
}

function CaptureWorkspace({ expert, onAccessLost, urlName }: Access & { urlName: string }) {
  const { state, dispatch, process, refine, save, reset, problems, clearProblem } = useCapture(
    expert,
    urlName,
  );
  return (
    <AppLayout width="xl">
      <PageHeader
        title={pageTitle(expert)}
        description="Capture what you know about therapeutic rapport. It becomes questions for therapists and clients."
        actions={
          <ButtonLink to="/" variant="secondary">
            Back
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {state.result ? (
            <ReviewPanel
              originalInput={state.originalInput}
              result={state.result}
              refinement={state.refinement}
              refinementError={problems.refinement}
              busy={state.busy}
              onRefinementChange={(text) => {
                clearProblem('refinement');
                dispatch({ type: 'refinement-changed', text });
              }}
              onRefinementDictated={(text) => {
                clearProblem('refinement');
                dispatch({ type: 'refinement-dictated', text });
              }}
              onRefine={() => void refine()}
              onCancel={reset}
              onSave={() => void save()}
            />
          ) : (
            <InputPanel
              thoughts={state.thoughts}
              error={problems.thoughts}
              busy={state.busy === 'process'}
              onChange={(text) => {
                clearProblem('thoughts');
                dispatch({ type: 'thoughts-changed', text });
              }}
              onDictated={(text) => {
                clearProblem('thoughts');
                dispatch({ type: 'thoughts-dictated', text });
              }}
              onClear={reset}
              onProcess={() => void process()}
            />
          )}
        </div>
        <aside className="min-w-0">
          <PreviousContributions expert={expert} urlName={urlName} onAccessLost={onAccessLost} />
        </aside>
      </div>
    </AppLayout>
  );
}

import { useParams } from 'react-router';
import {
  AppLayout,
  Badge,
  Banner,
  Button,
  ButtonLink,
  Card,
  LoadingScreen,
  PageHeader,
  Textarea,
} from '../../components/ui';
import { AccessGate, type Access } from './AccessGate';
import { editedLabel, type Draft } from './contribution-editor';
import { InsightEditor } from './InsightEditor';
import { pageTitle, text } from './messages';
import { QuestionEditor } from './QuestionEditor';
import { groupQuestions, groupTitles } from './questions';
import { useContributionEditor } from './useContributionEditor';

/**
 * The contribution viewer/editor /{therapistName}/contribution/{contributionId}
 * (spec §2): edit the summary, questions and insights, convert a question to an insight,
 * and save; behind the same contribution password as the capture page.
 */
export default function ContributionPage() {
  const { therapistName = '', contributionId = '' } = useParams();
  return (
    <AccessGate key={therapistName} name={therapistName}>
      {(access) => (
        <ContributionEditor {...access} urlName={therapistName} contributionId={contributionId} />
      )}
    </AccessGate>
  );
}

function ContributionEditor({
  expert,
  onAccessLost,
  urlName,
  contributionId,
}: Access & { urlName: string; contributionId: string }) {
  const editor = useContributionEditor(expert, contributionId, onAccessLost);
  const { draft, dirty, saving } = editor;
  const back = (
    <ButtonLink to={`/${urlName}`} variant="secondary">
      Back
    </ButtonLink>
  );

  let body;
  if (editor.problem) {
    body = (
      <Banner tone="error">
        {editor.problem.kind === 'not-found' ? text.notFound : editor.problem.message}
      </Banner>
    );
  } else if (editor.loading || !draft) {
    body = <LoadingScreen label="Loading contribution..." />;
  } else {
    body = <EditorBody draft={draft} editor={editor} />;
  }

  const edited = editedLabel(draft?.lastEdited);
  return (
    <AppLayout>
      <PageHeader
        eyebrow={pageTitle(expert)}
        title="Contribution"
        description={
          draft && (
            <>
              <time className="block">{draft.timestamp}</time>
              {edited && <span className="block text-sm text-fg-subtle">{edited}</span>}
            </>
          )
        }
        actions={
          <>
            {dirty && (
              <Badge tone="warning" className="self-center">
                {text.unsavedChanges}
              </Badge>
            )}
            {back}
            {draft && !editor.problem && (
              <Button onClick={() => void editor.save()} loading={saving} disabled={!dirty}>
                Save Changes
              </Button>
            )}
          </>
        }
      />
      {body}
    </AppLayout>
  );
}

function EditorBody({
  draft,
  editor,
}: {
  draft: Draft;
  editor: ReturnType<typeof useContributionEditor>;
}) {
  const { dispatch, now, saving, converting, dirty } = editor;
  const busy = saving || converting !== null;
  const groups = groupQuestions(draft.questions, ['client', 'therapist', 'other']);
  let number = 0;
  return (
    <div className="space-y-6">
      <Card title="Summary">
        <Textarea
          label="Summary"
          hideLabel
          rows={4}
          value={draft.summary}
          onChange={(e) =>
            dispatch({ type: 'summary-changed', summary: e.target.value, at: now() })
          }
        />
      </Card>

      <Card title="Questions">
        {groups.length === 0 && <p className="text-sm text-fg-subtle">No questions</p>}
        <div className="space-y-6">
          {groups.map(({ group, items }) => (
            <section
              key={group}
              className="space-y-3"
              aria-label={`${groupTitles[group]} questions`}
            >
              <h3 className="font-semibold text-fg">{groupTitles[group]}</h3>
              {items.map(({ item }) => (
                <QuestionEditor
                  key={item._id}
                  number={++number}
                  question={item}
                  converting={converting === item._id}
                  disabled={busy}
                  onChange={(patch) =>
                    dispatch({ type: 'question-changed', id: item._id, patch, at: now() })
                  }
                  onConvert={() => void editor.convert(item)}
                  onRemove={() => editor.removeQuestion(item._id)}
                />
              ))}
            </section>
          ))}
        </div>
      </Card>

      <Card title="Analysis Insights">
        {draft.analysis.length === 0 && <p className="text-sm text-fg-subtle">No insights</p>}
        <div className="space-y-3">
          {draft.analysis.map((insight, index) => (
            <InsightEditor
              key={insight._id}
              number={index + 1}
              insight={insight}
              disabled={busy}
              onChange={(patch) =>
                dispatch({ type: 'insight-changed', id: insight._id, patch, at: now() })
              }
              onRemove={() => editor.removeInsight(insight._id)}
            />
          ))}
        </div>
      </Card>

      <div className="flex justify-end">
        <Button size="lg" onClick={() => void editor.save()} loading={saving} disabled={!dirty}>
          Save All Changes
        </Button>
      </div>
    </div>
  );
}

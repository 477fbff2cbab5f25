import { TabSection } from '../../components/ui';
import * as Accordion from '@radix-ui/react-accordion';
import type { ClientProfile } from '@rapport/contracts';
import { ProfileLoadError, ProfileLoading, TakeAssessmentFirst } from './ProfileStates';
import { useClientProfile } from './useClientProfile';

/** Spec §2 "Responses": each question with the client's answer, in an accordion. */
export default function ResponsesTab() {
  const { query } = useClientProfile();
  return (
    <TabSection id="client-tab-title" title="Session Responses">
      {query.isPending ? (
        <ProfileLoading />
      ) : query.isError ? (
        <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !query.data?.responses.length ? (
        <TakeAssessmentFirst title="No responses yet">
          Your answers will appear here once you complete the written assessment.
        </TakeAssessmentFirst>
      ) : (
        <ResponseList responses={query.data.responses} />
      )}
    </TabSection>
  );
}

function ResponseList({ responses }: { responses: ClientProfile['responses'] }) {
  return (
    <Accordion.Root
      type="multiple"
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      {responses.map((r, i) => (
        <Accordion.Item key={`${r.questionId ?? ''}-${i}`} value={String(i)}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-start justify-between gap-4 px-5 py-4 text-left text-base font-medium text-fg hover:bg-canvas focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus">
              <span className="min-w-0">{r.question}</span>
              <svg
                viewBox="0 0 20 20"
                className="mt-0.5 size-5 shrink-0 text-fg-subtle transition-transform group-data-[state=open]:rotate-180"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.28a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-4 text-fg-body">
            <p className="whitespace-pre-line">{r.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

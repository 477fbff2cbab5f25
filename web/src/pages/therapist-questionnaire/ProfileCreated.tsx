import type { QuestionnaireResultTherapist } from '@rapport/contracts';
import { AppLayout, Badge, ButtonLink, Card, PageHeader } from '../../components/ui';
import { InsightsList } from './InsightsList';
import { text } from './messages';
import { Paragraphs } from './Paragraphs';

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-fg-subtle uppercase">{term}</dt>
      <dd className="mt-1 text-fg">{value || 'Not specified'}</dd>
    </div>
  );
}

/** 'Profile Created!' (spec §2): the result therapist built from the answers. */
export function ProfileCreated({ therapist }: { therapist: QuestionnaireResultTherapist }) {
  const years = `${therapist.experience} ${therapist.experience === 1 ? 'year' : 'years'}`;
  return (
    <AppLayout width="md">
      <div className="animate-fade-in space-y-6">
        <PageHeader
          eyebrow="Therapist Questionnaire"
          title={text.created}
          description="Here is the profile our experts' insights helped build from your answers."
        />
        <Card>
          <h2 className="text-xl font-semibold text-fg">{therapist.name}</h2>
          <p className="mt-1 text-fg-muted">{years} of experience</p>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <Fact term="Specialty" value={therapist.specialty} />
            <Fact term="Style" value={therapist.style} />
          </dl>
          {therapist.tags.length > 0 && (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tags">
              {therapist.tags.map((tag) => (
                <li key={tag}>
                  <Badge tone="brand">{tag}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={text.insightsApplied}>
          <InsightsList insights={therapist.insightsApplied} />
        </Card>
        <Card title={text.approach}>
          <Paragraphs text={therapist.description} />
        </Card>
        <div className="flex justify-end">
          <ButtonLink to="/therapist-dashboard" size="lg" block className="sm:w-auto">
            {text.goToDashboard}
          </ButtonLink>
        </div>
      </div>
    </AppLayout>
  );
}

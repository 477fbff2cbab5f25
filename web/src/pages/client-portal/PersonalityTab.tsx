import { Banner, Button, Card, TabSection } from '../../components/ui';
import { messages } from './messages';
import { PersonalityView } from './PersonalityView';
import { ProfileLoadError, ProfileLoading, TakeAssessmentFirst } from './ProfileStates';
import { personalityState } from './profile-view';
import { useClientProfile, useGenerateProfile } from './useClientProfile';

/**
 * Spec §2 "Personality", §4 "Personality profile": absent, then generate (when there are
 * answers to generate from), then present with Refresh; each generation reloads the profile.
 */
export default function PersonalityTab() {
  const { query, userId } = useClientProfile();
  const generate = useGenerateProfile(userId);
  const state = personalityState(query.data);

  return (
    <TabSection id="client-tab-title" title="Personality Profile">
      {generate.isError && <Banner tone="error">{messages.generationFailed}</Banner>}
      {query.isPending ? (
        <ProfileLoading />
      ) : query.isError ? (
        <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : state === 'no-profile' || state === 'no-responses' ? (
        <TakeAssessmentFirst title="No personality profile yet">
          Your personality profile is created from your assessment answers. Take the assessment
          first, then come back here.
        </TakeAssessmentFirst>
      ) : state === 'missing' ? (
        <Card padding="lg" className="text-center">
          <h3 className="text-lg font-semibold text-fg">
            Your personality profile hasn&apos;t been generated yet
          </h3>
          <p className="mx-auto mt-2 max-w-prose text-fg-muted">
            We&apos;ll read your assessment answers and describe how you relate, what you value and
            what kind of therapist may suit you.
          </p>
          <Button className="mt-5" loading={generate.isPending} onClick={() => generate.mutate()}>
            {generate.isPending ? 'Generating...' : 'Generate Personality Profile'}
          </Button>
        </Card>
      ) : (
        query.data && (
          <PersonalityView
            profile={query.data}
            refreshing={generate.isPending}
            onRefresh={() => generate.mutate()}
          />
        )
      )}
    </TabSection>
  );
}

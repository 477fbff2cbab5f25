import { useState } from 'react';
import { Banner, Button, Card, LoadingScreen } from '../../components/ui';
import { InsightsList } from '../therapist-questionnaire/InsightsList';
import { text } from '../therapist-questionnaire/messages';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';
import { profileToForm } from './portal';
import { TherapeuticStyle } from './TherapeuticStyle';
import { usePortalUser } from './usePortalUser';
import { useTherapistProfile } from './useTherapistProfile';

/** The portal's Profile tab (spec §2): view or edit the profile; insights; style. */
export default function ProfileTab() {
  const user = usePortalUser();
  const { profile, save, generate } = useTherapistProfile(user.id);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  const heading = (
    <h2 id="therapist-tab-title" className="text-xl font-semibold text-fg">
      Profile
    </h2>
  );

  if (profile.isPending) {
    return (
      <section aria-labelledby="therapist-tab-title" className="space-y-4">
        {heading}
        <LoadingScreen label="Loading your profile..." />
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section aria-labelledby="therapist-tab-title" className="space-y-4">
        {heading}
        <Banner
          tone="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void profile.refetch()}>
              Try Again
            </Button>
          }
        >
          Failed to load your profile. Please try again later.
        </Banner>
      </section>
    );
  }

  const current = profile.data;
  const showForm = editing || current === null;
  const startEdit = () => {
    save.reset();
    setSaved(false);
    setEditing(true);
  };

  return (
    <section aria-labelledby="therapist-tab-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        {!showForm && (
          <Button variant="secondary" size="sm" onClick={startEdit}>
            Edit Profile
          </Button>
        )}
      </div>
      {saved && <Banner tone="success">{text.profileSaved}</Banner>}
      {save.isError && <Banner tone="error">{text.profileSaveFailed}</Banner>}
      <Card
        title={
          current === null
            ? 'Create your profile'
            : showForm
              ? 'Edit profile'
              : 'Personal information'
        }
        headingLevel={3}
        description={
          current === null
            ? 'You have no profile yet. Fill it in so clients can find you.'
            : undefined
        }
      >
        {showForm ? (
          <ProfileForm
            key={current?.userId ?? 'new'}
            initial={profileToForm(current, user)}
            saving={save.isPending}
            onCancel={current ? () => setEditing(false) : undefined}
            onSave={(input) => {
              setSaved(false);
              save.mutate(input, {
                onSuccess: () => {
                  setEditing(false);
                  setSaved(true);
                },
              });
            }}
          />
        ) : (
          <ProfileDetails profile={current} />
        )}
      </Card>
      {current && (
        <>
          <Card title={text.insightsApplied} headingLevel={3}>
            <InsightsList insights={current.insightsApplied} />
          </Card>
          <TherapeuticStyle
            description={current.userFriendlyDescription}
            generating={generate.isPending}
            failed={generate.isError}
            onGenerate={() => generate.mutate()}
          />
        </>
      )}
    </section>
  );
}

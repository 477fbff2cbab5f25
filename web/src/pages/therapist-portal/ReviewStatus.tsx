import type { TherapistProfile } from '@rapport/contracts';
import { Banner, ButtonLink } from '../../components/ui';

/**
 * Where the vetting of the therapist's profile stands (issue 14). Clients see only
 * approved therapists, so a pending or rejected profile is said plainly, with the reason.
 */
export function ReviewStatus({ profile }: { profile: TherapistProfile | null | undefined }) {
  if (profile === undefined) return null;
  if (profile === null) {
    return (
      <Banner
        tone="info"
        title="Create your profile"
        action={
          <ButtonLink to="/therapist-questionnaire" size="sm">
            Take the Questionnaire
          </ButtonLink>
        }
      >
        Answer the therapist questionnaire to create your profile. An administrator reviews it
        before clients can see you.
      </Banner>
    );
  }
  const review = profile.review ?? { status: 'pending' as const };
  switch (review.status) {
    case 'pending':
      return (
        <Banner tone="info" title="Your profile is under review">
          An administrator checks every new profile before it is shown to clients. You can keep
          editing your profile meanwhile.
        </Banner>
      );
    case 'rejected':
      return (
        <Banner tone="warning" title="Your profile was not approved">
          {review.reason ? (
            <>
              <span className="font-medium">Reason: </span>
              <span className="whitespace-pre-line">{review.reason}</span>
            </>
          ) : (
            'No reason was given.'
          )}
          <span className="mt-1 block">
            Update your profile or answers and submit the questionnaire again to ask for another
            review.
          </span>
        </Banner>
      );
    case 'approved':
      return (
        <Banner tone="success" title="Your profile is approved">
          Clients can now be matched with you and ask you for a first session.
        </Banner>
      );
  }
}

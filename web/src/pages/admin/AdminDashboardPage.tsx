import { AppLayout, PageHeader } from '../../components/ui';
import { ContactMessages } from './ContactMessages';
import { InviteCodes } from './InviteCodes';
import { StatsSection } from './StatsSection';
import { TherapistReview } from './TherapistReview';

const sections = [
  { id: 'overview', label: 'Overview' },
  { id: 'therapists', label: 'Therapists' },
  { id: 'invite-codes', label: 'Invite codes' },
  { id: 'contact-messages', label: 'Contact messages' },
] as const;

/**
 * /admin-dashboard (issue 14), behind the admin guard: the counts, therapists to review,
 * invite codes and the contact messages. Every call is admin-only on the server as well.
 */
export default function AdminDashboardPage() {
  return (
    <AppLayout width="lg">
      <PageHeader
        title="Admin Dashboard"
        description="Review new therapists, manage invite codes and read what visitors sent."
      />
      <nav aria-label="Dashboard sections" className="-mx-4 mb-6 sm:mx-0">
        <ul className="flex gap-1 overflow-x-auto px-4 pb-1 sm:px-0">
          {sections.map((s) => (
            <li key={s.id} className="shrink-0">
              <a
                href={`#${s.id}`}
                className="block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-fg-muted hover:bg-subtle hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-6">
        <StatsSection />
        <TherapistReview />
        <InviteCodes />
        <ContactMessages />
      </div>
    </AppLayout>
  );
}

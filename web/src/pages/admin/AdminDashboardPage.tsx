import { AppLayout, ButtonLink, Card, PageHeader } from '../../components/ui';

/** Where login sends an admin. The spec does not show this screen; this is its frame. */
export default function AdminDashboardPage() {
  return (
    <AppLayout>
      <PageHeader title="Admin" description="Administration tools will appear here." />
      <Card>
        <p className="text-slate-600">There is nothing to manage here yet.</p>
        <ButtonLink to="/" variant="secondary" className="mt-4">
          Home
        </ButtonLink>
      </Card>
    </AppLayout>
  );
}

import { useQuery } from '@tanstack/react-query';
import { apiQuery, messageOr } from '../../api/client';
import { Banner, Button, Card, Spinner } from '../../components/ui';

function Stat({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <dt className="text-sm font-medium text-fg-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-fg tabular-nums">{value}</dd>
      {detail && <dd className="mt-0.5 text-xs text-fg-subtle">{detail}</dd>}
    </div>
  );
}

/** The dashboard's counts: clients, therapists by status, assessments, voice sessions. */
export function StatsSection() {
  const stats = useQuery({ ...apiQuery('auth.admin-stats'), refetchOnWindowFocus: true });
  return (
    <Card
      title="Overview"
      id="overview"
      className="scroll-mt-20"
      actions={
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void stats.refetch()}
          loading={stats.isFetching && !stats.isPending}
        >
          Refresh
        </Button>
      }
    >
      {stats.isPending ? (
        <div className="flex items-center gap-2 text-primary-text">
          <Spinner label="" />
          <p className="text-sm text-fg-muted">Loading the counts...</p>
        </div>
      ) : stats.isError ? (
        <Banner tone="error">
          {messageOr(stats.error, 'The counts could not be loaded. Please try again.')}
        </Banner>
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Counts">
          <Stat
            label="Clients"
            value={stats.data.accounts.clients}
            detail={`and ${stats.data.accounts.guestClients} guests`}
          />
          <Stat
            label="Therapists pending"
            value={stats.data.therapists.pending}
            detail={`${stats.data.accounts.therapistAccounts} therapist accounts`}
          />
          <Stat label="Therapists approved" value={stats.data.therapists.approved} />
          <Stat label="Therapists rejected" value={stats.data.therapists.rejected} />
          <Stat
            label="Assessments completed"
            value={stats.data.assessments.completed}
            detail={`${stats.data.assessments.started} started`}
          />
          <Stat
            label="Voice sessions"
            value={stats.data.voiceSessions.saved}
            detail={`${stats.data.voiceSessions.matched} ended in a match`}
          />
        </dl>
      )}
    </Card>
  );
}

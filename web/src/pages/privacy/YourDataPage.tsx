import { useState } from 'react';
import { consentPurposes, noticeVersions } from '@rapport/contracts/constants';
import { messageOr } from '../../api/client';
import { isGuestEmail, useAuth, type Role } from '../../auth';
import { Badge, Banner, Button, Card, LoadingScreen, useToast } from '../../components/ui';
import { consentStatus, type ConsentRecord } from './consent';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import type { ConsentPurpose } from './notice';
import { useConsents, useDownloadExport, useWithdrawConsent } from './useYourData';
import { heldData, texts } from './your-data';

/**
 * 'Your data' (issue 16), a tab of the client portal and of the therapist dashboard: what we
 * hold, a download of all of it, the consents with Withdraw, and deleting the account.
 */
export default function YourDataPage() {
  const { user } = useAuth();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;
  const guest = isGuestEmail(user.email);
  return (
    <section aria-labelledby="your-data-title" className="space-y-6">
      <div className="space-y-1">
        <h2 id="your-data-title" className="text-xl font-semibold text-fg">
          {texts.title}
        </h2>
        <p className="text-sm text-fg-muted">{texts.intro}</p>
      </div>
      <HeldData role={user.role} />
      <DownloadCard />
      <ConsentsCard onOfferDeletion={() => setDeleting(true)} />
      <Card title={texts.deleteTitle} headingLevel={3} className="border-danger-line">
        <p className="text-sm text-fg-body">{texts.deleteText}</p>
        <Button className="mt-4" variant="danger" onClick={() => setDeleting(true)}>
          {texts.deleteButton}
        </Button>
      </Card>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        role={user.role}
        guest={guest}
      />
    </section>
  );
}

function HeldData({ role }: { role: Role }) {
  return (
    <Card title={texts.heldTitle} headingLevel={3}>
      <dl className="space-y-3 text-sm" data-testid="held-data">
        {heldData(role).map((k) => (
          <div key={k.kind}>
            <dt className="font-medium text-fg">{k.kind}</dt>
            <dd className="text-fg-muted">{k.detail}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function DownloadCard() {
  const { download, downloading, error, done } = useDownloadExport();
  return (
    <Card title={texts.downloadTitle} headingLevel={3}>
      <p className="text-sm text-fg-body">{texts.downloadText}</p>
      <Button
        className="mt-4"
        variant="secondary"
        loading={downloading}
        onClick={() => void download()}
      >
        {texts.download}
      </Button>
      <div className="mt-3" aria-live="polite">
        {error && <Banner tone="error">{error}</Banner>}
        {done && !error && <Banner tone="success">{texts.downloaded}</Banner>}
      </div>
    </Card>
  );
}

function ConsentsCard({ onOfferDeletion }: { onOfferDeletion: () => void }) {
  const consents = useConsents();
  const withdraw = useWithdrawConsent();
  const toast = useToast();
  const [withdrawn, setWithdrawn] = useState<string | null>(null);

  let body;
  if (consents.isPending) body = <LoadingScreen label="Loading your consents..." />;
  else if (consents.isError)
    body = (
      <Banner
        tone="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void consents.refetch()}>
            Try Again
          </Button>
        }
      >
        {messageOr(consents.error, texts.consentsLoadFailed)}
      </Banner>
    );
  else
    body = (
      <ul className="divide-y divide-line" data-testid="consents">
        {consentPurposes.map((purpose) => (
          <ConsentRow
            key={purpose}
            purpose={purpose}
            consents={consents.data.consents}
            busy={withdraw.isPending && withdraw.variables === purpose}
            onWithdraw={() =>
              withdraw.mutate(purpose, {
                onSuccess: ({ message }) => setWithdrawn(message),
                onError: (err) => toast.error(messageOr(err, texts.withdrawFailed)),
              })
            }
          />
        ))}
      </ul>
    );

  return (
    <Card title={texts.consentsTitle} headingLevel={3}>
      {body}
      {withdrawn && (
        <Banner
          tone="info"
          className="mt-4"
          action={
            <Button variant="secondary" size="sm" onClick={onOfferDeletion}>
              {texts.deleteButton}
            </Button>
          }
        >
          {withdrawn}
        </Banner>
      )}
    </Card>
  );
}

function ConsentRow({
  purpose,
  consents,
  busy,
  onWithdraw,
}: {
  purpose: ConsentPurpose;
  consents: readonly ConsentRecord[];
  busy: boolean;
  onWithdraw: () => void;
}) {
  const status = consentStatus(consents, purpose, noticeVersions[purpose]);
  const tone = status.state === 'given' ? 'success' : 'neutral';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="flex items-center gap-2 font-medium text-fg">
          {status.label}
          <Badge tone={tone}>{status.state === 'given' ? 'Given' : 'Not in force'}</Badge>
        </p>
        <p className="text-sm text-fg-muted">{status.text}</p>
      </div>
      {status.canWithdraw && (
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          onClick={onWithdraw}
          aria-label={`Withdraw consent: ${status.label}`}
        >
          {texts.withdraw}
        </Button>
      )}
    </li>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInviteCode } from '@rapport/contracts';
import { limits } from '@rapport/contracts/constants';
import { api, apiQuery, messageOr } from '../../api/client';
import { Badge, Banner, Button, Card, Input, Spinner, useToast } from '../../components/ui';
import {
  emptyInvite,
  inviteInput,
  inviteStatusLook,
  shortDate,
  usesLabel,
  validateInvite,
  type InviteErrors,
  type InviteForm,
} from './admin-view';

const listKey = ['matchmaker.admin-list-invite-codes'] as const;

/** Natural Matchmaker invite codes: create with a use limit and expiry, revoke, see uses. */
export function InviteCodes() {
  const codes = useQuery(apiQuery('matchmaker.admin-list-invite-codes'));
  const list = codes.data?.codes ?? [];
  return (
    <Card
      title="Invite codes"
      id="invite-codes"
      className="scroll-mt-20"
      description="Codes that open the Natural Matchmaker. Revoking one stops new uses; access already given stays."
    >
      <div className="space-y-6">
        <CreateInviteForm />
        {codes.isPending ? (
          <div className="flex items-center gap-2 text-primary-text">
            <Spinner label="" />
            <p className="text-sm text-fg-muted">Loading invite codes...</p>
          </div>
        ) : codes.isError ? (
          <Banner tone="error">
            {messageOr(codes.error, 'The invite codes could not be loaded. Please try again.')}
          </Banner>
        ) : list.length === 0 ? (
          <p className="text-fg-muted">No invite codes yet.</p>
        ) : (
          <ul
            className="divide-y divide-line rounded-xl border border-line"
            aria-label="Invite codes"
          >
            {list.map((c) => (
              <li key={c.code}>
                <InviteRow code={c} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function InviteRow({ code }: { code: AdminInviteCode }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const revoke = useMutation({
    mutationFn: () => api('matchmaker.admin-revoke-invite-code', { params: { code: code.code } }),
    onSuccess: async () => {
      toast.success(`Invite code ${code.code} was revoked.`);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: (err) => toast.error(messageOr(err, `Invite code ${code.code} could not be revoked.`)),
  });
  const look = inviteStatusLook[code.status];
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold tracking-wider text-fg">
            {code.code}
          </span>
          <Badge tone={look.tone}>{look.label}</Badge>
        </p>
        <p className="text-sm text-fg-muted">
          {usesLabel(code.uses, code.maxUses)} ·{' '}
          {code.expiresAt ? `expires ${shortDate(code.expiresAt)}` : 'never expires'} · created{' '}
          {shortDate(code.createdAt)}
        </p>
      </div>
      {code.status === 'active' && (
        <Button
          variant="secondary"
          size="sm"
          loading={revoke.isPending}
          onClick={() => revoke.mutate()}
          aria-label={`Revoke ${code.code}`}
        >
          Revoke
        </Button>
      )}
    </div>
  );
}

function CreateInviteForm() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [form, setForm] = useState<InviteForm>(emptyInvite);
  const [errors, setErrors] = useState<InviteErrors>({});
  const create = useMutation({
    mutationFn: () => api('matchmaker.admin-create-invite-code', { body: inviteInput(form) }),
    onSuccess: async ({ code }) => {
      toast.success(`Invite code ${code.code} was created.`);
      setForm(emptyInvite);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  const set = (field: keyof InviteForm) => (e: { target: { value: string } }) => {
    const next = {
      ...form,
      [field]: field === 'code' ? e.target.value.toUpperCase() : e.target.value,
    };
    setForm(next);
    if (Object.keys(errors).length > 0) setErrors(validateInvite(next));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateInvite(form);
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Create an invite code"
      className="space-y-4 rounded-xl bg-canvas p-4"
    >
      <h3 className="font-semibold text-fg">Create an invite code</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label="Code (optional)"
          name="code"
          hint="Left empty, one is made up."
          maxLength={limits.inviteCodeMax}
          autoCapitalize="characters"
          spellCheck={false}
          value={form.code}
          error={errors.code}
          onChange={set('code')}
        />
        <Input
          label="Use limit"
          name="maxUses"
          type="number"
          inputMode="numeric"
          min={limits.inviteMaxUses.min}
          max={limits.inviteMaxUses.max}
          hint="Left empty: no limit."
          value={form.maxUses}
          error={errors.maxUses}
          onChange={set('maxUses')}
        />
        <Input
          label="Expires on"
          name="expires"
          type="date"
          hint="Left empty: never."
          value={form.expires}
          error={errors.expires}
          onChange={set('expires')}
        />
      </div>
      {create.isError && (
        <Banner tone="error">
          {messageOr(create.error, 'The invite code could not be created. Please try again.')}
        </Banner>
      )}
      <Button type="submit" loading={create.isPending}>
        Create Code
      </Button>
    </form>
  );
}

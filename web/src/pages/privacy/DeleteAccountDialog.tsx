import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { privacyCodes } from '@rapport/contracts/constants';
import { ApiError, messageOr } from '../../api/client';
import type { Role } from '../../auth';
import { Banner, Button, Input } from '../../components/ui';
import { useDeleteAccount } from './useYourData';
import { deleteBody, deletedKinds, deletePasswordError, texts } from './your-data';

/**
 * 'Delete my account' confirmation (issue 16): says what will be deleted and asks for the
 * password (guests have none). Focus is held inside while it is open; Escape or Cancel closes
 * it. A wrong password is said at the field; the typed password stays.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  role,
  guest,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: Role;
  guest: boolean;
}) {
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const change = (next: boolean) => {
    if (deleting) return;
    if (!next) {
      setPassword('');
      setPasswordError(null);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (deleting) return;
    setFailure(null);
    const invalid = deletePasswordError(password, guest);
    setPasswordError(invalid);
    if (invalid) return;
    setDeleting(true);
    try {
      await deleteAccount(deleteBody(password, guest));
    } catch (err) {
      setDeleting(false);
      const wrongPassword =
        err instanceof ApiError &&
        err.status === 403 &&
        (err.code === privacyCodes.wrongPassword || !err.code);
      if (wrongPassword && !guest) setPasswordError(err.message);
      else setFailure(messageOr(err, texts.deleteFailed));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-inverse/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl focus:outline-none"
          onInteractOutside={(e) => {
            if (deleting) e.preventDefault();
          }}
        >
          <Dialog.Title className="text-lg font-semibold text-fg">{texts.dialogTitle}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-fg-body">
              <p>{texts.dialogLead}</p>
              <ul className="list-disc space-y-0.5 pl-5">
                {deletedKinds(role).map((kind) => (
                  <li key={kind}>{kind}</li>
                ))}
              </ul>
              <p className="font-medium text-fg">{texts.deleteText}</p>
              {guest && <p>{texts.dialogGuest}</p>}
            </div>
          </Dialog.Description>
          <form className="mt-5 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
            {!guest && (
              <Input
                type="password"
                name="password"
                autoComplete="current-password"
                label={texts.passwordLabel}
                hint={texts.passwordHint}
                value={password}
                error={passwordError}
                required
                onChange={(e) => {
                  setPassword(e.target.value);
                  setPasswordError(null);
                }}
              />
            )}
            {failure && <Banner tone="error">{failure}</Banner>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={deleting}>
                  {texts.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" loading={deleting}>
                {texts.confirm}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

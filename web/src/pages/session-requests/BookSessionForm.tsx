import { useState, type FormEvent } from 'react';
import type { SessionRequest } from '@rapport/contracts';
import { limits } from '@rapport/contracts/constants';
import { messageOr } from '../../api/client';
import { Banner, Button, Input, RadioGroup, Textarea, useToast } from '../../components/ui';
import {
  bookingInput,
  emptyBooking,
  validateBooking,
  type BookingErrors,
  type BookingForm,
} from './session-request-form';
import { useCreateSessionRequest } from './useSessionRequests';

const modes = [
  { value: 'online', label: 'Online', description: 'A video call' },
  { value: 'in-person', label: 'In person', description: "At the therapist's practice" },
] as const;

/**
 * 'Book First Session' (issue 14): a short message, when the client could meet, online or
 * in person. Every problem shows at its field at once; a failure keeps what was typed.
 */
export function BookSessionForm({
  therapistId,
  therapistName,
  onSent,
  onCancel,
}: {
  therapistId: string;
  therapistName: string;
  onSent: (request: SessionRequest) => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const create = useCreateSessionRequest();
  const [form, setForm] = useState<BookingForm>(emptyBooking);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [checked, setChecked] = useState(false);

  const set = <K extends keyof BookingForm>(field: K, value: BookingForm[K]) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (checked) setErrors(validateBooking(next));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateBooking(form);
    setErrors(found);
    setChecked(true);
    const first = (['message', 'preferredTimes', 'mode'] as const).find((f) => found[f]);
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    create.mutate(bookingInput(therapistId, form), {
      onSuccess: ({ request }) => {
        toast.success(`Your request was sent to ${therapistName}.`);
        onSent(request);
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Book a first session"
      className="space-y-5 rounded-xl border border-line bg-canvas p-4 sm:p-5"
    >
      <div>
        <h4 className="font-semibold text-fg">Book a first session with {therapistName}</h4>
        <p className="mt-1 text-sm text-fg-muted">
          {therapistName} reads your request and accepts or declines it. You will see the answer
          here.
        </p>
      </div>
      <Textarea
        label="Message"
        name="message"
        rows={4}
        required
        maxLength={limits.sessionRequestMessageMax}
        hint="A few words about what you would like help with."
        value={form.message}
        error={errors.message}
        onChange={(e) => set('message', e.target.value)}
      />
      <Input
        label="Preferred times"
        name="preferredTimes"
        required
        maxLength={limits.sessionRequestTimesMax}
        placeholder="e.g. Tuesday or Thursday evenings"
        value={form.preferredTimes}
        error={errors.preferredTimes}
        onChange={(e) => set('preferredTimes', e.target.value)}
      />
      <RadioGroup
        legend="How would you like to meet?"
        name="mode"
        required
        inline
        options={modes}
        value={form.mode}
        error={errors.mode}
        onChange={(mode) => set('mode', mode)}
      />
      {create.isError && (
        <Banner tone="error">
          {messageOr(create.error, 'Your request could not be sent. Please try again.')}
        </Banner>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Send Request
        </Button>
      </div>
    </form>
  );
}

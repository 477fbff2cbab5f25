import { useState, type FormEvent } from 'react';
import { limits } from '@rapport/contracts/constants';
import { Button, Input, Textarea } from '../../components/ui';
import type { ProfileInput } from '../therapist-questionnaire/submit';
import {
  formToInput,
  validateProfile,
  type ProfileErrors,
  type ProfileForm as Form,
} from './portal';

/** Edit (or create) the profile: spec §5 "Therapist profile edit". */
export function ProfileForm({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: Form;
  saving: boolean;
  onSave: (input: ProfileInput) => void;
  /** Absent when there is nothing to go back to (a new profile). */
  onCancel?: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [checked, setChecked] = useState(false);

  const field = (name: keyof Form) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...form, [name]: e.target.value };
      setForm(next);
      if (checked) setErrors(validateProfile(next));
    },
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const problems = validateProfile(form);
    setErrors(problems);
    setChecked(true);
    if (Object.keys(problems).length === 0) onSave(formToInput(form));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Edit profile">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input label="First name" autoComplete="given-name" required {...field('firstName')} />
        <Input label="Last name" autoComplete="family-name" required {...field('lastName')} />
        <Input label="Email" type="email" autoComplete="email" required {...field('email')} />
        <Input label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <Input
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={limits.experienceYears.min}
          max={limits.experienceYears.max}
          required
          {...field('experience')}
        />
        <Input label="Specialty" {...field('specialty')} />
      </div>
      <Input label="Address" autoComplete="street-address" {...field('address')} />
      <Textarea label="Bio" rows={5} {...field('bio')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={saving}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}

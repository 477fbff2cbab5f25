import { limits } from '@rapport/contracts/constants';
import { Input } from '../../components/ui';
import type { InfoErrors, TherapistInfo } from './questionnaire';

/** Step 0, 'Therapist Information': name, optional age, years of experience. */
export function InfoStep({
  info,
  errors,
  onChange,
}: {
  info: TherapistInfo;
  errors: InfoErrors;
  onChange: (info: TherapistInfo) => void;
}) {
  const set = (field: keyof TherapistInfo) => (e: { target: { value: string } }) =>
    onChange({ ...info, [field]: e.target.value });
  return (
    <div className="space-y-5">
      <Input
        label="Your name"
        name="therapistName"
        autoComplete="name"
        required
        value={info.name}
        onChange={set('name')}
        error={errors.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Age (optional)"
          name="age"
          type="number"
          inputMode="numeric"
          min={limits.therapistAge.min}
          max={limits.therapistAge.max}
          value={info.age}
          onChange={set('age')}
          error={errors.age}
          hint={`${limits.therapistAge.min}-${limits.therapistAge.max}`}
        />
        <Input
          label="Years of experience"
          name="experience"
          type="number"
          inputMode="numeric"
          required
          min={limits.experienceYears.min}
          max={limits.experienceYears.max}
          value={info.experience}
          onChange={set('experience')}
          error={errors.experience}
          hint={`${limits.experienceYears.min}-${limits.experienceYears.max} years`}
        />
      </div>
    </div>
  );
}

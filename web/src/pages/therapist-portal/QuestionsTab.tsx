import { Placeholder } from '../Placeholder';

/** Placeholder: the therapist portal's Your Questions tab (spec §2), built by issue 5. */
export default function QuestionsTab() {
  return (
    <section aria-labelledby="therapist-tab-title" className="space-y-4">
      <h2 id="therapist-tab-title" className="text-xl font-semibold text-slate-900">
        Your Questions
      </h2>
      <Placeholder issue="issue 5" />
    </section>
  );
}

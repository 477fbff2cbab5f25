import { Placeholder } from '../Placeholder';

/** Placeholder: the client portal's Session Responses section (spec §2), built by issue 6. */
export default function ResponsesTab() {
  return (
    <section aria-labelledby="client-tab-title" className="space-y-4">
      <h2 id="client-tab-title" className="text-xl font-semibold text-slate-900">
        Session Responses
      </h2>
      <Placeholder issue="issue 6" />
    </section>
  );
}

import { AppLayout, PageHeader } from '../../components/ui';
import { Placeholder } from '../Placeholder';

/** Placeholder: the Natural Matchmaker voice session (spec §2), built by issue 7. */
export default function NaturalMatchmakerPage() {
  return (
    <AppLayout>
      <PageHeader title="Natural Matchmaker" />
      <Placeholder issue="issue 7" />
    </AppLayout>
  );
}

import { AppLayout, PageHeader } from '../../components/ui';
import { Placeholder } from '../Placeholder';

/** Placeholder: the written client assessment (spec §2), built by issue 6. */
export default function ClientAssessmentPage() {
  return (
    <AppLayout width="md">
      <PageHeader title="Client Assessment" />
      <Placeholder issue="issue 6" />
    </AppLayout>
  );
}

import { useSearchParams } from 'react-router';
import { AppLayout, PageHeader } from '../../components/ui';
import { Placeholder } from '../Placeholder';

/** Placeholder: the therapist questionnaire (spec §2), built by issue 5. */
export default function TherapistQuestionnairePage() {
  const [search] = useSearchParams();
  const editId = search.get('edit');
  return (
    <AppLayout width="md">
      <PageHeader
        title="Therapist Questionnaire"
        description={editId ? `Editing response ${editId}` : undefined}
      />
      <Placeholder issue="issue 5" />
    </AppLayout>
  );
}

import { useParams } from 'react-router';
import { AppLayout, PageHeader } from '../../components/ui';
import { Placeholder } from '../Placeholder';

/**
 * Placeholder: the knowledge-capture page /{therapistName} (spec §2), built by issue 4.
 * Every unknown single-segment path lands here; that page answers a wrong name with
 * 'Please use /{name} or /{name}'.
 */
export default function KnowledgeCapturePage() {
  const { therapistName = '' } = useParams();
  return (
    <AppLayout>
      <PageHeader title="Knowledge Capture" description={therapistName} />
      <Placeholder issue="issue 4" />
    </AppLayout>
  );
}

import { useParams } from 'react-router';
import { AppLayout, PageHeader } from '../../components/ui';
import { Placeholder } from '../Placeholder';

/** Placeholder: the contribution viewer/editor (spec §2), built by issue 4. */
export default function ContributionPage() {
  const { therapistName = '', contributionId = '' } = useParams();
  return (
    <AppLayout>
      <PageHeader title="Contribution" description={`${therapistName} · ${contributionId}`} />
      <Placeholder issue="issue 4" />
    </AppLayout>
  );
}

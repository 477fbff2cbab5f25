import type { ClientProfile } from '@rapport/contracts';
import { Badge, Button, Card, ProgressBar } from '../../components/ui';
import { splitParagraphs } from './profile-view';

/** The generated profile: text, Refresh, tags, analysis summary and match quality. */
export function PersonalityView({
  profile,
  refreshing,
  onRefresh,
}: {
  profile: ClientProfile;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const analysis = profile.analysisResults;
  return (
    <div className="space-y-4">
      <Card
        title="Your Personality Profile"
        headingLevel={3}
        actions={
          <Button variant="secondary" size="sm" loading={refreshing} onClick={onRefresh}>
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      >
        <div className="space-y-4 leading-relaxed text-fg-body" aria-busy={refreshing}>
          {splitParagraphs(profile.personalityProfile).map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))}
        </div>
      </Card>

      {analysis && (
        <Card title="Analysis" headingLevel={3}>
          <div className="space-y-5">
            {analysis.tags.length > 0 && (
              <div className="space-y-2">
                <h4 className="text-sm font-medium text-fg">Personality tags</h4>
                <ul className="flex flex-wrap gap-1.5">
                  {analysis.tags.map((tag) => (
                    <li key={tag}>
                      <Badge tone="brand">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {analysis.summary && (
              <div className="space-y-1">
                <h4 className="text-sm font-medium text-fg">Summary</h4>
                <p className="text-fg-body">{analysis.summary}</p>
              </div>
            )}
            <ProgressBar value={analysis.matchScore} label="Match quality" showValue />
          </div>
        </Card>
      )}
    </div>
  );
}

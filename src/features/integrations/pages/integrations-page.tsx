import { useCan } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApiTokensSection } from '../components/api-tokens-section';
import { WebhooksSection } from '../components/webhooks-section';
import '../integrations.css';

export const INTEGRATIONS_ADMINS_ONLY = 'Only admins can manage the team’s integrations.';

/** /integrations (team mode, admins): API tokens for scripts and other systems, and webhooks. */
export function IntegrationsPage() {
  useDocumentTitle('Integrations');
  // The same action the API asks of the tokens' routes.
  const mayManage = useCan('manage-settings');
  return (
    <div className="integrations-page">
      <header className="page-header">
        <div>
          <h1>Integrations</h1>
          <p>Connect TalentFlow to your other tools: scripts, job boards and HR systems.</p>
        </div>
      </header>
      {mayManage ? (
        <div className="integrations-grid">
          <ApiTokensSection />
          <WebhooksSection />
        </div>
      ) : (
        <div className="panel empty-state" role="alert">
          <p>{INTEGRATIONS_ADMINS_ONLY}</p>
        </div>
      )}
    </div>
  );
}

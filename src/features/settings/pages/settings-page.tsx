import type { ReactNode } from 'react';
import { useCan } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApprovalChainSection } from '../components/approval-chain-section';
import { EmailTemplatesSection } from '../components/email-templates-section';
import { OfferSettingsSection } from '../components/offer-settings-section';
import { OrganizationSection } from '../components/organization-section';
import { PrivacySection } from '../components/privacy-section';
import { RejectionReasonsSection } from '../components/rejection-reasons-section';
import { SearchIndexSection } from '../components/search-index-section';
import '../settings.css';

export const SETTINGS_NOT_ALLOWED = 'Only admins can change the team’s settings.';

/**
 * The team's settings (admins on a team server; the recruiter in browser mode); `children`
 * (composed by the app) adds team mode's sections, such as the sign-in rules, and `workingHours`
 * browser mode's own: its one recruiter's hours (a team's members keep theirs on their account).
 */
export function SettingsPage({
  children,
  workingHours,
}: {
  children?: ReactNode;
  workingHours?: ReactNode;
}) {
  useDocumentTitle('Settings');
  const mayChange = useCan('manage-settings');
  return (
    <div className="settings-page">
      <div className="page-header">
        <div>
          <h1>Settings</h1>
        </div>
      </div>
      {mayChange ? (
        <>
          <OrganizationSection />
          {workingHours}
          <RejectionReasonsSection />
          <EmailTemplatesSection />
          <PrivacySection />
          <SearchIndexSection />
          {children}
          <OfferSettingsSection />
          <ApprovalChainSection />
        </>
      ) : (
        <p role="alert" className="panel error-message">
          {SETTINGS_NOT_ALLOWED}
        </p>
      )}
    </div>
  );
}

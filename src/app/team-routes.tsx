import type { RouteObject } from 'react-router';
import { RouteError } from './errors';
import { Layout, PublicLayout } from './layout';
import {
  applyRoute,
  backupRoute,
  careersRoute,
  hiringRoutes,
  myApplicationRoute,
  notFoundRoute,
  offerLinkRoute,
  schedulingLinkRoute,
  startingFallback,
} from './routes';
import { settingsAreaRoute } from './settings-area';
import { SessionGate } from './team-auth';

/**
 * Team mode's Settings page adds the team's sign-in rules, company sign-in and provisioning through
 * SCIM (browser mode has no accounts) and when interview reminders are emailed (browser mode sends
 * no email).
 */
const teamSettingsRoute: RouteObject = {
  path: 'settings',
  lazy: async () => {
    const [
      { SettingsPage },
      { SecuritySection },
      { IdentityProvidersSection },
      { ProvisioningSection },
      { InterviewRemindersSection },
    ] = await Promise.all([
      import('@/features/settings/pages/settings-page'),
      import('@/features/settings/components/security-section'),
      import('@/features/settings/components/identity-providers-section'),
      import('@/features/settings/components/provisioning-section'),
      import('@/features/settings/components/interview-reminders-section'),
    ]);
    return {
      Component: () => (
        <SettingsPage>
          <SecuritySection />
          <IdentityProvidersSection />
          <ProvisioningSection />
          <InterviewRemindersSection />
        </SettingsPage>
      ),
    };
  },
};

/**
 * Team mode: the applicant form, an applicant's status page, a candidate's offer and scheduling
 * page, and an invitation are open to anyone with the link; every other page is behind the
 * session gate (sign in, or make the first admin), then under the app's layout.
 */
export const teamRoutes: RouteObject[] = [
  {
    path: 'invite/:token',
    errorElement: <RouteError />,
    hydrateFallbackElement: startingFallback,
    lazy: async () => ({
      Component: (await import('@/features/auth/pages/accept-invitation-page'))
        .AcceptInvitationPage,
    }),
  },
  {
    path: 'forgot-password',
    errorElement: <RouteError />,
    hydrateFallbackElement: startingFallback,
    lazy: async () => ({
      Component: (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: 'reset-password/:token',
    errorElement: <RouteError />,
    hydrateFallbackElement: startingFallback,
    lazy: async () => ({
      Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: startingFallback,
    children: [
      applyRoute(true),
      careersRoute,
      myApplicationRoute,
      offerLinkRoute,
      schedulingLinkRoute,
    ],
  },
  {
    element: <SessionGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: startingFallback,
    children: [
      {
        element: <Layout />,
        children: [
          ...hiringRoutes,
          // In the order of the area's navigation (settings-area.tsx).
          settingsAreaRoute([
            {
              path: 'team',
              lazy: async () => ({
                Component: (await import('@/features/team/pages/team-page')).TeamPage,
              }),
            },
            teamSettingsRoute,
            {
              path: 'emails',
              lazy: async () => ({
                Component: (await import('@/features/emails/pages/email-page')).EmailPage,
              }),
            },
            {
              path: 'audit',
              lazy: async () => ({
                Component: (await import('@/features/audit/pages/audit-page')).AuditPage,
              }),
            },
            {
              path: 'integrations',
              lazy: async () => ({
                Component: (await import('@/features/integrations/pages/integrations-page'))
                  .IntegrationsPage,
              }),
            },
            backupRoute,
          ]),
          {
            path: 'account',
            lazy: async () => {
              const [
                { AccountPage },
                { EmailPreferences },
                { AvailabilitySection },
                { BusyCalendarSection },
              ] = await Promise.all([
                import('@/features/auth/pages/account-page'),
                import('@/features/notifications/components/email-preferences'),
                import('@/features/availability/components/availability-section'),
                import('@/features/availability/components/busy-calendar-section'),
              ]);
              return {
                Component: () => (
                  <AccountPage
                    workingHours={
                      <>
                        <AvailabilitySection className="account-section" />
                        <BusyCalendarSection className="account-section" />
                      </>
                    }
                  >
                    <EmailPreferences />
                  </AccountPage>
                ),
              };
            },
          },
          notFoundRoute,
        ],
      },
    ],
  },
];

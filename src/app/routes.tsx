import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { prefetchBoard } from '@/features/candidates/api/prefetch-board';
import { StartingScreen } from '@/components/boot-screen';
import { NotFoundPage, RouteError, TeamOnlyPage } from './errors';
import { Layout, PublicLayout } from './layout';
import { settingsAreaRoute } from './settings-area';

/**
 * The hiring screens, the same in both modes. Every screen is its own chunk, so the first visit
 * loads only the page it shows. Given the app's query client, the board asks for its data as soon
 * as its address matches, beside its code (browser mode; team mode first checks the session).
 */
export const hiringRoutesFor = (client?: QueryClient): RouteObject[] => [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('@/features/jobs/pages/jobs-dashboard-page')).JobsDashboardPage,
    }),
  },
  {
    path: 'jobs/:jobId',
    lazy: async () => {
      // The job page shows the job's interview plan and assessment responses below its details.
      const [{ JobDetailPage }, { InterviewPlanSection }, { JobResponses }, { ClearArchivedJob }] =
        await Promise.all([
          import('@/features/jobs/pages/job-detail-page'),
          import('@/features/interviews/components/interview-plan-section'),
          import('@/features/assessments/components/job-responses'),
          import('@/features/candidates/components/clear-archived-job'),
        ]);
      return {
        Component: () => (
          <JobDetailPage>
            <ClearArchivedJob />
            <InterviewPlanSection />
            <JobResponses />
          </JobDetailPage>
        ),
      };
    },
  },
  {
    path: 'jobs/:jobId/assessment',
    lazy: async () => ({
      Component: (await import('@/features/assessments/pages/assessment-builder-page'))
        .AssessmentBuilderPage,
    }),
  },
  {
    path: 'candidates',
    ...(client && {
      loader: ({ request }: { request: Request }) => {
        prefetchBoard(client, new URL(request.url).searchParams);
        return null;
      },
    }),
    lazy: async () => ({
      Component: (await import('@/features/candidates/pages/candidates-board-page'))
        .CandidatesBoardPage,
    }),
  },
  {
    path: 'candidates/list',
    lazy: async () => ({
      Component: (await import('@/features/candidates/pages/candidate-list-page'))
        .CandidateListPage,
    }),
  },
  {
    path: 'candidates/duplicates',
    lazy: async () => ({
      Component: (await import('@/features/candidates/pages/duplicates-page')).DuplicatesPage,
    }),
  },
  {
    path: 'candidates/:candidateId',
    lazy: async () => {
      // The profile shows the candidate's offer, interviews, scorecards, résumés and assessment
      // answers.
      const [
        { CandidateProfilePage },
        { OfferSection },
        { CandidateInterviews },
        { CandidateScorecards },
        { CandidateFiles },
        { CandidateAnswers },
      ] = await Promise.all([
        import('@/features/candidates/pages/candidate-profile-page'),
        import('@/features/offers/components/offer-section'),
        import('@/features/interviews/components/candidate-interviews'),
        import('@/features/interviews/components/scorecard-summary'),
        import('@/features/files/components/candidate-files'),
        import('@/features/assessments/components/candidate-answers'),
      ]);
      return {
        Component: () => (
          <CandidateProfilePage>
            <OfferSection />
            <CandidateInterviews />
            <CandidateScorecards />
            <CandidateFiles />
            <CandidateAnswers />
          </CandidateProfilePage>
        ),
      };
    },
  },
  {
    path: 'interviews',
    lazy: async () => ({
      Component: (await import('@/features/interviews/pages/interviews-page')).InterviewsPage,
    }),
  },
  {
    path: 'reports',
    lazy: async () => ({
      Component: (await import('@/features/reports/pages/reports-page')).ReportsPage,
    }),
  },
  {
    // Team mode's approvers; browser mode's page says its recruiter approves by submitting.
    path: 'offers/approve',
    lazy: async () => ({
      Component: (await import('@/features/offers/pages/offers-to-approve-page'))
        .OffersToApprovePage,
    }),
  },
];

/**
 * Browser mode's Settings page, with its one recruiter's working hours (team mode's page is
 * team-routes.tsx's; a member's hours are on their account page).
 */
export const settingsRoute: RouteObject = {
  path: 'settings',
  lazy: async () => {
    const [{ SettingsPage }, { AvailabilitySection }] = await Promise.all([
      import('@/features/settings/pages/settings-page'),
      import('@/features/availability/components/availability-section'),
    ]);
    return {
      Component: () => <SettingsPage workingHours={<AvailabilitySection />} />,
    };
  },
};

export const backupRoute: RouteObject = {
  path: 'backup',
  lazy: async () => ({
    Component: (await import('@/features/backup/pages/backup-page')).BackupPage,
  }),
};

export const hiringRoutes = hiringRoutesFor();

/**
 * The applicant form: a public page in both modes. Browser mode keeps its links back to the job,
 * for the local recruiter trying the form out.
 */
export const applyRoute = (standalone: boolean): RouteObject => ({
  path: 'jobs/:jobId/apply',
  lazy: async () => {
    const { ApplyPage } = await import('@/features/assessments/pages/apply-page');
    return { Component: standalone ? () => <ApplyPage standalone /> : ApplyPage };
  },
});

/** The careers page: public in team mode, a preview in browser mode; never the recruiter's navigation. */
export const careersRoute: RouteObject = {
  path: 'careers',
  lazy: async () => ({
    Component: (await import('@/features/careers/pages/careers-page')).CareersPage,
  }),
};

/**
 * The applicant's private status page: public in both modes, since the link's token is the key;
 * never the recruiter's navigation.
 */
export const myApplicationRoute: RouteObject = {
  path: 'my-application/:token',
  lazy: async () => ({
    Component: (await import('@/features/my-application/pages/my-application-page'))
      .MyApplicationPage,
  }),
};

/** The candidate's offer, opened from its private link: public in both modes, like the above. */
export const offerLinkRoute: RouteObject = {
  path: 'offer/:token',
  lazy: async () => ({
    Component: (await import('@/features/offer-link/pages/offer-link-page')).OfferLinkPage,
  }),
};

/** The candidate's scheduling page, opened from its private link: public in both modes too. */
export const schedulingLinkRoute: RouteObject = {
  path: 'schedule/:token',
  lazy: async () => ({
    Component: (await import('@/features/scheduling-link/pages/scheduling-link-page'))
      .SchedulingLinkPage,
  }),
};

export const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage /> };

/**
 * What a top-level route shows on the router's first render, while the matched screen's code is
 * still loading (every screen is lazy): the start screen the app opened with, kept until the page
 * is there. React Router renders nothing there without one, and warns on every page load.
 */
export const startingFallback = <StartingScreen />;

/** Browser mode: one local recruiter; the applicant's pages under the public layout, the rest under the app's. */
export const browserRoutes = (client?: QueryClient): RouteObject[] => [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: startingFallback,
    children: [
      careersRoute,
      applyRoute(false),
      myApplicationRoute,
      offerLinkRoute,
      schedulingLinkRoute,
    ],
  },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: startingFallback,
    children: [
      ...hiringRoutesFor(client),
      settingsAreaRoute([
        settingsRoute,
        backupRoute,
        {
          path: 'emails',
          element: (
            <TeamOnlyPage
              title="Email"
              text="Email is sent by a team server. In browser mode TalentFlow sends nothing itself: a message to a candidate opens your own mail app."
            />
          ),
        },
        {
          path: 'audit',
          element: (
            <TeamOnlyPage
              title="Audit log"
              text="The audit log is kept by a team server, of its members' sign-ins and changes. In browser mode there are no accounts, and nothing to audit."
            />
          ),
        },
        {
          path: 'integrations',
          element: (
            <TeamOnlyPage
              title="Integrations"
              text="API tokens and webhooks belong to a team server, which other systems can reach. In browser mode the data stays in this browser."
            />
          ),
        },
      ]),
      {
        path: 'account',
        element: (
          <TeamOnlyPage
            title="Your account"
            text="Accounts and passwords belong to a team server. In browser mode TalentFlow has one recruiter and no password."
          />
        ),
      },
      notFoundRoute,
    ],
  },
];

export const routes = browserRoutes();

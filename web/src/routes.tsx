/**
 * The route table of spec §2. Every screen is its own lazily loaded part; the app
 * screens sit under AppAreaLayout (TanStack Query, guards), the marketing pages do not,
 * so the landing page loads only React, the router and itself.
 */
import { Navigate, type RouteObject } from 'react-router';
import { lazyWithReload } from './app/lazy-with-reload';
import { RootLayout } from './app/RootLayout';

const page = lazyWithReload;

const HomePage = page(() => import('./pages/marketing/HomePage'));
const ConsumerLandingPage = page(() => import('./pages/marketing/ConsumerLandingPage'));
const PitchPage = page(() => import('./pages/marketing/PitchPage'));
const OnePagerPage = page(() => import('./pages/marketing/OnePagerPage'));
const FundraisingWorkshopPage = page(() => import('./pages/marketing/FundraisingWorkshopPage'));

const appArea = () => import('./app/AppAreaLayout');
const AppAreaLayout = page(appArea);
const ClientArea = page(() => appArea().then((m) => ({ default: m.ClientArea })));
const TherapistArea = page(() => appArea().then((m) => ({ default: m.TherapistArea })));
const AdminArea = page(() => appArea().then((m) => ({ default: m.AdminArea })));

const LoginPage = page(() => import('./pages/auth/LoginPage'));
const RegisterPage = page(() => import('./pages/auth/RegisterPage'));
const AdminDashboardPage = page(() => import('./pages/admin/AdminDashboardPage'));
const ClientAssessmentPage = page(() => import('./pages/client-assessment/ClientAssessmentPage'));
const ClientPortal = page(() => import('./pages/client-portal/ClientPortal'));
const DashboardTab = page(() => import('./pages/client-portal/DashboardTab'));
const ResponsesTab = page(() => import('./pages/client-portal/ResponsesTab'));
const PersonalityTab = page(() => import('./pages/client-portal/PersonalityTab'));
const YourDataPage = page(() => import('./pages/privacy/YourDataPage'));
const TherapistPortal = page(() => import('./pages/therapist-portal/TherapistPortal'));
const ProfileTab = page(() => import('./pages/therapist-portal/ProfileTab'));
const QuestionsTab = page(() => import('./pages/therapist-portal/QuestionsTab'));
const RequestsTab = page(() => import('./pages/therapist-portal/RequestsTab'));
const TherapistQuestionnairePage = page(
  () => import('./pages/therapist-questionnaire/TherapistQuestionnairePage'),
);
const KnowledgeCapturePage = page(() => import('./pages/knowledge-capture/KnowledgeCapturePage'));
const ContributionPage = page(() => import('./pages/knowledge-capture/ContributionPage'));
const NaturalMatchmakerPage = page(
  () => import('./pages/natural-matchmaker/NaturalMatchmakerPage'),
);

const clientPortalTabs: RouteObject[] = [
  { index: true, element: <DashboardTab /> },
  { path: 'responses', element: <ResponsesTab /> },
  { path: 'personality', element: <PersonalityTab /> },
  { path: 'your-data', element: <YourDataPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'welcome', element: <ConsumerLandingPage /> },
      { path: 'pitch', element: <PitchPage /> },
      { path: 'onePager', element: <OnePagerPage /> },
      { path: 'fundraising-workshop', element: <FundraisingWorkshopPage /> },
      {
        element: <AppAreaLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          {
            element: <ClientArea />,
            children: [
              { path: 'client-assessment', element: <ClientAssessmentPage /> },
              { path: 'client-profile', element: <ClientPortal />, children: clientPortalTabs },
              // Where registration sends a new client: the same portal, not a redirect home.
              { path: 'clientProfile', element: <ClientPortal />, children: clientPortalTabs },
            ],
          },
          {
            element: <TherapistArea />,
            children: [
              {
                path: 'therapist-dashboard',
                element: <TherapistPortal />,
                children: [
                  { index: true, element: <ProfileTab /> },
                  { path: 'questions', element: <QuestionsTab /> },
                  { path: 'requests', element: <RequestsTab /> },
                  { path: 'your-data', element: <YourDataPage /> },
                ],
              },
            ],
          },
          { path: 'therapist-questionnaire', element: <TherapistQuestionnairePage /> },
          { path: 'natural-matchmaker', element: <NaturalMatchmakerPage /> },
          {
            element: <AdminArea />,
            children: [{ path: 'admin-dashboard', element: <AdminDashboardPage /> }],
          },
          { path: ':therapistName', element: <KnowledgeCapturePage /> },
          {
            path: ':therapistName/contribution/:contributionId',
            element: <ContributionPage />,
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

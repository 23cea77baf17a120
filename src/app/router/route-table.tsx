import { Navigate, matchRoutes, type RouteObject } from 'react-router-dom';
import { PRINT_TABS } from '../../features/printing';
import { DWT_RESOURCES_PATH } from '../../scan/acquire';
import { appConfig } from '../env';
import { RemBaseScope } from '../lib/rem-base';
import { RoleGate } from './role-gate';
import { LoginRoute } from '../pages/shell-pages';
import {
  AboutUsPage,
  AnswerCardRoute,
  AssistantAnalysisPage,
  AssistantCommentaryPage,
  AssistantDetailsPage,
  AssistantReportPage,
  AverageScorePage,
  BigDataPage,
  ClassAnalysisPage,
  CorrectPage,
  CorrectScorePage,
  EditPage,
  GradeAnalysisPage,
  GradePrintPage,
  HomeRoute,
  InviteRoute,
  LargeScreenPage,
  MaterialsRoute,
  NotFoundRoute,
  PaperListPage,
  PapersetPage,
  PersonPage,
  RehearsePage,
  PrintPage,
  ProtocolPage,
  ScanPage,
  SchoolDetailsRoute,
  SubjectPage,
  TeamRoute,
  UsersetRoute,
  WritePage,
} from './lazy-pages';

const redirect = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
});

/** Every path of spec section 2, each with its feature's page. */
export const pageRoutes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/login', element: <LoginRoute /> },
  { path: '/404', element: <NotFoundRoute /> },
  { path: '/aboutUs', element: <AboutUsPage /> },
  { path: '/protocol', element: <ProtocolPage /> },
  { path: '/userset', element: <UsersetRoute /> },
  { path: '/team/details', element: <SchoolDetailsRoute /> },
  {
    path: '/team/member',
    element: (
      <RoleGate role="administrator">
        <TeamRoute view="admin" />
      </RoleGate>
    ),
  },
  { path: '/team/group', element: <TeamRoute view="member" /> },
  { path: '/invite', element: <InviteRoute /> },
  { path: '/schoolmaterials', element: <MaterialsRoute /> },
  { path: '/paperbinding', element: <MaterialsRoute binding /> },
  {
    path: '/scan',
    element: (
      <ScanPage
        scanner={{ productKey: appConfig.dwtProductKey, resourcesPath: DWT_RESOURCES_PATH }}
      />
    ),
  },
  { path: '/paperlist', element: <PaperListPage /> },
  { path: '/edit', element: <EditPage /> },
  { path: '/paperset', element: <PapersetPage /> },
  { path: '/correct', element: <CorrectPage /> },
  { path: '/write', element: <WritePage /> },
  ...PRINT_TABS.filter((t) => t.key !== 'card').map((t) => ({
    path: t.path,
    element: <PrintPage key={t.key} tab={t.key} />,
  })),
  { path: '/answerCard', element: <AnswerCardRoute /> },
  { path: '/printgrade', element: <GradePrintPage key="real" mode="real" /> },
  { path: '/printgradetest', element: <GradePrintPage key="test" mode="test" /> },
  { path: '/analysis/grade', element: <GradeAnalysisPage /> },
  { path: '/analysis/class', element: <ClassAnalysisPage /> },
  redirect('/analysis', '/analysis/grade'),
  redirect('/assistant', '/assistant/analysis'),
  { path: '/assistant/analysis', element: <AssistantAnalysisPage /> },
  { path: '/assistant/commentary', element: <AssistantCommentaryPage /> },
  { path: '/assistant/details', element: <AssistantDetailsPage /> },
  { path: '/assistant/papaerReport', element: <AssistantReportPage /> },
  redirect('/dataCenter', '/dataCenter/subject'),
  { path: '/analysis/person', element: <PersonPage /> },
  { path: '/rehearse', element: <RehearsePage /> },
  {
    path: '/largescreen',
    element: (
      <RemBaseScope>
        <LargeScreenPage />
      </RemBaseScope>
    ),
  },
  {
    path: '/bigData',
    element: (
      <RemBaseScope>
        <BigDataPage />
      </RemBaseScope>
    ),
  },
  ...(
    [
      ['/dataCenter/subject', <SubjectPage key="subject" />],
      ['/dataCenter/correctScore', <CorrectScorePage key="correct" />],
      ['/dataCenter/averageScore', <AverageScorePage key="average" />],
    ] as const
  ).map(([path, page]) => ({ path, element: <RoleGate role="gradeDirector">{page}</RoleGate> })),
];

/** True when a route of the table matches the path (case-insensitive, as the router matches). */
export function isKnownPath(pathname: string): boolean {
  return matchRoutes(pageRoutes, pathname) !== null;
}

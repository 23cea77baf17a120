import { lazy } from 'react';

/**
 * The routed pages, each fetched with its route (React.lazy): the shell (/login, /, the chrome)
 * loads none of them, and pdf.js, KaTeX, ECharts and the Dynamsoft SDK come only with the pages
 * that use them. A module that several routes share (printing, marking) is one chunk.
 */
const printing = () => import('../../features/printing/pages');
const marking = () => import('../../features/marking');
const site = () => import('../../features/site/pages');
const schoolPages = () => import('../pages/school-pages');
const publicPages = () => import('../pages/public-pages');
const analysis = () => import('../../features/analysis');
const dataCenter = () => import('../../features/data-center');
const assistant = () => import('../../features/assistant');

export const ScanPage = lazy(() =>
  import('../../features/scanning/pages').then((m) => ({ default: m.ScanPage })),
);
export const PaperListPage = lazy(() =>
  import('../../features/paperlist').then((m) => ({ default: m.PaperListPage })),
);
export const EditPage = lazy(() =>
  import('../pages/edit-page').then((m) => ({ default: m.EditPage })),
);
export const PapersetPage = lazy(() =>
  import('../../features/compose').then((m) => ({ default: m.PapersetPage })),
);
export const CorrectPage = lazy(() => marking().then((m) => ({ default: m.CorrectPage })));
export const WritePage = lazy(() => marking().then((m) => ({ default: m.WritePage })));
export const PrintPage = lazy(() => printing().then((m) => ({ default: m.PrintPage })));
export const GradePrintPage = lazy(() => printing().then((m) => ({ default: m.GradePrintPage })));
export const AboutUsPage = lazy(() => site().then((m) => ({ default: m.AboutUsPage })));
export const ProtocolPage = lazy(() => site().then((m) => ({ default: m.ProtocolPage })));
export const UsersetRoute = lazy(() => schoolPages().then((m) => ({ default: m.UsersetRoute })));
export const SchoolDetailsRoute = lazy(() =>
  schoolPages().then((m) => ({ default: m.SchoolDetailsRoute })),
);
export const TeamRoute = lazy(() => schoolPages().then((m) => ({ default: m.TeamRoute })));
export const InviteRoute = lazy(() => schoolPages().then((m) => ({ default: m.InviteRoute })));
export const AnswerCardRoute = lazy(() =>
  schoolPages().then((m) => ({ default: m.AnswerCardRoute })),
);
export const MaterialsRoute = lazy(() =>
  schoolPages().then((m) => ({ default: m.MaterialsRoute })),
);
export const HomeRoute = lazy(() => publicPages().then((m) => ({ default: m.HomeRoute })));
export const NotFoundRoute = lazy(() => publicPages().then((m) => ({ default: m.NotFoundRoute })));
export const PageError = lazy(() =>
  import('../pages/page-error').then((m) => ({ default: m.PageError })),
);
export const Forbidden = lazy(() =>
  import('../pages/forbidden').then((m) => ({ default: m.Forbidden })),
);
export const GradeAnalysisPage = lazy(() =>
  analysis().then((m) => ({ default: m.GradeAnalysisPage })),
);
export const ClassAnalysisPage = lazy(() =>
  analysis().then((m) => ({ default: m.ClassAnalysisPage })),
);
export const PersonPage = lazy(() =>
  import('../../features/analysis-person').then((m) => ({ default: m.PersonPage })),
);
export const RehearsePage = lazy(() =>
  import('../../features/rehearse').then((m) => ({ default: m.RehearsePage })),
);
export const SubjectPage = lazy(() => dataCenter().then((m) => ({ default: m.SubjectPage })));
export const CorrectScorePage = lazy(() =>
  dataCenter().then((m) => ({ default: m.CorrectScorePage })),
);
export const AverageScorePage = lazy(() =>
  dataCenter().then((m) => ({ default: m.AverageScorePage })),
);
export const AssistantAnalysisPage = lazy(() =>
  assistant().then((m) => ({ default: m.AssistantAnalysisPage })),
);
export const AssistantCommentaryPage = lazy(() =>
  assistant().then((m) => ({ default: m.AssistantCommentaryPage })),
);
export const AssistantDetailsPage = lazy(() =>
  assistant().then((m) => ({ default: m.AssistantDetailsPage })),
);
export const AssistantReportPage = lazy(() =>
  assistant().then((m) => ({ default: m.AssistantReportPage })),
);
export const LargeScreenPage = lazy(() =>
  import('../../features/large-screen').then((m) => ({ default: m.LargeScreenPage })),
);
export const BigDataPage = lazy(() =>
  import('../../features/big-data').then((m) => ({ default: m.BigDataPage })),
);

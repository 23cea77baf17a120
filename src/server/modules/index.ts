import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../context';
import { accountRoutes } from './account/account.routes';
import { analysisRoutes } from './analysis/analysis.routes';
import { assistantRoutes } from './assistant/assistant.routes';
import { personRoutes } from './analysis/person.routes';
import { dataCenterRoutes } from './data-center/data-center.routes';
import { schoolRoutes } from './school/school.routes';
import { studentRoutes } from './school/students.routes';
import { teamRoutes } from './team/team.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { materialsRoutes } from './materials/materials.routes';
import { answerCardRoutes } from './answer-card/answer-card.routes';
import { bankRoutes } from './bank/bank.routes';
import { gradePrintRoutes } from './grade-print/grade-print.routes';
import { questionWriteRoutes } from './bank/question-write.routes';
import { healthRoutes } from './health/health.routes';
import { readyRoutes } from './health/ready.routes';
import { largeScreenRoutes } from './large-screen/large-screen.routes';
import { bigDataRoutes } from './big-data/big-data.routes';
import { markingRoutes } from './marking/marking.routes';
import { oauthRoutes } from './oauth/oauth.routes';
import { basketRoutes } from './paper/basket.routes';
import { paperRoutes } from './paper/paper.routes';
import { exportRoutes } from './exports/exports.routes';
import { printRoutes } from './print/print.routes';
import { rehearseRoutes } from './rehearse/rehearse.routes';
import { scanRoutes } from './scan/scan.routes';
import { systemRoutes } from './system/system.routes';

/** Every API module, registered under /api. Add a module here. */
export const apiModules: ((ctx: ServerContext) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  readyRoutes,
  oauthRoutes,
  systemRoutes,
  bankRoutes,
  questionWriteRoutes,
  basketRoutes,
  paperRoutes,
  printRoutes,
  gradePrintRoutes,
  scanRoutes,
  accountRoutes,
  schoolRoutes,
  studentRoutes,
  teamRoutes,
  feedbackRoutes,
  materialsRoutes,
  answerCardRoutes,
  markingRoutes,
  analysisRoutes,
  dataCenterRoutes,
  personRoutes,
  assistantRoutes,
  rehearseRoutes,
  largeScreenRoutes,
  bigDataRoutes,
  exportRoutes,
];

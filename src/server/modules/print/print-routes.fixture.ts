import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import type { TestApp } from '../../testing/test-app';
import { gradePrintRoutes } from '../grade-print/grade-print.routes';
import { printRoutes } from './print.routes';

/** Every route of the print module as OpenAPI names it: method and path under /api. */
export const PRINT_ROUTES = [
  'POST /api/teacher/print/paper',
  'POST /api/teacher/print/answer',
  'POST /api/teacher/print/card',
  'POST /api/teacher/print/card/students',
  'POST /api/teacher/print/labels',
  'POST /api/teacher/print/paper-qr',
  'POST /api/teacher/print/check',
  'POST /api/teacher/print/jobs',
  'GET /api/teacher/print/jobs/{jobId}',
  'GET /api/teacher/print/jobs/{jobId}/file',
  'DELETE /api/teacher/print/jobs/{jobId}',
] as const;

/** The routes of the grade-print module, under the same /api/teacher/print prefix. */
export const GRADE_PRINT_ROUTES = [
  'POST /api/teacher/print/grade/sample',
  'POST /api/teacher/print/grade',
  'GET /api/teacher/print/grade/{paperId}/status',
] as const;

/**
 * The routes a module registers, collected by an onRoute hook on a bare Fastify (so a route added
 * later without being listed above fails the documentation test).
 */
export async function registeredRoutes(plugin: FastifyPluginAsyncZod): Promise<string[]> {
  const probe = Fastify({ logger: false });
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  const routes: string[] = [];
  probe.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const m of methods) routes.push(`${m} ${path}`);
  });
  await probe.register(plugin, { prefix: '/api' });
  await probe.close();
  return routes;
}

/** The routes the print module registers. */
export const registeredPrintRoutes = (t: TestApp): Promise<string[]> =>
  registeredRoutes(printRoutes(t.ctx));

/** The routes the grade-print module registers. */
export const registeredGradePrintRoutes = (t: TestApp): Promise<string[]> =>
  registeredRoutes(gradePrintRoutes(t.ctx));

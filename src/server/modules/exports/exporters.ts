import type { ExportRequest } from '../../../shared/api/exports';
import { classSheets, gradeSheets } from '../../../shared/api/analysis-sheets';
import {
  personHistoryTable,
  personQuestionTable,
  personWrongTable,
} from '../../../shared/api/analysis-person-tables';
import {
  averageTable,
  correctTable,
  questionTable,
  subjectTable,
} from '../../../shared/api/data-center-tables';
import type { ServerContext } from '../../context';
import { writeSheet } from '../../lib/xlsx';
import { sheetXlsx } from '../analysis/analysis-xlsx';
import { gradeAnalysis } from '../analysis/analysis.service';
import { classAnalysis } from '../analysis/class-analysis';
import { personPaper } from '../analysis/person-paper';
import { personOverview } from '../analysis/person.service';
import { averageReport } from '../data-center/average-report';
import { correctReport } from '../data-center/correct-report';
import { subjectReport } from '../data-center/subject-report';
import { scoreTable } from '../marking/scores.service';
import { scoresXlsx } from '../marking/scores-xlsx';
import { exportRoster } from '../school/roster.service';

/** A finished export: the workbook and its Chinese file name. */
export interface ExportFile {
  bytes: Uint8Array;
  fileName: string;
}

/** A table read, still to be written: its name and how to write it. */
interface Table {
  fileName: string;
  write(): Promise<Uint8Array>;
}

type Reader<K extends ExportRequest['kind']> = (
  ctx: ServerContext,
  userId: string,
  req: Extract<ExportRequest, { kind: K }>,
) => Promise<Table>;

const one = (name: string, t: { header: string[]; rows: (string | number)[][] }) => () =>
  writeSheet(name, t.header, t.rows);

/** The data-center exports: the report, then its table. */
const dataCenter: Reader<'data-center'> = async (ctx, userId, req) => {
  switch (req.report) {
    case 'subject': {
      const r = await subjectReport(ctx, userId, req.gradeId);
      return { fileName: `${r.gradeName}学科统计.xlsx`, write: one('学科统计', subjectTable(r)) };
    }
    case 'correct-score': {
      const r = await correctReport(ctx, userId, req.gradeId);
      const name = '作业批改报表';
      return { fileName: `${r.gradeName}${name}.xlsx`, write: one(name, correctTable(r)) };
    }
    default: {
      const r = await averageReport(ctx, userId, req.gradeId, req.paperId);
      const questions = req.report === 'average-questions';
      const sheet = questions ? '小题对比' : '班级均分';
      const t = questions ? questionTable(r) : averageTable(r);
      return { fileName: `${r.title}-${sheet}.xlsx`, write: one(sheet, t) };
    }
  }
};

/** How each kind of export reads its table (with the permission checks of its page). */
const readers: { [K in ExportRequest['kind']]: Reader<K> } = {
  'marking-scores': async (ctx, userId, req) => {
    const t = await scoreTable(ctx, userId, req.paperId, req.classId);
    return {
      fileName: `${t.title}-成绩表.xlsx`,
      write: () => scoresXlsx(t.title, t.columns, t.rows),
    };
  },
  roster: async (ctx, userId, req) => {
    const bytes = await exportRoster(ctx, userId, req.orgId, req.classId);
    return { fileName: '学生名单.xlsx', write: async () => bytes };
  },
  'data-center': dataCenter,
  'analysis-grade': async (ctx, userId, req) => {
    const g = await gradeAnalysis(ctx, userId, req.paperId, req.bandWidth);
    const sheet = gradeSheets(g)[req.table];
    return { fileName: `${g.title}-${sheet.name}.xlsx`, write: () => sheetXlsx(sheet) };
  },
  'analysis-class': async (ctx, userId, req) => {
    const c = await classAnalysis(ctx, userId, req.paperId, req.classId);
    const sheet = classSheets(c, req.line ?? c.lines.pass)[req.table];
    return {
      fileName: `${c.title}-${c.className}-${sheet.name}.xlsx`,
      write: () => sheetXlsx(sheet),
    };
  },
  person: async (ctx, userId, req) => {
    const o = await personOverview(ctx, userId, req.studentId);
    const wrong = req.table === 'wrong';
    const t = wrong ? personWrongTable(o) : personHistoryTable(o, req.subjectId ?? '');
    const name = wrong ? '错题' : '成绩与名次';
    return { fileName: `${o.student.name}-${name}.xlsx`, write: one(name, t) };
  },
  'person-paper': async (ctx, userId, req) => {
    const p = await personPaper(ctx, userId, req.studentId, req.paperId);
    return { fileName: `${p.title}-逐题得分.xlsx`, write: one('逐题得分', personQuestionTable(p)) };
  },
};

/**
 * Makes an export as its user (the page's permission checks apply): reads the table (step 1),
 * writes the workbook (step 2), reporting each step; reading only, so running it again changes
 * nothing. Throws the page's AppError (Chinese) when the user may not see it or it is gone.
 */
export async function buildExport(
  ctx: ServerContext,
  userId: string,
  req: ExportRequest,
  onStep: (done: number) => void = () => undefined,
): Promise<ExportFile> {
  const read = readers[req.kind] as Reader<ExportRequest['kind']>;
  const table = await read(ctx, userId, req);
  onStep(1);
  const bytes = await table.write();
  onStep(2);
  return { bytes: new Uint8Array(bytes), fileName: table.fileName };
}

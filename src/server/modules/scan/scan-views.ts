import type { z } from 'zod';
import type {
  ProblemKind,
  ScanBatch,
  ScanPageView,
  ScanProblemView,
  ScanSettings,
  batchCounts,
} from '../../../shared/api/scan';
import type { ScanPageTable, ScanProblemTable } from '../../db/database';

/** Live counts of a batch. */
export type BatchCounts = z.infer<typeof batchCounts>;

/** A batch row as the API shows it. */
export const batchView = (
  row: {
    id: string;
    paperId: string;
    paperTitle: string;
    rehearseBatchId: string | null;
    classIds: string;
    settings: string;
    createdAt: string;
    createdBy: string;
  },
  counts: BatchCounts,
): ScanBatch => ({
  id: row.id,
  paperId: row.paperId,
  paperTitle: row.paperTitle,
  rehearseBatchId: row.rehearseBatchId,
  classIds: JSON.parse(row.classIds) as string[],
  settings: JSON.parse(row.settings) as ScanSettings,
  createdAt: row.createdAt,
  createdBy: row.createdBy,
  counts,
});

/** A problem row as the API shows it (the message is kept in the detail JSON). */
export const problemView = (row: ScanProblemTable): ScanProblemView => {
  const { message, ...detail } = JSON.parse(row.detail) as { message?: string } & Record<
    string,
    unknown
  >;
  return {
    id: row.id,
    batchId: row.batchId,
    pageId: row.pageId,
    kind: row.kind as ProblemKind,
    message: message ?? row.kind,
    detail,
    status: row.status,
    resolution: row.resolution ? (JSON.parse(row.resolution) as Record<string, unknown>) : null,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt,
    createdAt: row.createdAt,
  };
};

/** A page row (with its file name and student name) as the API lists it. */
export const pageView = (
  row: ScanPageTable & { fileName: string; studentName: string | null },
  problems: ProblemKind[],
): ScanPageView => ({
  id: row.id,
  batchId: row.batchId,
  fileName: row.fileName,
  pageIndex: row.pageIndex,
  status: row.status,
  paperVersion: row.paperVersion,
  pageNo: row.pageNo,
  studentId: row.studentId,
  studentName: row.studentName,
  examNo: row.examNo,
  absent: row.absent === 1,
  objectiveScore: row.objectiveScore === null ? null : Number(row.objectiveScore),
  problems,
  error: row.error,
});

import { useEffect, useState } from 'react';
import type { ClassItem, PaperDetail } from '../../../shared/api';
import { printApi } from '../api/print.api';

/** What the print screens load: the paper, the school, its grades and the chosen grade's classes. */
export interface PrintData {
  paper: PaperDetail | null;
  /** Set when the paper could not be loaded (its message is shown by the request layer). */
  paperFailed: boolean;
  orgId: string | null;
  /** The chosen grade, else the teacher's school year, else the first grade. */
  gradeId: string | null;
  grades: ClassItem[];
  classes: ClassItem[];
}

/** Loads the paper (when one is given) and the school's grades; classes follow the grade. */
export function usePrintData(paperId: string | null, chosenGradeId: string | null): PrintData {
  const [paper, setPaper] = useState<PaperDetail | null>(null);
  const [paperFailed, setPaperFailed] = useState(false);
  const [school, setSchool] = useState<{ orgId: string | null; gradeId: string | null }>({
    orgId: null,
    gradeId: null,
  });
  const [grades, setGrades] = useState<ClassItem[]>([]);
  const [classes, setClasses] = useState<{ gradeId: string; list: ClassItem[] } | null>(null);
  const gradeId = chosenGradeId ?? school.gradeId ?? grades[0]?.id ?? null;

  useEffect(() => {
    let live = true;
    if (paperId)
      printApi.paper(paperId).then(
        (p) => live && setPaper(p),
        () => live && setPaperFailed(true),
      );
    return () => {
      live = false;
    };
  }, [paperId]);

  useEffect(() => {
    let live = true;
    void printApi.gradeInfo().then(
      async (info) => {
        if (!live || !info.orgDefaultId) return;
        setSchool({ orgId: info.orgDefaultId, gradeId: info.classDefaultId });
        const list = await printApi.grades(info.orgDefaultId);
        if (live) setGrades(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    if (school.orgId && gradeId)
      printApi.classesOf(school.orgId, gradeId).then(
        (list) => live && setClasses({ gradeId, list }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [school.orgId, gradeId]);

  return {
    paper,
    paperFailed,
    orgId: school.orgId,
    gradeId,
    grades,
    classes: classes && classes.gradeId === gradeId ? classes.list : [],
  };
}

import { useEffect, useState } from 'react';
import type { ClassItem, PaperListItem } from '../../../shared/api';
import { scanApi } from '../api/scan.api';

/** The school year, its classes and the teacher's papers; or why /scan cannot start. */
export type School =
  | { status: 'loading' }
  | { status: 'no-year' }
  | {
      status: 'ready';
      yearName: string;
      classes: ClassItem[];
      /** Classes the teacher teaches (listed first). */
      taught: Set<string>;
      papers: PaperListItem[];
    };

/** Loads what /scan needs: without a school year it answers `no-year` (请选择学年后再进行扫描). */
export function useSchool(): School {
  const [school, setSchool] = useState<School>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    (async () => {
      const info = await scanApi.gradeInfo();
      if (!info.classDefaultId || !info.orgDefaultId)
        return live && setSchool({ status: 'no-year' });
      const [classes, papers] = await Promise.all([
        scanApi.classesOf(info.orgDefaultId, info.classDefaultId),
        scanApi.papers(),
      ]);
      const taught = new Set(info.classes.map((c) => c.id));
      const ordered = [
        ...classes.filter((c) => taught.has(c.id)),
        ...classes.filter((c) => !taught.has(c.id)),
      ];
      if (live)
        setSchool({
          status: 'ready',
          yearName: info.classDefaultName ?? '',
          classes: ordered,
          taught,
          papers,
        });
    })().catch(() => live && setSchool({ status: 'no-year' }));
    return () => {
      live = false;
    };
  }, []);
  return school;
}

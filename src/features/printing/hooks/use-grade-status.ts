import { useEffect, useState } from 'react';
import type { GradePrintStatus, PaperDetail } from '../../../shared/api';
import { printApi } from '../api/print.api';

/** What /printgrade loads: the paper and whether its grades can be printed (null while loading). */
export interface GradeStatusState {
  paper: PaperDetail | null;
  status: GradePrintStatus | null;
  /** The paper or its status could not be loaded (the request layer said why). */
  failed: boolean;
}

/** Loads the paper and its grade-print status; nothing when there is no paper. */
export function useGradeStatus(paperId: string | null): GradeStatusState {
  const [state, setState] = useState<GradeStatusState & { paperId: string | null }>({
    paperId: null,
    paper: null,
    status: null,
    failed: false,
  });
  useEffect(() => {
    if (!paperId) return;
    let live = true;
    Promise.all([printApi.paper(paperId), printApi.gradeStatus(paperId)]).then(
      ([paper, status]) => live && setState({ paperId, paper, status, failed: false }),
      () => live && setState({ paperId, paper: null, status: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [paperId]);
  return state.paperId === paperId ? state : { paper: null, status: null, failed: false };
}

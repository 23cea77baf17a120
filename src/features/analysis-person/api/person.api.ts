import type {
  PersonClasses,
  PersonOverview,
  PersonPaper,
} from '../../../shared/api/analysis-person';
import { http } from '../../../ui';

const base = '/teacher/analysis/person';
const enc = encodeURIComponent;

/** The calls of /analysis/person. */
export const personApi = {
  classes: async () => (await http().get<PersonClasses>(`${base}/classes`)).data,
  overview: async (studentId: string) =>
    (await http().get<PersonOverview>(`${base}/students/${enc(studentId)}`)).data,
  paper: async (studentId: string, paperId: string) =>
    (await http().get<PersonPaper>(`${base}/students/${enc(studentId)}/papers/${enc(paperId)}`))
      .data,
  /** A marked answer's image (the marking module's crop). */
  crop: (itemId: string, index: number) =>
    http().getBlob(`/teacher/marking/items/${enc(itemId)}/crops/${index}`),
};

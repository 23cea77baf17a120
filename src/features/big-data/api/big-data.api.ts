import type { BigDataReport } from '../../../shared/api/big-data';
import { http } from '../../../ui';

/** The call of /bigData: the school over [from, to) (days, YYYY-MM-DD; default this term). */
export const bigDataApi = {
  report: async (from?: string, to?: string) =>
    (await http().get<BigDataReport>('/teacher/big-data', { from, to })).data,
};

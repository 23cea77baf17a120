import type { DisplayLink, ScreenSnapshot } from '../../../shared/api/large-screen';
import { http } from '../../../ui';

const q = (token: string | null) => (token ? `?token=${encodeURIComponent(token)}` : '');

/** The calls of the large screen (signed in as an administrator, or with a display link's token). */
export const largeScreenApi = {
  snapshot: async (token: string | null) =>
    (await http().get<ScreenSnapshot>(`/screen/snapshot${q(token)}`)).data,
  /** Live snapshots until aborted or the server ends the stream ('revoked' ends it for good). */
  stream: (
    token: string | null,
    on: (event: 'snapshot' | 'revoked', snapshot: ScreenSnapshot | null) => void,
    signal: AbortSignal,
  ) =>
    http().events(
      `/screen/stream${q(token)}`,
      (event, data) => {
        if (event === 'snapshot') on('snapshot', JSON.parse(data) as ScreenSnapshot);
        if (event === 'revoked') on('revoked', null);
      },
      signal,
    ),
  links: async () => (await http().get<DisplayLink[]>('/teacher/screen/links')).data,
  createLink: async (label: string) =>
    (await http().postJson<DisplayLink>('/teacher/screen/links', { label })).data,
  revokeLink: async (id: string) => {
    await http().del(`/teacher/screen/links/${encodeURIComponent(id)}`);
  },
};

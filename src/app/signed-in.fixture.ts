import type { UserInfo } from '../shared/api';
import { buildTokenResponse } from './request/transport.fixture';
import { buildServices, okBody } from './services.fixture';
import { buildGradeInfo, buildUser } from './store/session.fixture';
import { gradeInfoLoaded, tokensReceived, userLoaded } from './store/session.slice';

/** Services with a signed-in user (a grade director and administrator unless told otherwise) and a grade list. */
export function buildSignedInServices(
  overrides: { gradeDirector?: boolean; administrator?: boolean; user?: Partial<UserInfo> } = {},
) {
  const built = buildServices((config) =>
    config.url === '/system/class' ? okBody([{ id: 'g-2024', name: '2024级' }]) : undefined,
  );
  built.store.dispatch(tokensReceived({ token: buildTokenResponse(), now: Date.now() }));
  built.store.dispatch(userLoaded(buildUser(overrides.user)));
  built.store.dispatch(
    gradeInfoLoaded(
      buildGradeInfo({
        gradeDirector: overrides.gradeDirector ?? true,
        isCreator: overrides.administrator ?? true,
        isAdministrator: overrides.administrator ?? true,
      }),
    ),
  );
  return built;
}

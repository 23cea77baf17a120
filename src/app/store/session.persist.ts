import type { ClassItem, UserInfo } from '../../shared/api';
import { localStore } from '../lib/local-storage';
import { emptySession, type SessionState } from './session.slice';

/** localStorage keys of the session (documented in src/app/README.md). */
export const SESSION_KEYS = {
  accessToken: 'zy.accessToken',
  refreshToken: 'zy.refreshToken',
  expiresAt: 'zy.expiresAt',
  user: 'zy.user',
  schoolYear: 'zy.schoolYear',
} as const;

type Persisted = Omit<SessionState, 'gradeInfo' | 'exitTo'>;

/** Reads the stored session; grade info is not stored (it is loaded after login and at start). */
export function loadSession(storage: Storage = localStorage): SessionState {
  return {
    ...emptySession,
    accessToken: localStore.get<string>(SESSION_KEYS.accessToken, storage),
    refreshToken: localStore.get<string>(SESSION_KEYS.refreshToken, storage),
    expiresAt: localStore.get<number>(SESSION_KEYS.expiresAt, storage),
    user: localStore.get<UserInfo>(SESSION_KEYS.user, storage),
    schoolYear: localStore.get<ClassItem>(SESSION_KEYS.schoolYear, storage),
  };
}

/** Writes the session fields that changed since `previous`; null values remove their key. */
export function saveSession(
  next: SessionState,
  previous: SessionState,
  storage: Storage = localStorage,
): void {
  for (const field of Object.keys(SESSION_KEYS) as (keyof Persisted)[]) {
    if (next[field] === previous[field]) continue;
    const value = next[field];
    if (value === null) localStore.remove(SESSION_KEYS[field], storage);
    else localStore.save(SESSION_KEYS[field], value, storage);
  }
}

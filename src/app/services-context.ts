import { createContext, useContext } from 'react';
import type { ShellApi } from './api/shell.api';
import type { RequestHelpers } from './request/request-helpers';
import type { SessionService } from './store/session.service';

/** What the shell's components call (the app passes the real ones; tests pass their own). */
export interface AppServices {
  api: ShellApi;
  request: RequestHelpers;
  session: SessionService;
  notify(message: string, durationMs?: number): void;
}

/** The services of the running app. */
export const ServicesContext = createContext<AppServices | null>(null);

/** The app's services; throws when used outside <ServicesContext.Provider> (a programmer error). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs <ServicesContext.Provider>');
  return services;
}

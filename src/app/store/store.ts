import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { bankReducer } from '../../features/bank';
import { basketReducer } from '../../features/basket';
import { scanningReducer } from '../../features/scanning';
import { loadSession, saveSession } from './session.persist';
import { sessionReducer } from './session.slice';
import { uiReducer } from './ui.slice';

/** All reducers of the app; a feature's slice is added here when the app composes it. */
export const rootReducer = combineReducers({
  session: sessionReducer,
  ui: uiReducer,
  basket: basketReducer,
  scanning: scanningReducer,
  bank: bankReducer,
});

/** The whole client state. */
export type RootState = ReturnType<typeof rootReducer>;

/** Creates a store whose session starts from (and is mirrored to) localStorage. */
export function createAppStore(storage: Storage = localStorage) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: loadSession(storage) },
  });
  let previous = store.getState().session;
  store.subscribe(() => {
    const next = store.getState().session;
    if (next === previous) return;
    saveSession(next, previous, storage);
    previous = next;
  });
  return store;
}

/** The store type. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The dispatch type. */
export type AppDispatch = AppStore['dispatch'];

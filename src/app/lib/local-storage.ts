/** JSON values kept in localStorage under string keys (spec section 9: save, get, remove, clear). */
export const localStore = {
  /** Saves a value as JSON. */
  save(key: string, value: unknown, storage: Storage = localStorage): void {
    storage.setItem(key, JSON.stringify(value));
  },
  /** Reads a value saved by `save`; null when absent or not valid JSON. */
  get<T>(key: string, storage: Storage = localStorage): T | null {
    const text = storage.getItem(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  },
  /** Removes one key. */
  remove(key: string, storage: Storage = localStorage): void {
    storage.removeItem(key);
  },
  /** Removes everything this origin keeps in the storage. */
  clear(storage: Storage = localStorage): void {
    storage.clear();
  },
};

// Import first in a test that loads the API client: the client reads the session from localStorage
// when it is loaded, and Node has none. Imports run in order, so this one is in place before it.
const values = new Map<string, string>();
globalThis.localStorage ??= {
  getItem: (key: string) => values.get(key) ?? null,
  setItem: (key: string, value: string) => void values.set(key, value),
  removeItem: (key: string) => void values.delete(key),
} as Storage;

import { browserStorage, type SafeStorage } from '../preferences/storage';

/** The reader's answer to the consent prompt. */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'docs-analytics-consent';

export interface ConsentStore {
  /** The remembered choice, `null` when the reader has not answered yet. */
  get(): ConsentChoice | null;
  set(choice: ConsentChoice): void;
}

const asChoice = (value: unknown): ConsentChoice | null => (value === 'granted' || value === 'denied' ? value : null);

/**
 * The consent choice in local storage. Storage that is missing or throws (private modes, blocked
 * cookies) falls back to memory: the choice then lasts until the page is reloaded.
 */
export function createConsentStore(storage: SafeStorage = browserStorage): ConsentStore {
  return {
    get: () => asChoice(storage.get(CONSENT_STORAGE_KEY)),
    set(choice) {
      const valid = asChoice(choice);
      if (valid) storage.set(CONSENT_STORAGE_KEY, valid);
    },
  };
}

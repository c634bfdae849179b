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
export function createConsentStore(getStorage: () => Storage | null | undefined = () => globalThis.localStorage): ConsentStore {
  let remembered: ConsentChoice | null = null;
  return {
    get() {
      try {
        return asChoice(getStorage()?.getItem(CONSENT_STORAGE_KEY)) ?? remembered;
      } catch {
        return remembered;
      }
    },
    set(choice) {
      remembered = asChoice(choice);
      if (!remembered) return;
      try {
        getStorage()?.setItem(CONSENT_STORAGE_KEY, remembered);
      } catch {
        // Kept in memory only.
      }
    },
  };
}

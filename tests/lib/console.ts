/**
 * Console messages a page may print without failing a test. Only one is known and accepted:
 * MUI X Pro/Premium packages log a licence notice when no licence key is configured (the case
 * in CI and on contributors' machines; production builds set MUI_X_LICENSE_KEY).
 */
const allowedErrors: RegExp[] = [/MUI X: Missing license key/];

export function isAllowedConsoleError(text: string): boolean {
  return allowedErrors.some((pattern) => pattern.test(text));
}

/** Errors that fail a test: console errors other than the allowed ones. */
export function unexpectedErrors(messages: readonly string[]): string[] {
  return messages.filter((text) => !isAllowedConsoleError(text));
}

// Warnings the build must never print again: each was a flood of known-harmless lines that hid
// real ones, fixed at its source (see .storybook/main.ts). A new kind of warning still shows.
export const silencedWarnings = [
  { pattern: /MODULE_LEVEL_DIRECTIVE|module level directive/i, what: 'the "use client" directive warning (filtered in rolldownOptions.onwarn)' },
  { pattern: /extensionless imports? detected/i, what: "Storybook's extensionless-import warning (main.ts and its imports use .ts extensions)" },
  { pattern: /Some chunks are larger than/i, what: 'the chunk-size warning (limits set where sizes are expected)' },
];

/** The silenced warnings that appear in a build's output, once each. */
export function reappearedWarnings(output) {
  // Strip ANSI colours and hyperlinks before matching.
  const text = output.replace(/\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g, '').replace(/\u001b\[[0-9;]*m/g, '');
  return silencedWarnings.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
}

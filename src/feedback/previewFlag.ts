/**
 * Whether the hosted preview shows a comment button by each heading. The preview is one static
 * Storybook build for every configuration, so the shell build writes this into its page as data
 * (like the sandbox endpoints) when a feedback endpoint is configured.
 */
export const FEEDBACK_FLAG_ELEMENT_ID = 'docs-feedback-enabled';

/** The preview's HTML with the flag before `</head>`; unchanged when feedback is off. */
export function withFeedbackFlag(html: string, enabled: boolean): string {
  if (!enabled) return html;
  const element = `<script id="${FEEDBACK_FLAG_ELEMENT_ID}" type="application/json">true</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${element}\n</head>`) : `${element}\n${html}`;
}

export function readFeedbackFlag(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  return doc?.getElementById(FEEDBACK_FLAG_ELEMENT_ID)?.textContent?.trim() === 'true';
}

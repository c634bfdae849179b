/**
 * The comment button by each h2/h3 is plain markup carrying its heading's id: whoever hosts the
 * headings delegates its clicks. In the preview the bridge posts them to the shell; on API pages,
 * which the shell renders (and keeps as prerendered, unhydrated), the shell's content handler
 * opens the form.
 */
export const SECTION_ATTRIBUTE = 'data-feedback-section';

/** The section a click asks to comment on, or `null` when it is not on a section button. */
export function sectionOfClick(target: EventTarget | null): string | null {
  const button = (target as Element | null)?.closest?.(`[${SECTION_ATTRIBUTE}]`);
  const id = button?.getAttribute(SECTION_ATTRIBUTE);
  return id ? id : null;
}

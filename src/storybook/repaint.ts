const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * For the end of a play function. Chromium repaints only what changed (where a tooltip closed, a
 * clock hand moved), and the anti-aliased edges of such a partial repaint come out a few levels
 * off a full paint, depending on the frames painted during the play, that is on the machine's
 * load. Moving the story a pixel and back repaints all of it, so the final pixels depend on the
 * final state only (the determinism check compares two renders).
 */
export async function repaintWholeStory(canvasElement: HTMLElement): Promise<void> {
  canvasElement.style.translate = '1px';
  await nextPaint();
  canvasElement.style.translate = '';
  await nextPaint();
}

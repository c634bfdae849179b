import { pickValidGlobals, type DocsGlobals } from '../preferences/globals.ts';

/**
 * Messages between the reader shell and the Storybook preview it hosts in its content frame.
 * Every message carries `source` so that other postMessage traffic (Storybook's own channel,
 * extensions) is ignored, and every payload is validated on receipt: a message is data from
 * another realm, never trusted as typed.
 */
export const BRIDGE_SOURCE = 'mui-x-docs-bridge';

/** `name` of the shell's content frame; the preview reads it synchronously to know it is hosted. */
export const SHELL_FRAME_NAME = 'mui-x-docs-content';

export interface HeadingPosition {
  id: string;
  text: string;
  level: 2 | 3;
  /** Offset from the top of the preview document, in CSS pixels. */
  top: number;
}

export type PreviewMessage =
  | { type: 'rendered'; docsId: string }
  | { type: 'height'; height: number }
  | { type: 'headings'; docsId: string; headings: HeadingPosition[] }
  | { type: 'link'; href: string }
  | { type: 'error'; docsId: string | null; message: string }
  /** The reader changed a preference inside the page (a demo's TS/JS toggle or styling menu). */
  | { type: 'preferences'; globals: Partial<DocsGlobals> }
  /** Scroll the shell so that this offset of the preview document is at the top of the view. */
  | { type: 'scrollTo'; top: number }
  /** A click on a `data-ga-event-*` element in the page, for the shell's analytics. */
  | { type: 'analytics'; category: string; params: { eventAction?: string; eventLabel?: string } }
  /** The reader asked to comment on a section (a heading's comment button): its heading id. */
  | { type: 'sectionFeedback'; id: string }
  /** The reader pressed the search shortcut with the focus in the page. */
  | { type: 'openSearch' };

export type ShellMessage =
  | { type: 'globals'; globals: Partial<DocsGlobals> }
  | { type: 'navigate'; docsId: string }
  /** The band of the frame the reader sees: offset from the frame's top and height, in CSS px. */
  | { type: 'viewport'; top: number; height: number }
  /** Open the code of a demo named by a source link (`#BasicSorting.js`). */
  | { type: 'openDemo'; name: string }
  /** Mount every lazy demo now: the reader opened find-in-page with the focus in the shell. */
  | { type: 'mountAllDemos' };

/** A demo's name is its file name: an identifier. */
const DEMO_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

export function createMessage<M extends PreviewMessage | ShellMessage>(message: M): M & { source: string } {
  return { source: BRIDGE_SOURCE, ...message };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 2048): value is string => typeof value === 'string' && value.length <= max;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parseHeading(value: unknown): HeadingPosition | null {
  if (!isRecord(value)) return null;
  const { id, text, level, top } = value;
  if (!isText(id, 200) || !isText(text, 500) || (level !== 2 && level !== 3) || !isFiniteNumber(top)) return null;
  return { id, text, level, top };
}

/** Validates a message sent by the preview; anything malformed gives `null`. */
export function parsePreviewMessage(data: unknown): PreviewMessage | null {
  if (!isRecord(data) || data.source !== BRIDGE_SOURCE) return null;
  switch (data.type) {
    case 'rendered':
      return isText(data.docsId, 300) ? { type: 'rendered', docsId: data.docsId } : null;
    case 'height':
      return isFiniteNumber(data.height) && data.height >= 0 && data.height < 1e6
        ? { type: 'height', height: Math.ceil(data.height) }
        : null;
    case 'headings': {
      if (!isText(data.docsId, 300) || !Array.isArray(data.headings) || data.headings.length > 500) return null;
      const headings = data.headings.map(parseHeading);
      if (headings.some((heading) => heading === null)) return null;
      return { type: 'headings', docsId: data.docsId, headings: headings as HeadingPosition[] };
    }
    case 'link':
      return isText(data.href) ? { type: 'link', href: data.href } : null;
    case 'error':
      return (data.docsId === null || isText(data.docsId, 300)) && isText(data.message)
        ? { type: 'error', docsId: data.docsId, message: data.message }
        : null;
    case 'preferences':
      return { type: 'preferences', globals: pickValidGlobals(data.globals) };
    case 'scrollTo':
      return isFiniteNumber(data.top) && data.top >= 0 && data.top < 1e7 ? { type: 'scrollTo', top: data.top } : null;
    case 'analytics': {
      const params = isRecord(data.params) ? data.params : null;
      if (!isText(data.category, 100) || !data.category || !params) return null;
      const { eventAction, eventLabel } = params;
      if ((eventAction !== undefined && !isText(eventAction, 200)) || (eventLabel !== undefined && !isText(eventLabel, 200))) return null;
      return {
        type: 'analytics',
        category: data.category,
        params: { ...(eventAction !== undefined ? { eventAction } : {}), ...(eventLabel !== undefined ? { eventLabel } : {}) },
      };
    }
    case 'sectionFeedback':
      return isText(data.id, 200) && data.id.trim() !== '' ? { type: 'sectionFeedback', id: data.id } : null;
    case 'openSearch':
      return { type: 'openSearch' };
    default:
      return null;
  }
}

/** Validates a message sent by the shell; anything malformed gives `null`. */
export function parseShellMessage(data: unknown): ShellMessage | null {
  if (!isRecord(data) || data.source !== BRIDGE_SOURCE) return null;
  switch (data.type) {
    case 'globals':
      return { type: 'globals', globals: pickValidGlobals(data.globals) };
    case 'navigate':
      return isText(data.docsId, 300) && /^[a-z0-9-]+--[a-z0-9-]+$/.test(data.docsId)
        ? { type: 'navigate', docsId: data.docsId }
        : null;
    case 'viewport':
      return isFiniteNumber(data.top) && isFiniteNumber(data.height) && data.top >= 0 && data.height >= 0 && data.top < 1e6 && data.height < 1e5
        ? { type: 'viewport', top: Math.round(data.top), height: Math.round(data.height) }
        : null;
    case 'openDemo':
      return isText(data.name, 100) && DEMO_NAME.test(data.name) ? { type: 'openDemo', name: data.name } : null;
    case 'mountAllDemos':
      return { type: 'mountAllDemos' };
    default:
      return null;
  }
}

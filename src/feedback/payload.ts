/**
 * What one "Was this page helpful?" answer sends: the page, the vote, and an optional comment,
 * about the whole page or one of its sections. No identifier, cookie or personal data.
 */
export type Rating = 0 | 1;

/** A comment shorter than this (once trimmed) is not sent as a comment; the vote still is. */
export const MIN_COMMENT_LENGTH = 10;
/** Longer comments are cut here. */
export const MAX_COMMENT_LENGTH = 1000;

export interface FeedbackPayload {
  /** The page's path (`/x/react-data-grid/sorting/`), without language prefix, query or hash. */
  page: string;
  /** 1: helpful, 0: not helpful; `null` only for a section comment sent without a vote. */
  rating: Rating | null;
  comment?: string;
  /** Id of the heading the comment is about. */
  section?: string;
  /** Product of the page (`x-data-grid`), `null` for pages of no product. */
  product: string | null;
  /** Installed version of that product's package, as the version menu shows it. */
  version: string;
  language: string;
}

export interface FeedbackInput {
  page: string;
  rating: Rating | null;
  comment?: string | null;
  section?: string | null;
  product: string | null;
  version: string;
  language: string;
}

/** The comment as sent: trimmed and capped, or `null` when it is too short to be one. */
export function commentToSend(comment: string | null | undefined): string | null {
  const trimmed = (comment ?? '').trim();
  if (trimmed.length < MIN_COMMENT_LENGTH) return null;
  // Cut by code point, so a character outside the BMP is never split in half.
  return Array.from(trimmed).slice(0, MAX_COMMENT_LENGTH).join('').trimEnd();
}

/** Whether an answer has anything to send: a vote, or a comment long enough to be one. */
export function hasSomethingToSend(rating: Rating | null, comment: string | null | undefined): boolean {
  return rating !== null || commentToSend(comment) !== null;
}

/** The JSON body of one answer, or `null` when there is nothing to send. */
export function buildFeedbackPayload(input: FeedbackInput): FeedbackPayload | null {
  const comment = commentToSend(input.comment);
  if (input.rating === null && comment === null) return null;
  const section = input.section?.trim() || null;
  return {
    page: input.page,
    rating: input.rating,
    ...(comment !== null ? { comment } : {}),
    // A section is what a comment is about: without a comment it says nothing.
    ...(section !== null && comment !== null ? { section } : {}),
    product: input.product,
    version: input.version,
    language: input.language,
  };
}

/** The repository's "docs feedback" issue form, with the page's address filled in. */
export const FEEDBACK_ISSUE_URL = 'https://github.com/mui/mui-x/issues/new';
export const FEEDBACK_ISSUE_TEMPLATE = '6.docs-feedback.yml';

export function feedbackIssueUrl(pageUrl: string): string {
  const params = new URLSearchParams({ template: FEEDBACK_ISSUE_TEMPLATE, 'page-url': pageUrl });
  return `${FEEDBACK_ISSUE_URL}?${params}`;
}

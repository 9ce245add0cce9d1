import { defineEvent } from './domain-event';

/** The storefront's front categories an operator's write changed. */
export interface FrontCategoryEventPayload {
  frontCategoryIds: number[];
}

/**
 * Changes to the storefront's front-category tree (catalog's operator pages). What buyers browse and filter
 * their searches by follows them: search forgets what it cached of the tree.
 */
export const frontCategoryEvents = {
  /** Created, renamed, re-numbered, shown or hidden. */
  saved: defineEvent<FrontCategoryEventPayload>('frontCategory.saved'),
  /** A level-3 entry's back-office categories replaced. */
  linked: defineEvent<FrontCategoryEventPayload>('frontCategory.linked'),
  /** Entries under one parent put in a new order. */
  reordered: defineEvent<FrontCategoryEventPayload>('frontCategory.reordered'),
  /** An entry without children deleted, with its links. */
  deleted: defineEvent<FrontCategoryEventPayload>('frontCategory.deleted'),
} as const;

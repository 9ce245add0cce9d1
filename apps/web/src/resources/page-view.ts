import { type PageName, type PageParams, pageLink } from '@procuremart/contract';
import type { Row, RowAction } from './types';

/**
 * The page a list's row opens with "view" (a detail page in its own tab): the page and its parameters from
 * the row, checked against the page's manifest.
 */
export type PageView<R extends Row> = {
  [N in PageName]: {
    page: N;
    params: (row: R) => PageParams<N>;
    /** The action's label; "查看 / View" unless the list says otherwise. */
    labelKey?: string;
    /** Another page for the rows that have their own (e.g. an individual member among organisations). */
    instead?: (row: R) => PageView<R> | null;
  };
}[PageName];

/** The address a row's view opens. */
export function viewLink<R extends Row>(view: PageView<R>, row: R): string {
  // One page of the union at a time: its params were checked against it where the view was declared.
  const link = pageLink as (page: PageName, params: object) => string;
  const chosen = view.instead?.(row) ?? view;
  return link(chosen.page, chosen.params(row));
}

/**
 * A row action opening a page for the row: "view" (the list's own detail page) or another, e.g. "view order"
 * from a shipment or an application.
 */
export function pageAction<R extends Row>(
  navigate: (to: string) => void,
  view: PageView<R>,
  key = 'view',
): RowAction<R> {
  return { key, labelKey: view.labelKey ?? 'resource.view', run: (row) => navigate(viewLink(view, row)) };
}

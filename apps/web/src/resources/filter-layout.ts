/** The filter form shows this many fields until expanded (ARCHITECTURE "Look and feel"). */
export const COLLAPSED_FILTER_COUNT = 3;

export interface FilterLayout {
  /** How many fields, from the first, are shown. */
  visibleCount: number;
  /** Whether the expand/collapse toggle is offered at all. */
  showToggle: boolean;
}

export function filterLayout(
  fieldCount: number,
  expanded: boolean,
  limit = COLLAPSED_FILTER_COUNT,
): FilterLayout {
  const collapsible = fieldCount > limit;
  return { visibleCount: collapsible && !expanded ? limit : fieldCount, showToggle: collapsible };
}

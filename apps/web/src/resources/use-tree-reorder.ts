import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../app/feedback';
import type { TreeDescriptor } from './define-tree';
import { orderWith, type PlacedOrders, parentIdOf } from './tree-rows';
import type { Row, RowAction } from './types';

/**
 * A tree's reordering: the sibling order to show (an order just chosen shows at once, before the server
 * confirms it, and is dropped again when refused: the API client shows why, and the tree is read afresh),
 * `place` to save one parent's new order, and move up / move down row actions (usable without dragging, by
 * keyboard and at phone width). One order is saved at a time: the next one needs the versions it writes.
 */
export function useTreeReorder<N extends Row, D>(tree: TreeDescriptor<N, D>, rows: readonly N[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [placed, setPlaced] = useState<PlacedOrders>(new Map());
  const [saving, setSaving] = useState(false);
  const { rowKey, parentKey, reorder } = tree;
  const order = useMemo(
    () => orderWith(placed, rowKey, parentKey, tree.order),
    [placed, rowKey, parentKey, tree.order],
  );
  const siblingKeys = useCallback(
    (parentId: string | null) =>
      rows
        .filter((row) => parentIdOf(row, parentKey) === parentId)
        .sort(order)
        .map((row) => String(row[rowKey])),
    [rows, order, parentKey, rowKey],
  );

  const place = useCallback(
    async (parentId: string | null, keys: string[]) => {
      if (!reorder || saving) return;
      const byKey = new Map(rows.map((row) => [String(row[rowKey]), row]));
      setSaving(true);
      setPlaced((now) => new Map(now).set(parentId, keys));
      try {
        await reorder.save(
          parentId,
          keys.flatMap((key) => byKey.get(key) ?? []),
        );
        feedback.message.success(t('resource.reorder.saved'));
      } finally {
        await queryClient.invalidateQueries({ queryKey: tree.queryKey });
        setPlaced((now) => {
          const next = new Map(now);
          next.delete(parentId);
          return next;
        });
        setSaving(false);
      }
    },
    [reorder, saving, rows, rowKey, queryClient, tree.queryKey, t],
  );

  const moveActions = useMemo((): RowAction<N>[] => {
    if (!reorder) return [];
    const placeOf = (row: N) => {
      const keys = siblingKeys(parentIdOf(row, parentKey));
      return { keys, at: keys.indexOf(String(row[rowKey])) };
    };
    const move = (row: N, step: -1 | 1) => {
      const { keys, at } = placeOf(row);
      const next = [...keys];
      [next[at], next[at + step]] = [next[at + step], next[at]];
      return place(parentIdOf(row, parentKey), next);
    };
    return [
      {
        key: 'moveUp',
        labelKey: 'resource.reorder.moveUp',
        visible: (row) => !saving && placeOf(row).at > 0,
        run: (row) => move(row, -1),
      },
      {
        key: 'moveDown',
        labelKey: 'resource.reorder.moveDown',
        visible: (row) => {
          const { keys, at } = placeOf(row);
          return !saving && at >= 0 && at < keys.length - 1;
        },
        run: (row) => move(row, 1),
      },
    ];
  }, [reorder, siblingKeys, parentKey, rowKey, place, saving]);

  return { order, siblingKeys, place, moveActions, saving };
}

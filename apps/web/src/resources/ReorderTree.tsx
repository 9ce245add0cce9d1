import { Alert, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../app/feedback';
import { moveKey, parentIdOf, type TreeNode } from './tree-rows';
import type { Row } from './types';

interface DragNode extends TreeDataNode {
  key: string;
  title: string;
  parentId: string | null;
  children?: DragNode[];
}

export interface ReorderTreeProps<N extends Row> {
  /** The whole tree (not narrowed by a search: a level is always saved whole). */
  nodes: readonly TreeNode<N>[];
  rowKey: keyof N & string;
  parentKey: keyof N & string;
  labelField: keyof N & string;
  siblingKeys: (parentId: string | null) => string[];
  place: (parentId: string | null, keys: string[]) => Promise<unknown>;
  /** While an order is being saved nothing else is dragged. */
  saving: boolean;
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
}

/**
 * The reorder view of a tree: rows are dragged among their siblings only (antd Tree's `allowDrop` offers
 * the gaps beside a sibling, never a row of another parent nor a place inside a row); dropping saves the
 * level's new order. A drop elsewhere is refused with a notice and changes nothing.
 */
export function ReorderTree<N extends Row>(props: ReorderTreeProps<N>) {
  const { nodes, rowKey, parentKey, labelField, siblingKeys, place, saving } = props;
  const { t } = useTranslation();
  const data = useMemo(() => {
    const toDrag = (node: TreeNode<N>): DragNode => ({
      key: String(node[rowKey]),
      title: String(node[labelField] ?? ''),
      parentId: parentIdOf(node, parentKey),
      children: node.children?.map(toDrag),
    });
    return nodes.map(toDrag);
  }, [nodes, rowKey, parentKey, labelField]);
  const parents = useMemo(() => {
    const map = new Map<string, string | null>();
    const walk = (list: DragNode[]) => {
      for (const node of list) {
        map.set(node.key, node.parentId);
        if (node.children) walk(node.children);
      }
    };
    walk(data);
    return map;
  }, [data]);

  const allowDrop: TreeProps<DragNode>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) =>
    dropPosition !== 0 && dragNode.parentId === dropNode.parentId;

  const onDrop: TreeProps<DragNode>['onDrop'] = (info) => {
    const dragged = String(info.dragNode.key);
    const target = String(info.node.key);
    const parentId = parents.get(dragged) ?? null;
    // -1: before the target, 1: after it; onto a row, or after an open row with children: inside it.
    const side = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    const inside =
      !info.dropToGap || (side === 1 && info.node.expanded && (info.node.children?.length ?? 0) > 0);
    const keys = siblingKeys(parentId);
    let next: string[] | null = null;
    if (inside) next = parentId === target ? moveKey(keys, dragged, keys[0], false) : null;
    else if (parents.get(target) === parentId) next = moveKey(keys, dragged, target, side === 1);
    if (next === null) {
      feedback.message.warning(t('resource.reorder.sameParentOnly'));
      return;
    }
    if (next.join() === keys.join()) return;
    // A refusal is shown by the API client; the view goes back to the saved order.
    place(parentId, next).catch(() => undefined);
  };

  return (
    <>
      <Alert type="info" showIcon title={t('resource.reorder.hint')} style={{ marginBottom: 12 }} />
      <Tree<DragNode>
        data-testid="reorder-tree"
        blockNode
        draggable={saving ? false : { icon: false }}
        treeData={data}
        allowDrop={allowDrop}
        onDrop={onDrop}
        expandedKeys={props.expandedKeys}
        onExpand={(keys) => props.onExpand(keys.map(String))}
      />
    </>
  );
}

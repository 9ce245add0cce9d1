import { describe, expect, it } from 'vitest';
import { branchKeys, fieldsContain, nestRows } from './tree-rows';

interface Node {
  id: string;
  parentId: string | null;
  name: string;
  sortNo: number;
}
const node = (id: string, parentId: string | null, name: string, sortNo = 0): Node => ({
  id,
  parentId,
  name,
  sortNo,
});
const rows = [
  node('1', null, 'Office', 2),
  node('2', '1', 'Pens'),
  node('3', '2', 'Gel pens'),
  node('4', null, 'Tools', 1),
  node('5', '4', 'Screws'),
  node('9', '404', 'Orphan', 3),
];
const names = (nodes: { name: string; children?: unknown[] }[]): unknown[] =>
  nodes.map((n) => (n.children ? [n.name, names(n.children as never)] : n.name));

describe('nestRows', () => {
  it('nests under parents in the given order; a row whose parent is missing is a top row', () => {
    const tree = nestRows(rows, { key: 'id', parentKey: 'parentId', order: (a, b) => a.sortNo - b.sortNo });
    expect(names(tree)).toEqual([['Tools', ['Screws']], ['Office', [['Pens', ['Gel pens']]]], 'Orphan']);
  });

  it('keeps a match with the ancestors that reach it and everything under it', () => {
    const matches = (row: Node) => fieldsContain(row, ['name'], 'PEN');
    const tree = nestRows(rows, { key: 'id', parentKey: 'parentId', matches });
    expect(names(tree)).toEqual([['Office', [['Pens', ['Gel pens']]]]]);
    expect(branchKeys(tree, 'id')).toEqual(['1', '2']);
    expect(nestRows(rows, { key: 'id', parentKey: 'parentId', matches: () => false })).toEqual([]);
  });
});

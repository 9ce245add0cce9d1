import { type Locale, type OrgRow, TRADING_ORG_STATES, transferOrg } from '@procuremart/contract';
import { formFor } from '../../resources/form-for';
import type { Option } from '../../resources/types';
import { orgKeys } from './keys';

/** The department moved and the organisations of its enterprise it may go under. */
export interface TransferContext {
  org: OrgRow;
  targets: Option[];
}

/**
 * Where a department may move: organisations of its own enterprise in operation, never the department itself,
 * one of its own departments, or its parent now. Each is named by its path from the enterprise ("A / B").
 */
export function transferTargets(rows: readonly OrgRow[], org: OrgRow, locale: Locale): Option[] {
  const byId = new Map(rows.map((row) => [row.orgId, row]));
  const pathOf = (row: OrgRow, field: 'name' | 'nameEn'): string[] => {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    return [...(parent ? pathOf(parent, field) : []), row[field] || row.name];
  };
  const inside = (row: OrgRow, ancestorId: string): boolean =>
    row.orgId === ancestorId ||
    (row.parentId !== null && inside(byId.get(row.parentId) as OrgRow, ancestorId));
  const topOf = (row: OrgRow): OrgRow => (row.parentId ? topOf(byId.get(row.parentId) as OrgRow) : row);
  const top = topOf(org);
  return rows
    .filter(
      (row) =>
        inside(row, top.orgId) &&
        !inside(row, org.orgId) &&
        row.orgId !== org.parentId &&
        TRADING_ORG_STATES.includes(row.state),
    )
    .map((row) => ({
      value: row.orgId,
      label: pathOf(row, locale === 'en-US' ? 'nameEn' : 'name').join(' / '),
    }));
}

/** Moves a department under another organisation of its enterprise (umc_transferOrg: the server refuses cycles). */
export const TransferForm = formFor(transferOrg, null, {
  texts: 'org',
  titleKey: () => 'org.transfer.title',
  successKey: () => 'org.transfer.success',
  submitKey: 'org.transfer.submit',
  fields: (editing) => [
    {
      kind: 'select',
      name: 'parentId',
      labelKey: 'org.field.parentId',
      extraKey: 'org.transfer.parentHint',
      options: editing.mode === 'create' ? (editing as TransferContext & { mode: 'create' }).targets : [],
    },
  ],
  createInput: (values: { parentId: string }, { org }: TransferContext) => ({
    orgId: org.orgId,
    parentId: values.parentId,
    version: org.version,
  }),
  invalidate: orgKeys.all,
});

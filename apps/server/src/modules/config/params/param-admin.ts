import {
  type CallOutput,
  OrgType,
  PARAM_KEYS,
  PARAMS,
  type Param,
  type ParamDecl,
  type ParamGroup,
  type ParamKey,
  paramOverrideSchema,
  paramSchema,
  paramText,
  parseParamValue,
  searchParamOrgs,
  type updateParam as updateParamCall,
} from '@procuremart/contract';
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import type { ParsedInput } from '../../../platform/bind-call';
import { now } from '../../../platform/clock';
import { fieldError } from '../../../platform/errors';
import { parseId } from '../../../platform/ids';
import { escapeLike } from '../../../platform/lists';
import { rowReader } from '../../../platform/row-reader';
import { users } from '../../identity/shared-tables';
import { orgs } from '../../org/shared-tables';
import { recordConfigChange } from '../history';
import { paramOrgValues, paramValues } from '../tables';
import { bumpParamVersion, forgetParams } from './param-store';

/** A parameter's value set by an operator: when and by whom. */
const setRow = rowReader(
  paramSchema.pick({ value: true, updatedAt: true, updatedBy: true }).extend({ key: z.string() }),
  paramValues,
  { key: paramValues.paramKey, updatedBy: users.username },
);
/** An organisation's own value of a parameter. */
const overrideRow = rowReader(paramOverrideSchema.extend({ key: z.string() }), paramOrgValues, {
  key: paramOrgValues.paramKey,
  orgName: orgs.name,
});

/** Parameters as operators see them: value in force, default, organisations' own values. */
export async function loadParams(db: Db | Tx, group?: ParamGroup): Promise<Param[]> {
  const keys = PARAM_KEYS.filter((key) => !group || PARAMS[key].group === group);
  const [values, overrides] = await Promise.all([
    db
      .select(setRow.columns)
      .from(paramValues)
      .leftJoin(users, eq(users.id, paramValues.updatedBy))
      .then((rows) => rows.map(setRow.toRow)),
    db
      .select(overrideRow.columns)
      .from(paramOrgValues)
      .innerJoin(orgs, eq(orgs.id, paramOrgValues.orgId))
      .orderBy(asc(orgs.name))
      .then((rows) => rows.map(overrideRow.toRow)),
  ]);
  const byKey = new Map(values.map((v) => [v.key, v]));
  return keys.map((key) => {
    const decl: ParamDecl = PARAMS[key];
    const set = byKey.get(key);
    return {
      key,
      group: decl.group,
      value: set?.value ?? paramText(decl.defaultValue),
      defaultValue: paramText(decl.defaultValue),
      changed: set !== undefined,
      overrides: overrides.filter((o) => o.key === key).map(({ key: _key, ...override }) => override),
      updatedAt: set?.updatedAt ?? null,
      updatedBy: set?.updatedBy ?? null,
    };
  });
}

/** The text to store: the typed value written back canonically (e.g. `true`, `30`). */
function checkedText(decl: ParamDecl, text: string): string {
  const parsed = parseParamValue(decl, text);
  if (!parsed.ok) throw fieldError(parsed.messageKey as never, 'value', parsed.params ?? {});
  return paramText(parsed.value);
}

async function purchaserOrgId(tx: Tx, orgIdText: string): Promise<number> {
  const orgId = parseId(orgIdText);
  const [org] = await tx
    .select({ orgType: orgs.orgType, parentId: orgs.parentId })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  // A purchasing enterprise, not one of its departments (members act for the enterprise).
  if (org?.orgType !== OrgType.enterprise || org.parentId !== null)
    throw fieldError('error.paramOrgNotPurchaser', 'orgId');
  return orgId;
}

async function setGlobalValue(
  tx: Tx,
  actor: Actor,
  key: ParamKey,
  text: string | null,
): Promise<string | null> {
  const [before] = await tx.select().from(paramValues).where(eq(paramValues.paramKey, key));
  if (text === null) await tx.delete(paramValues).where(eq(paramValues.paramKey, key));
  else {
    const values = { paramKey: key, value: text, updatedAt: now(), updatedBy: actor.userId };
    await tx
      .insert(paramValues)
      .values(values)
      .onConflictDoUpdate({ target: paramValues.paramKey, set: values });
  }
  return before?.value ?? null;
}

async function setOrgValue(
  tx: Tx,
  actor: Actor,
  key: ParamKey,
  orgId: number,
  text: string | null,
): Promise<string | null> {
  const where = and(eq(paramOrgValues.paramKey, key), eq(paramOrgValues.orgId, orgId));
  const [before] = await tx.select().from(paramOrgValues).where(where);
  if (text === null) await tx.delete(paramOrgValues).where(where);
  else {
    const values = { paramKey: key, orgId, value: text, updatedAt: now(), updatedBy: actor.userId };
    await tx
      .insert(paramOrgValues)
      .values(values)
      .onConflictDoUpdate({ target: [paramOrgValues.paramKey, paramOrgValues.orgId], set: values });
  }
  return before?.value ?? null;
}

/**
 * An organisation's own value of a parameter, as demo data declares it (another domain's seed step): checked
 * like an operator's, without an operator, history or version move (no process has read the parameters yet).
 */
export async function presetOrgParam(
  tx: Tx,
  { key, orgId, value, at }: { key: ParamKey; orgId: number; value: string; at: Date },
): Promise<void> {
  const decl: ParamDecl = PARAMS[key];
  if (!decl.orgOverride) throw new Error(`parameter ${key} has no organisations' own values`);
  await tx
    .insert(paramOrgValues)
    .values({ paramKey: key, orgId, value: checkedText(decl, value), updatedAt: at });
}

/**
 * Sets (or, with `value: null`, clears) a parameter's value or an organisation's own value, keeps the change
 * in the history and moves the version every process's cache checks.
 */
export async function updateParam(
  db: Db,
  tx: Tx,
  actor: Actor,
  input: ParsedInput<typeof updateParamCall>,
): Promise<Param> {
  const decl: ParamDecl = PARAMS[input.key];
  const text = input.value === null ? null : checkedText(decl, input.value);
  let orgId: number | null = null;
  if (input.orgId !== undefined) {
    if (!decl.orgOverride) throw fieldError('error.paramNoOrgOverride', 'orgId');
    orgId = await purchaserOrgId(tx, input.orgId);
  }
  const oldValue =
    orgId === null
      ? await setGlobalValue(tx, actor, input.key, text)
      : await setOrgValue(tx, actor, input.key, orgId, text);
  if (oldValue !== text) {
    await recordConfigChange(tx, actor, {
      kind: 'param',
      scopeKey: input.key,
      targetKey: input.key,
      orgId,
      oldValue,
      newValue: text,
    });
    await bumpParamVersion(tx);
  }
  forgetParams(db);
  const [param] = await loadParams(tx, decl.group).then((all) => all.filter((p) => p.key === input.key));
  return param;
}

/** A purchasing organisation to choose. */
const orgChoiceRow = rowReader(searchParamOrgs.output.element, orgs, { orgId: orgs.id, orgName: orgs.name });

/** Purchasing organisations by name, for choosing whose own value to set. */
export async function searchPurchaserOrgs(
  db: Db,
  keyword: string,
): Promise<CallOutput<typeof searchParamOrgs>> {
  const rows = await db
    .select(orgChoiceRow.columns)
    .from(orgs)
    .where(
      and(
        eq(orgs.orgType, OrgType.enterprise),
        isNull(orgs.parentId),
        keyword ? ilike(orgs.name, `%${escapeLike(keyword)}%`) : undefined,
      ),
    )
    .orderBy(asc(orgs.name))
    .limit(20);
  return rows.map(orgChoiceRow.toRow);
}

import {
  type ApprovalCondition,
  type ApprovalFacts,
  compareMoney,
  type ProcessLevel,
} from '@procuremart/contract';

/** Whether one condition holds on the facts the business kind supplied; a fact not supplied holds nothing. */
export function conditionHolds(condition: ApprovalCondition, facts: ApprovalFacts): boolean {
  switch (condition.kind) {
    case 'amount': {
      if (facts.amount === undefined) return false;
      const order = compareMoney(facts.amount, condition.amount);
      return condition.op === 'gt' ? order > 0 : condition.op === 'gte' ? order >= 0 : order < 0;
    }
    case 'category':
      return (facts.categoryIds ?? []).some((id) => condition.categoryIds.includes(String(id)));
    case 'department':
      return facts.deptId != null && condition.deptIds.includes(String(facts.deptId));
    case 'payMethod':
      return facts.payMethod !== undefined && condition.payMethods.includes(facts.payMethod);
    case 'budgetOverrun':
      return facts.budgetOverrun === true;
  }
}

/** A level applies when it has no condition, or when all (`match: 'all'`) or any of its conditions hold. */
export function levelApplies(level: ProcessLevel, facts: ApprovalFacts): boolean {
  if (level.conditions.length === 0) return true;
  const held = level.conditions.map((condition) => conditionHolds(condition, facts));
  return level.match === 'any' ? held.some(Boolean) : held.every(Boolean);
}

/** The indexes of a version's levels that apply to the facts, in order: the levels an approval goes through. */
export const applicableLevels = (levels: readonly ProcessLevel[], facts: ApprovalFacts): number[] =>
  levels.flatMap((level, index) => (levelApplies(level, facts) ? [index] : []));

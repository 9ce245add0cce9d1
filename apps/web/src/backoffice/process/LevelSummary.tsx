import type { ApprovalCondition, ApproverSpec, ProcessLevel } from '@procuremart/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../dictionaries/use-dict';
import type { ProcessChoices } from './process-choices';

const OPS = { gt: '>', gte: '≥', lt: '<' } as const;

/** The names a level's ids and codes show as (process-choices.ts). */
type Names = Pick<ProcessChoices, 'userName' | 'stationName' | 'roleName' | 'deptName' | 'categoryName'>;

/** One condition in words: "金额 > 5000.00", "类目: 办公用品", "支付方式: 在线支付" … */
export function useConditionText(names: Names) {
  const kinds = useDict('APPROVAL_CONDITION');
  const payTypes = useDict('PAY_TYPE');
  return (condition: ApprovalCondition): string => {
    const name = kinds.labelOf(condition.kind);
    switch (condition.kind) {
      case 'amount':
        return `${name} ${OPS[condition.op]} ${condition.amount}`;
      case 'category':
        return `${name}: ${condition.categoryIds.map(names.categoryName).join(', ')}`;
      case 'department':
        return `${name}: ${condition.deptIds.map(names.deptName).join(', ')}`;
      case 'payMethod':
        return `${name}: ${condition.payMethods.map((code) => payTypes.labelOf(code)).join(', ')}`;
      case 'budgetOverrun':
        return name;
    }
  };
}

/** One approver in words: a role's, a member's or a station's name, the applicant's department head. */
export function useApproverText(names: Names) {
  const kinds = useDict('APPROVER_KIND');
  return (approver: ApproverSpec): string => {
    switch (approver.kind) {
      case 'role':
        return `${kinds.labelOf('role')}: ${names.roleName(approver.roleCode)}`;
      case 'user':
        return `${kinds.labelOf('user')}: ${names.userName(approver.userId)}`;
      case 'station':
        return `${kinds.labelOf('station')}: ${names.stationName(approver.stationId)}`;
      case 'deptHead':
        return kinds.labelOf('deptHead');
    }
  };
}

/** What a level's conditions say, joined by "and" or "or"; "always" without one. */
export function useLevelTexts(names: Names) {
  const { t } = useTranslation();
  const condition = useConditionText(names);
  const approver = useApproverText(names);
  const modes = useDict('APPROVAL_MODE');
  return (level: ProcessLevel) => ({
    when:
      level.conditions.length === 0
        ? t('process.always')
        : level.conditions.map(condition).join(level.match === 'any' ? t('process.or') : t('process.and')),
    who: level.approvers.map(approver).join('、'),
    mode: modes.labelOf(level.mode),
  });
}

/** A version's levels as an ordered list: when each applies, who decides and how, by name. */
export function LevelSummary({ levels, names }: { levels: readonly ProcessLevel[]; names: Names }) {
  const { t } = useTranslation();
  const texts = useLevelTexts(names);
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }}>
      {levels.map((level, index) => {
        const { when, who, mode } = texts(level);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: levels are ordered, their place is their identity
          <li key={index}>
            <Typography.Text strong>{level.name}</Typography.Text>
            {` — ${t('process.when')}: ${when}; ${t('process.who')}: ${who} (${mode})`}
          </li>
        );
      })}
    </ol>
  );
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApprovalCondition, ApproverSpec, ProcessLevel } from '@procuremart/contract';
import { Button, Card, Flex, Form, Input, Select, Space, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../dictionaries/use-dict';
import type { FieldControlProps } from '../../resources/types';
import { type ProcessChoices, type TreeChoice, useProcessChoices, useProcessOrg } from './process-choices';

type Level = ProcessLevel;

/** A new level: above an amount, any one approver of the approver role. */
export const blankLevel = (): Level => ({
  name: '',
  match: 'all',
  conditions: [{ kind: 'amount', op: 'gt', amount: '0.00' }],
  approvers: [{ kind: 'role', roleCode: 'approver' }],
  mode: 'any',
});

const blankCondition = (kind: ApprovalCondition['kind']): ApprovalCondition => {
  switch (kind) {
    case 'amount':
      return { kind, op: 'gt', amount: '0.00' };
    case 'category':
      return { kind, categoryIds: [] };
    case 'department':
      return { kind, deptIds: [] };
    case 'payMethod':
      return { kind, payMethods: [] };
    case 'budgetOverrun':
      return { kind };
  }
};

const blankApprover = (kind: ApproverSpec['kind']): ApproverSpec => {
  switch (kind) {
    case 'role':
      return { kind, roleCode: 'approver' };
    case 'user':
      return { kind, userId: '' };
    case 'station':
      return { kind, stationId: '' };
    case 'deptHead':
      return { kind };
  }
};

/** Several nodes of a tree (categories, departments), any level, searched by name. */
function TreePicker(props: {
  value: string[];
  onChange: (ids: string[]) => void;
  choices: TreeChoice[];
  placeholder: string;
  loading: boolean;
  testId: string;
}) {
  return (
    <TreeSelect
      multiple
      showSearch
      allowClear
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: '0' }}
      treeData={props.choices}
      treeNodeFilterProp="title"
      virtual={false}
      style={{ minWidth: 260 }}
      placeholder={props.placeholder}
      loading={props.loading}
      value={props.value}
      onChange={(ids: string[]) => props.onChange(ids)}
      data-testid={props.testId}
    />
  );
}

function ConditionRow({
  value,
  onChange,
  choices,
}: {
  value: ApprovalCondition;
  onChange: (v: ApprovalCondition) => void;
  choices: ProcessChoices;
}) {
  const { t } = useTranslation();
  const kinds = useDict('APPROVAL_CONDITION').choices();
  const payMethods = useDict('PAY_TYPE').choices();
  return (
    <Space wrap>
      <Select
        style={{ width: 150 }}
        value={value.kind}
        options={kinds}
        onChange={(kind) => onChange(blankCondition(kind))}
        data-testid="condition-kind"
      />
      {value.kind === 'amount' && (
        <>
          <Select
            style={{ width: 80 }}
            value={value.op}
            options={[
              { value: 'gt', label: '>' },
              { value: 'gte', label: '≥' },
              { value: 'lt', label: '<' },
            ]}
            onChange={(op) => onChange({ ...value, op })}
          />
          <Input
            style={{ width: 140 }}
            value={value.amount}
            onChange={(e) => onChange({ ...value, amount: e.target.value.trim() })}
            data-testid="condition-amount"
          />
        </>
      )}
      {value.kind === 'category' && (
        <TreePicker
          choices={choices.categories}
          loading={choices.loading}
          placeholder={t('process.pickCategories')}
          value={value.categoryIds}
          onChange={(categoryIds) => onChange({ ...value, categoryIds })}
          testId="condition-categories"
        />
      )}
      {value.kind === 'department' && (
        <TreePicker
          choices={choices.departments}
          loading={choices.loading}
          placeholder={t('process.pickDepartments')}
          value={value.deptIds}
          onChange={(deptIds) => onChange({ ...value, deptIds })}
          testId="condition-departments"
        />
      )}
      {value.kind === 'payMethod' && (
        <Select
          mode="multiple"
          style={{ minWidth: 200 }}
          value={value.payMethods}
          options={payMethods}
          onChange={(codes) => onChange({ ...value, payMethods: codes })}
        />
      )}
    </Space>
  );
}

/** A saved id the picker's list does not hold (a member who left…) still shows, by the name known for it. */
const withSaved = (options: { value: string; label: string }[], id: string, name: (id: string) => string) =>
  id === '' || options.some((option) => option.value === id)
    ? options
    : [...options, { value: id, label: name(id) }];

function ApproverRow({
  value,
  onChange,
  choices,
}: {
  value: ApproverSpec;
  onChange: (v: ApproverSpec) => void;
  choices: ProcessChoices;
}) {
  const { t } = useTranslation();
  const kinds = useDict('APPROVER_KIND').choices();
  const pick = {
    showSearch: true,
    optionFilterProp: 'label',
    loading: choices.loading,
    virtual: false,
  } as const;
  return (
    <Space wrap>
      <Select
        style={{ width: 180 }}
        value={value.kind}
        options={kinds}
        onChange={(kind) => onChange(blankApprover(kind))}
      />
      {value.kind === 'role' && (
        <Select
          {...pick}
          style={{ width: 200 }}
          value={value.roleCode}
          options={withSaved(choices.roles, value.roleCode, choices.roleName)}
          onChange={(roleCode) => onChange({ kind: 'role', roleCode })}
          data-testid="approver-role"
        />
      )}
      {value.kind === 'user' && (
        <Select
          {...pick}
          style={{ width: 240 }}
          placeholder={t('process.pickMember')}
          value={value.userId || undefined}
          options={withSaved(choices.members, value.userId, choices.userName)}
          onChange={(userId) => onChange({ kind: 'user', userId })}
          data-testid="approver-member"
        />
      )}
      {value.kind === 'station' && (
        <Select
          {...pick}
          style={{ width: 220 }}
          placeholder={t('process.pickStation')}
          value={value.stationId || undefined}
          options={withSaved(choices.stations, value.stationId, choices.stationName)}
          onChange={(stationId) => onChange({ kind: 'station', stationId })}
          data-testid="approver-station"
        />
      )}
    </Space>
  );
}

/** A list editor of one kind of item: each row with its remove button, an add button under them. */
function ItemList<T>(props: {
  items: T[];
  onChange: (items: T[]) => void;
  blank: () => T;
  addKey: string;
  render: (item: T, change: (item: T) => void) => React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { items, onChange } = props;
  return (
    <Flex vertical gap={8}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <Space key={index} align="start">
          {props.render(item, (changed) => onChange(items.map((old, i) => (i === index ? changed : old))))}
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('process.remove')}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => onChange([...items, props.blank()])}
        data-testid={props.testId}
      >
        {t(props.addKey)}
      </Button>
    </Flex>
  );
}

/**
 * A version's levels, in order: each with its name, its conditions (all or any of them; none = always), its
 * approvers and whether any one or all of them decide. Members, stations, roles, departments and categories are
 * picked by name among the process's organisation's (a new process: the organisation chosen above it; none
 * chosen: the platform's). The form's schema checks what is entered.
 */
export function LevelsEditor({ value, onChange, id }: FieldControlProps) {
  const { t } = useTranslation();
  const known = useProcessOrg();
  const chosen = Form.useWatch('orgId', Form.useFormInstance()) as string | undefined;
  const choices = useProcessChoices(known !== undefined ? known : (chosen ?? null));
  const levels: Level[] = value ?? [];
  const modes = useDict('APPROVAL_MODE').choices();
  const change = (index: number, level: Level) =>
    onChange?.(levels.map((old, i) => (i === index ? level : old)));
  return (
    <Flex vertical gap={12} id={id}>
      {levels.map((level, index) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: levels are ordered, their place is their identity
          key={index}
          size="small"
          title={t('process.levelNo', { no: index + 1 })}
          data-testid={`level-${index + 1}`}
          extra={
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('process.remove')}
              onClick={() => onChange?.(levels.filter((_, i) => i !== index))}
            />
          }
        >
          <Flex vertical gap={8}>
            <Space wrap>
              <Input
                style={{ width: 220 }}
                placeholder={t('process.levelName')}
                value={level.name}
                onChange={(e) => change(index, { ...level, name: e.target.value })}
                data-testid="level-name"
              />
              <Select
                style={{ width: 220 }}
                value={level.mode}
                options={modes}
                onChange={(mode) => change(index, { ...level, mode })}
              />
              <Select
                style={{ width: 200 }}
                value={level.match}
                options={[
                  { value: 'all', label: t('process.matchAll') },
                  { value: 'any', label: t('process.matchAny') },
                ]}
                onChange={(match) => change(index, { ...level, match })}
              />
            </Space>
            <ItemList
              items={level.conditions}
              onChange={(conditions) => change(index, { ...level, conditions })}
              blank={() => blankCondition('amount')}
              addKey="process.addCondition"
              testId="add-condition"
              render={(condition, set) => <ConditionRow value={condition} onChange={set} choices={choices} />}
            />
            <ItemList
              items={level.approvers}
              onChange={(approvers) => change(index, { ...level, approvers })}
              blank={() => blankApprover('role')}
              addKey="process.addApprover"
              testId="add-approver"
              render={(approver, set) => <ApproverRow value={approver} onChange={set} choices={choices} />}
            />
          </Flex>
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange?.([...levels, blankLevel()])}
        data-testid="add-level"
      >
        {t('process.addLevel')}
      </Button>
    </Flex>
  );
}

import { Cascader, DatePicker, Input, Select, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../dictionaries/use-dict';
import type { FilterDescriptor, Option } from './types';
import { SEARCH_DEBOUNCE_MS, shownOptions, useOptionSource, useRemoteOptions } from './use-options';

/** A yes/no filter's answers; the form sends them as booleans (list-query.ts). */
const YES_NO: readonly Option[] = [
  { value: 'true', labelKey: 'common.yes' },
  { value: 'false', labelKey: 'common.no' },
];

type ControlProps = { id: string; label: string } & Record<string, unknown>;

function OptionSelect({ filter, id, label, ...control }: ControlProps & { filter: FilterDescriptor }) {
  const { t, i18n } = useTranslation();
  const source = ('options' in filter ? filter.options : undefined) ?? [];
  const { options, loading } = useOptionSource(source, id);
  const placeholder = t('resource.selectPlaceholder', { label });
  if (filter.kind === 'tree') {
    return (
      <Cascader
        {...control}
        id={id}
        data-testid={id}
        changeOnSelect={filter.anyLevel ?? true}
        showSearch
        placeholder={placeholder}
        options={shownOptions(options, t, i18n.language)}
        loading={loading}
      />
    );
  }
  return (
    <ChoiceSelect
      {...control}
      id={id}
      label={label}
      multiple={filter.kind === 'multiSelect'}
      options={options}
      loading={loading}
    />
  );
}

/** A select of given options (single or multiple), searchable by label. */
function ChoiceSelect({
  id,
  label,
  options,
  loading,
  multiple = false,
  ...control
}: ControlProps & { options: readonly Option[]; loading: boolean; multiple?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      {...control}
      id={id}
      data-testid={id}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('resource.selectPlaceholder', { label })}
      loading={loading}
      options={shownOptions(options, t, i18n.language)}
    />
  );
}

/** A dictionary's items as options, labelled in the current language. */
function DictSelect({
  filter,
  ...control
}: ControlProps & { filter: Extract<FilterDescriptor, { kind: 'dict' }> }) {
  const dict = useDict(filter.code);
  return <ChoiceSelect {...control} options={dict.options(filter.valueType)} loading={dict.loading} />;
}

function RemoteSelect({
  search,
  debounceMs,
  id,
  label,
  ...control
}: ControlProps & { search: (keyword: string) => Promise<readonly Option[]>; debounceMs: number }) {
  const { t, i18n } = useTranslation();
  const remote = useRemoteOptions(search, debounceMs);
  return (
    <Select
      {...control}
      id={id}
      data-testid={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: remote.onSearch }}
      onFocus={() => remote.onSearch('')}
      notFoundContent={remote.loading ? <Spin size="small" /> : undefined}
      placeholder={t('resource.searchPlaceholder', { label })}
      options={shownOptions(remote.options, t, i18n.language)}
    />
  );
}

/** Two decimal inputs for an amount range; the value is `{ from, to }`. */
function AmountRange({
  id,
  value,
  onChange,
}: {
  id: string;
  value?: { from?: string; to?: string };
  onChange?: (next: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation();
  const set = (end: 'from' | 'to', text: string) => onChange?.({ ...value, [end]: text });
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        data-testid={`${id}-from`}
        inputMode="decimal"
        placeholder={t('resource.amountFrom')}
        value={value?.from}
        onChange={(e) => set('from', e.target.value)}
      />
      <Input
        data-testid={`${id}-to`}
        inputMode="decimal"
        placeholder={t('resource.amountTo')}
        value={value?.to}
        onChange={(e) => set('to', e.target.value)}
      />
    </Space.Compact>
  );
}

/** Form.Item hands its child `value` and `onChange`; they pass straight on to the antd control. */
export function FilterControl({
  filter,
  ...control
}: { filter: FilterDescriptor } & Record<string, unknown>) {
  const { t } = useTranslation();
  const label = t(filter.labelKey);
  const id = `filter-${filter.name}`;
  switch (filter.kind) {
    case 'text':
      return (
        <Input
          {...control}
          id={id}
          data-testid={id}
          allowClear
          maxLength={filter.maxLength}
          placeholder={t('resource.inputPlaceholder', { label })}
        />
      );
    case 'remote':
      return (
        <RemoteSelect
          {...control}
          id={id}
          label={label}
          search={filter.search}
          debounceMs={filter.debounceMs ?? SEARCH_DEBOUNCE_MS}
        />
      );
    case 'dict':
      return <DictSelect {...control} filter={filter} id={id} label={label} />;
    case 'flag':
      return (
        <ChoiceSelect {...control} id={id} label={label} options={filter.options ?? YES_NO} loading={false} />
      );
    case 'amountRange':
      return <AmountRange {...control} id={id} />;
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          {...control}
          id={id}
          data-testid={id}
          showTime={filter.showTime}
          allowEmpty={[true, true]}
          style={{ width: '100%' }}
          placeholder={[t('resource.rangeStart'), t('resource.rangeEnd')]}
        />
      );
    default:
      return <OptionSelect {...control} filter={filter} id={id} label={label} />;
  }
}

import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, type FormInstance, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterControl } from './FilterControl';
import { filterLayout } from './filter-layout';
import type { FilterDescriptor } from './types';

export interface FilterFormProps {
  form: FormInstance;
  filters: readonly FilterDescriptor[];
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
}

/** The filter form above a list: three fields, then an expand toggle for the rest. */
export function FilterForm({ form, filters, onSearch, onReset }: FilterFormProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const { visibleCount, showToggle } = filterLayout(filters.length, expanded);

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '0 0 auto' }}
      labelWrap
      onFinish={onSearch}
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[24, 0]}>
        {filters.map((filter, index) => (
          // Collapsed fields stay mounted so their values still apply and survive expanding again.
          <Col
            key={filter.name}
            xs={24}
            sm={12}
            lg={8}
            style={index < visibleCount ? undefined : { display: 'none' }}
          >
            <Form.Item name={filter.name} label={t(filter.labelKey)} htmlFor={`filter-${filter.name}`}>
              <FilterControl filter={filter} />
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <Form.Item>
            <Space wrap>
              <Button onClick={onReset} data-testid="filter-reset">
                {t('resource.reset')}
              </Button>
              <Button type="primary" htmlType="submit" data-testid="filter-search">
                {t('resource.search')}
              </Button>
              {showToggle && (
                <Button
                  type="link"
                  onClick={() => setExpanded(!expanded)}
                  data-testid="filter-toggle"
                  icon={expanded ? <UpOutlined /> : <DownOutlined />}
                  iconPlacement="end"
                >
                  {expanded ? t('resource.collapse') : t('resource.expand')}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

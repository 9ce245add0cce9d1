import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../i18n/local-name';
import type { SkuDetail } from './detail-types';

/** The specification, one block per attribute group. */
export function AttributeTable({ groups }: { groups: SkuDetail['attributeGroups'] }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const filled = groups.filter((group) => group.attributes.length > 0);
  if (filled.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('goodsDetail.noAttributes')} />;
  return (
    <div className="pm-attributes" data-testid="attribute-table">
      {filled.map((group) => (
        <Descriptions
          key={group.groupName}
          bordered
          size="small"
          title={nameOf(group.groupName, group.groupNameEn)}
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
          items={group.attributes.map((attribute) => ({
            key: attribute.name,
            label: nameOf(attribute.name, attribute.nameEn),
            children: nameOf(attribute.value, attribute.valueEn),
          }))}
        />
      ))}
    </div>
  );
}

import { PARAMS, type ParamKey } from '@procuremart/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { paramValues } from '../../config/shared-tables';

type IntegerParam = 'commodity.priceMonitorPercent' | 'commodity.priceMonitorDays';

/**
 * An integer parameter's value in force, read inside the list's own SQL (operators' value, else the
 * default): the page and its export run one declared query, so the rule's numbers live in that query.
 * Organisation values do not apply to these parameters.
 */
export function paramInSql(key: IntegerParam & ParamKey): SQL<number> {
  const fallback = PARAMS[key].defaultValue;
  return sql<number>`coalesce((select ${paramValues.value}::integer from ${paramValues} where ${eq(paramValues.paramKey, key)}), ${fallback}::integer)`;
}

export const monitorPercent = () => paramInSql('commodity.priceMonitorPercent');
export const monitorDays = () => paramInSql('commodity.priceMonitorDays');

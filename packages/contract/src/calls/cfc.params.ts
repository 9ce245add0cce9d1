// Configuration centre (cfc): the platform's common parameters (time zone, file limits).
import { MAX_EXPORT_ROWS, MAX_IMPORT_ROWS } from '../file-limits';
import { type ParamDecl, rows } from '../param-decl';
import { type Bilingual, bilingual } from '../texts';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../time-zone';

const TIME_ZONE_LABELS: Record<(typeof TIME_ZONES)[number], Bilingual> = {
  'Asia/Shanghai': bilingual('北京时间（UTC+8）', 'China time (UTC+8)'),
  'Asia/Hong_Kong': bilingual('香港时间（UTC+8）', 'Hong Kong time (UTC+8)'),
  'Asia/Singapore': bilingual('新加坡时间（UTC+8）', 'Singapore time (UTC+8)'),
  'Asia/Tokyo': bilingual('东京时间（UTC+9）', 'Tokyo time (UTC+9)'),
  'Europe/London': bilingual('伦敦时间', 'London time'),
  'Europe/Berlin': bilingual('柏林时间', 'Berlin time'),
  'America/New_York': bilingual('纽约时间', 'New York time'),
  UTC: bilingual('协调世界时（UTC）', 'Coordinated Universal Time (UTC)'),
};

export const cfcParams = {
  'common.timeZone': {
    group: 'common',
    type: 'choice',
    defaultValue: DEFAULT_TIME_ZONE,
    options: TIME_ZONES.map((value) => ({ value, label: TIME_ZONE_LABELS[value] })),
    label: bilingual('时区', 'Time zone'),
    description: bilingual(
      '页面和导出文件中的时间按此时区显示',
      'Times on the pages and in exported files are shown in this time zone',
    ),
  },
  'common.maxImportRows': {
    group: 'common',
    type: 'integer',
    defaultValue: MAX_IMPORT_ROWS,
    min: 1,
    max: 100_000,
    unit: rows,
    label: bilingual('最大导入数量', 'Max import count'),
    description: bilingual(
      '一个导入文件最多处理的数据行数',
      'How many rows one import file may hold at most',
    ),
  },
  'common.maxExportRows': {
    group: 'common',
    type: 'integer',
    defaultValue: MAX_EXPORT_ROWS,
    min: 1,
    max: 1_000_000,
    unit: rows,
    label: bilingual('最大导出数量', 'Max export count'),
    description: bilingual('一次导出最多写入的行数', 'How many rows one export writes at most'),
  },
} as const satisfies Record<string, ParamDecl>;

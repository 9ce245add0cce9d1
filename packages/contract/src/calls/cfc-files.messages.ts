import type { Catalogue } from '../messages/catalogue';

/** Configuration centre (cfc), file services: exports, imports, uploads and downloads. */
export const cfcFileMessages = {
  'file.exportTooLarge': {
    'zh-CN': '导出数据最多 {{max}} 条，当前筛选结果为 {{total}} 条，请缩小筛选范围',
    'en-US': 'An export holds at most {{max}} rows; the current filters match {{total}}. Narrow the filters',
  },
  'file.unknownKind': { 'zh-CN': '不支持的文件任务类型', 'en-US': 'Unsupported file task kind' },
  'file.badFilters': { 'zh-CN': '筛选条件不正确', 'en-US': 'The filters are not valid' },
  'file.taskFailed': {
    'zh-CN': '任务处理失败，请稍后重试',
    'en-US': 'The task failed; please try again later',
  },
  'file.linkExpired': {
    'zh-CN': '下载链接已过期，请重新导出',
    'en-US': 'The download link has expired; export again',
  },
  'file.notReady': { 'zh-CN': '文件尚未生成', 'en-US': 'The file is not ready yet' },
  'file.tooLarge': {
    'zh-CN': '文件不能超过 {{max}} MB',
    'en-US': 'The file must not exceed {{max}} MB',
  },
  'file.badType': {
    'zh-CN': '仅支持上传 {{types}} 格式的文件',
    'en-US': 'Only {{types}} files can be uploaded',
  },
  'file.attachOnly': {
    'zh-CN': '{{type}} 文件只能作为附件上传，导入仅读取 .xlsx 和 .csv：请在表格软件中另存为 .xlsx 后再导入',
    'en-US':
      '{{type}} files can be attached but not imported; imports read .xlsx and .csv: save the sheet as .xlsx and import that',
  },
  'file.contentMismatch': {
    'zh-CN': '文件内容与扩展名不符',
    'en-US': 'The file content does not match its extension',
  },
  'file.missing': { 'zh-CN': '请选择要上传的文件', 'en-US': 'Choose a file to upload' },
  'file.notFound': {
    'zh-CN': '文件不存在或无权查看',
    'en-US': 'The file does not exist or you may not see it',
  },
  'import.tooManyRows': {
    'zh-CN': '导入文件最多 {{max}} 行数据',
    'en-US': 'An import file holds at most {{max}} rows',
  },
  'import.emptyFile': { 'zh-CN': '导入文件中没有数据', 'en-US': 'The import file holds no rows' },
  'import.badTemplate': {
    'zh-CN': '导入文件与模板不一致，请下载模板后填写',
    'en-US': 'The file does not match the template; download the template and fill it in',
  },
  'import.badCsvTemplate': {
    'zh-CN':
      '导入文件与模板不一致，请下载模板后填写；CSV 文件须以英文逗号分隔（不读取分号或 Tab 分隔的文件）',
    'en-US':
      'The file does not match the template; download the template and fill it in. A CSV file must be comma-separated (semicolon or tab separated files are not read)',
  },
  'import.badEncoding': {
    'zh-CN': 'CSV 文件须为 UTF-8 或 GB18030（GBK）编码的文本，请在表格软件中另存为 CSV 或 .xlsx 后再导入',
    'en-US':
      'A CSV file must be UTF-8 or GB18030 (GBK) text; save the sheet again as CSV or .xlsx and import that',
  },
  'import.unreadable': { 'zh-CN': '无法读取导入文件', 'en-US': 'The import file cannot be read' },
  'import.tooLarge': {
    'zh-CN': '文件解压后过大（最多 {{maxMb}} MB），无法读取，请拆分成多个文件后再上传',
    'en-US':
      'The file is too large when unpacked (at most {{maxMb}} MB) to be read; split it into smaller files',
  },
  'import.busy': {
    'zh-CN': '您的另一个文件正在读取，请稍后再试',
    'en-US': 'Another file of yours is being read; try again shortly',
  },
  'import.serverBusy': {
    'zh-CN': '当前读取文件的请求较多，请稍后再试',
    'en-US': 'Too many files are being read right now; try again shortly',
  },
  'import.badRows': {
    'zh-CN': '{{count}} 行数据有误，未导入任何数据',
    'en-US': '{{count}} rows have errors; nothing was imported',
  },
  'import.rowImported': { 'zh-CN': '导入成功', 'en-US': 'Imported' },
  'import.rowNotImported': {
    'zh-CN': '未导入（文件中有错误行，整个文件未导入）',
    'en-US': 'Not imported (the file has rows with errors, so none was imported)',
  },
  'import.duplicateInFile': {
    'zh-CN': '与文件中第 {{row}} 行重复',
    'en-US': 'Duplicates row {{row}} of the file',
  },
} as const satisfies Catalogue;

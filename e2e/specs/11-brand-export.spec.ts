import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { login, openFromMenu, seeText, shownText, sideMenu, waitForRoute } from '../support/back-office';
import { browserAvailable, useBrowser } from '../support/browser';

describe.skipIf(!browserAvailable())('brand export', () => {
  const browser = useBrowser();

  it('exports the filtered brand list, shows the task in My downloads and downloads a real xlsx', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    await openFromMenu(sideMenu(page), '商品中心', '品牌管理');
    await waitForRoute(page, /^#\/index\/brandManage$/);

    await page.getByTestId('filter-brandName').fill('bosch');
    await page.getByTestId('filter-search').click();
    const rows = page
      .locator('[data-route="brandManage"] .ant-table-tbody')
      .getByRole('row')
      .filter({ visible: true });
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(1);

    await page.getByTestId('list-export').click();
    await seeText(page, '导出任务已提交');
    await page.getByTestId('open-downloads').click();
    await waitForRoute(page, /^#\/index\/myDownloads$/);

    // The page refreshes itself until the task is done.
    const task = page
      .locator('[data-route="myDownloads"] .ant-table-tbody')
      .getByRole('row')
      .filter({ visible: true })
      .first();
    await expect.poll(() => shownText(task), { timeout: 30_000 }).toContain('已完成');
    const text = await shownText(task);
    expect(text).toContain('品牌列表');
    expect(text).toMatch(/品牌列表_\d{8}_\d{6}\.xlsx/);

    const [download] = await Promise.all([page.waitForEvent('download'), task.getByRole('link').click()]);
    expect(download.suggestedFilename()).toMatch(/^品牌列表_\d{8}_\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('the downloaded workbook has no sheet');
    const values = (rowNo: number) => (sheet.getRow(rowNo).values as unknown[]).slice(1, 4).map(String);
    expect(sheet.rowCount).toBe(2);
    expect(values(1)).toEqual(['品牌名称', '英文名称', '排序号']);
    expect(values(2).slice(0, 2)).toEqual(['博世', 'Bosch']);
  });
});

describe.skipIf(!browserAvailable())('brand import', () => {
  const browser = useBrowser();

  it('shows every refused row of an import with its reason, and imports a good file', async (test) => {
    const page = await browser.openPage(test);
    await login(page, 'operator01');
    await openFromMenu(sideMenu(page), '商品中心', '品牌管理');
    await waitForRoute(page, /^#\/index\/brandManage$/);
    const stamp = Date.now().toString(36);
    const workbook = async (rows: (string | number)[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Sheet1');
      sheet.addRow(['品牌名称', '英文名称', '描述', '排序']);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    };
    const importFile = async (buffer: Buffer) => {
      await page.getByTestId('list-import').click();
      const dialog = page.getByRole('dialog').filter({ hasText: '从 Excel 导入' });
      await dialog.waitFor();
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'brands.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
      });
      await dialog.getByText('brands.xlsx').waitFor({ timeout: 20_000 });
      await dialog.getByTestId('import-start').click();
      return dialog;
    };

    const bad = await importFile(
      await workbook([
        [`导入${stamp}`, 'A', '', 1],
        [`导入${stamp}`, 'B', '', 2],
        ['得力', '', '', 1],
      ]),
    );
    const problems = bad.getByTestId('import-problems');
    await problems.waitFor({ timeout: 20_000 });
    const text = await shownText(problems);
    expect(text).toContain('2 行数据有误，未导入任何数据');
    expect(text).toContain('与文件中第 2 行重复');
    expect(text).toContain('品牌名称已存在');
    await bad.getByTestId('import-close').click();

    const good = await importFile(await workbook([[`导入${stamp}`, `Imported ${stamp}`, '', 1]]));
    await good.getByText('导入成功，共 1 条').waitFor({ timeout: 20_000 });
    await good.getByTestId('import-close').click();
    await page.getByTestId('filter-brandName').fill(stamp);
    await page.getByTestId('filter-search').click();
    const rows = page
      .locator('[data-route="brandManage"] .ant-table-tbody')
      .getByRole('row')
      .filter({ visible: true });
    await expect.poll(() => shownText(rows.first()), { timeout: 20_000 }).toContain(`Imported ${stamp}`);
  });
});

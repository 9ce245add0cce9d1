import { z } from 'zod';
import { moneySchema } from '../money-schema';
import { isMarketBelowSale, saveSpu, skuInputSchema } from './ucc-commodity';
import { stockSchema } from './ucc-pricing';

// The goods file (issue 13 "Bulk"): one row per SKU; rows sharing a product key are one SPU, saved through
// ucc_saveSpu's own rules. The cells read as text or numbers, so each is turned to text before the rule.

const cellText = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
const optionalCell = <S extends z.ZodType<string, string>>(rule: S) => cellText.pipe(rule).optional();
const requiredCell = (max: number) =>
  cellText.pipe(z.string().min(1, 'validation.required').max(max, 'validation.tooLong'));

/** `name:value;name:value` (either colon, either semicolon): every pair has a name and a value. */
export function parseAttributeText(text: string): { name: string; value: string }[] | null {
  const pairs = text
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const parsed = pairs.map((pair) => {
    const at = pair.search(/[:：]/);
    return at < 0 ? null : { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  return parsed.every((p) => p !== null && p.name !== '' && p.value !== '')
    ? (parsed as { name: string; value: string }[])
    : null;
}

const attributeText = z
  .string()
  .max(2000, 'validation.tooLong')
  .refine((text) => parseAttributeText(text) !== null, { message: 'goodsFile.attributeFormat' });

const sku = skuInputSchema.shape;

/** One row of the goods file. */
export const goodsFileRow = z
  .object({
    productKey: requiredCell(60),
    categoryCode: requiredCell(20),
    brandName: requiredCell(120),
    spuName: cellText.pipe(saveSpu.input.shape.spuName),
    attributes: optionalCell(attributeText),
    description: optionalCell(saveSpu.input.shape.description.unwrap()),
    specs: optionalCell(attributeText),
    model: optionalCell(sku.model.unwrap()),
    /** A unit's label (件) or its code (PCS). */
    unit: requiredCell(20),
    salePrice: cellText.pipe(sku.salePrice),
    marketPrice: cellText.pipe(moneySchema),
    /** Percent: 13 or 13%. */
    taxRate: cellText.transform((v) => v.replace(/%$/, '').trim()).pipe(sku.taxRate),
    stock: stockSchema,
    supplierSkuCode: cellText.pipe(sku.supplierSkuCode),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (isMarketBelowSale(row.salePrice, row.marketPrice))
      ctx.addIssue({ code: 'custom', path: ['marketPrice'], message: 'commodity.marketBelowSale' });
  });
export type GoodsFileRow = z.output<typeof goodsFileRow>;

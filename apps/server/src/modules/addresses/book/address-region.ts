import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { fieldError } from '../../../platform/errors';
import { regions } from '../tables';

export interface RegionPick {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string | null;
  districtName: string;
}

const invalid = () => fieldError('address.regionInvalid', 'regionCodes');

/**
 * Resolves the picked codes against the region table (names are taken from it, never from the client):
 * a province, one of its cities and, where the city has districts, one of them.
 */
export async function resolveRegion(tx: Tx, codes: string[]): Promise<RegionPick> {
  const [provinceCode, cityCode, districtCode] = codes;
  const rows = await tx
    .select({ code: regions.code, parentCode: regions.parentCode, name: regions.name, level: regions.level })
    .from(regions)
    .where(inArray(regions.code, codes));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const province = byCode.get(provinceCode);
  const city = byCode.get(cityCode);
  if (province?.level !== 1 || city?.level !== 2 || city.parentCode !== provinceCode) throw invalid();
  if (districtCode === undefined) {
    const [child] = await tx
      .select({ code: regions.code })
      .from(regions)
      .where(eq(regions.parentCode, cityCode))
      .limit(1);
    if (child) throw fieldError('address.regionRequired', 'regionCodes');
    return {
      provinceCode,
      provinceName: province.name,
      cityCode,
      cityName: city.name,
      districtCode: null,
      districtName: '',
    };
  }
  const district = byCode.get(districtCode);
  if (district?.level !== 3 || district.parentCode !== cityCode) throw invalid();
  return {
    provinceCode,
    provinceName: province.name,
    cityCode,
    cityName: city.name,
    districtCode,
    districtName: district.name,
  };
}

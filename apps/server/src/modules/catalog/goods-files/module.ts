import { defineModule } from '../../../platform/module';
import { commodityQueryExport, supplierGoodsExport } from './goods-export';
import { goodsImport } from './goods-import';

export default defineModule({
  name: 'catalog.goodsFiles',
  register: () => {},
  exports: [supplierGoodsExport, commodityQueryExport],
  imports: [goodsImport],
});

import { brandGlossary, glossaryTexts } from '@procuremart/contract';
// Brand management texts and the brand status labels the brand machine names (status.brand.<state>).
import { defineTexts } from '../../i18n/define-texts';
export default defineTexts(
  {
    brand: {
      listTitle: '品牌列表',
      createTitle: '新增品牌',
      editTitle: '编辑品牌',
      detailTitle: '品牌详情',
      emptyHint: '没有符合条件的品牌，可调整筛选条件或新增品牌',
      sortNoHint: '数字越小排序越靠前',
      logoHint: '支持 .png .jpg .jpeg，不超过 5 MB',
      field: glossaryTexts(brandGlossary, 'zh-CN'),
      section: { basic: '基本信息', record: '维护信息' },
      action: { create: '新增品牌', edit: '编辑' },
      confirm: {
        enableHint: '启用后该品牌可用于商品维护',
        disableHint: '停用后该品牌不能再用于新的商品，可填写停用原因',
      },
      tab: { basic: '基本信息', history: '状态记录' },
      success: {
        created: '品牌新增成功',
        updated: '品牌修改成功',
      },
    },
    status: { brand: { '0': '已停用', '1': '已启用' } },
    // Until the route registry reads the page manifest: the hidden detail tab's title.
  },
  {
    brand: {
      listTitle: 'Brands',
      createTitle: 'New brand',
      editTitle: 'Edit brand',
      detailTitle: 'Brand details',
      emptyHint: 'No brand matches these filters; change them or add a brand',
      sortNoHint: 'Smaller numbers come first',
      logoHint: '.png, .jpg or .jpeg, at most 5 MB',
      field: glossaryTexts(brandGlossary, 'en-US'),
      section: { basic: 'Basic information', record: 'Maintenance' },
      action: { create: 'New brand', edit: 'Edit' },
      confirm: {
        enableHint: 'Once enabled, the brand can be used for goods again',
        disableHint: 'Once disabled, the brand can no longer be used for new goods; you may give a reason',
      },
      tab: { basic: 'Basic information', history: 'Status history' },
      success: {
        created: 'Brand created',
        updated: 'Brand saved',
      },
    },
    status: { brand: { '0': 'Disabled', '1': 'Enabled' } },
  },
);

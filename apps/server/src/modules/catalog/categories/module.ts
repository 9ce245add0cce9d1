import { sql } from 'drizzle-orm';
import { namesFrom } from '../../../platform/audit-names';
import { defineModule } from '../../../platform/module';
import { attributeGroups, attributes, attributeValues } from '../attribute-tables';
import { categories } from '../category-tables';
import { categorySteps } from './category-steps';
import { registerCategoryRoutes } from './routes';

export default defineModule({
  name: 'catalog.categories',
  register: registerCategoryRoutes,
  machines: [categorySteps],
  auditNames: {
    category: namesFrom(categories, categories.id, categories.name),
    attributeGroup: namesFrom(attributeGroups, attributeGroups.id, attributeGroups.name),
    attribute: namesFrom(attributes, attributes.id, attributes.name),
    // A value reads with its attribute: "颜色：红色".
    attributeValue: namesFrom(
      attributeValues,
      attributeValues.id,
      sql`left((select ${attributes.name} from ${attributes} where ${attributes.id} = ${attributeValues.attributeId}) || '：' || ${attributeValues.value}, 100)`,
    ),
  },
});

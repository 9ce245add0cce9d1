import { categoryMachine } from '@procuremart/contract';
import { notFoundError } from '../../../platform/errors';
import { bindMachine } from '../../../platform/steps/machine-binding';
import { categories } from '../category-tables';

/** Categories enable and disable through the category machine (operators only: no row scope). */
export const categorySteps = bindMachine({
  machine: categoryMachine,
  table: categories,
  id: categories.id,
  status: categories.status,
  version: categories.version,
  notFound: notFoundError,
});

import { defineSeed } from '../../db/seed/define-seed';
import { ensureRolesAndMenus } from './seed/roles-and-menus';

/** The roles, the menus of the page manifests and their default grants. */
export default defineSeed({
  name: 'rolesAndMenus',
  order: 10,
  part: 'reference',
  run: (tx) => ensureRolesAndMenus(tx),
});

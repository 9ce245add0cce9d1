import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('config', {
  dataDictionary: lazy(() => import('./DictionaryManagePage')),
  paramConfig: lazy(() => import('./ParamConfigPage')),
});

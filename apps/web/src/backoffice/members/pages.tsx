import { lazy } from 'react';
import { definePageComponents } from '../../app/page-components';

export default definePageComponents('members', {
  innerEnterPriseList: lazy(() => import('./MemberListPage')),
  innerEnterPriseDetail: lazy(() => import('./MemberDetailPage')),
  outerIndividualsDetail: lazy(() => import('./IndividualDetailPage')),
  accountPassword: lazy(() => import('./AccountPasswordPage')),
});

import { RoleCode } from '../codes';
import { definePages } from '../pages/define-page';
import { bilingual } from '../texts';

/**
 * The buyer's receiving: arrival registration and acceptance of shipments, by the buyer or, with the access
 * code arrivalForOrg (approvers by default), for every order of the organisation.
 */
export default definePages('receiving', [
  {
    name: 'agrArrivalAcceptance',
    parent: 'orderCenter',
    menuOrder: 30,
    title: bilingual('到货验收', 'Arrival and acceptance'),
    icon: 'file-done',
    roles: [RoleCode.buyer],
  },
  {
    name: 'arrivalForOrg',
    kind: 'access',
    parent: 'agrArrivalAcceptance',
    title: bilingual('代单位收货验收', 'Receive for the organisation'),
    roles: [RoleCode.approver],
  },
  {
    name: 'printAcceptOrder',
    params: ['orderId', 'shipmentId?'],
    parent: 'agrArrivalAcceptance',
    title: bilingual('打印验收单', 'Print acceptance form'),
    hidden: true,
  },
]);

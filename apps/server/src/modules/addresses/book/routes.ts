import {
  addAddress,
  deleteAddress,
  queryAddressList,
  setDefaultAddress,
  updateAddress,
} from '@procuremart/contract';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../../platform/bind-call';
import { listAddresses } from './address-list';
import * as writes from './address-writes';

export function registerAddressRoutes(app: FastifyInstance): void {
  bindCall(app, queryAddressList, ({ db, actor, input }) => listAddresses(db, actor, input));
  bindCall(app, addAddress, ({ tx, actor, input }) => writes.addAddress(tx, actor, input));
  bindCall(app, updateAddress, ({ tx, actor, input }) => writes.updateAddress(tx, actor, input));
  bindCall(app, deleteAddress, ({ tx, actor, input }) => writes.deleteAddress(tx, actor, input));
  bindCall(app, setDefaultAddress, ({ tx, actor, input }) => writes.setDefaultAddress(tx, actor, input));
}

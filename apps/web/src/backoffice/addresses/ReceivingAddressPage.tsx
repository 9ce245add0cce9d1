import { AddressBook } from './AddressBook';

/** The purchaser's receiving addresses and those colleagues share (SPEC §2 "receiving addresses"). */
export default function ReceivingAddressPage() {
  return <AddressBook kind="receiving" />;
}

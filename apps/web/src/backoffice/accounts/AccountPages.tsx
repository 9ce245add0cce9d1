// The accounts domain's pages in one chunk: each is small, and one chunk keeps the first load's route table short.
export { default as AccountAssociationPage } from './AccountAssociationPage';
export { default as AccountSecurityPage } from './AccountSecurityPage';
export { default as OutboxPage } from './OutboxPage';
export { default as QrLoginConfirmPage } from './QrLoginConfirmPage';
export { default as ScanDevicesPage } from './ScanDevicesPage';

/** A backup or restore that must not run as asked (its message says why and what to do); nothing was changed. */
export class BackupRefused extends Error {}

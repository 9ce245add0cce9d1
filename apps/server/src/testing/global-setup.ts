import { prepareTemplates } from './template-database';

/** Vitest globalSetup of the server project: the seeded test templates exist before the files run. */
export default async function setup(): Promise<void> {
  await prepareTemplates();
}

import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The domains' tables and the platform's own (operation log, jobs, request guards).
  schema: ['./src/modules/**/tables.ts', './src/platform/**/tables.ts'],
  out: './src/db/migrations',
  // Timestamp-named migrations: two branches never generate the same name. They are applied by set, not
  // by order of time (src/db/migrate.ts), and `npm run db:check` checks them.
  migrations: { prefix: 'timestamp' },
});

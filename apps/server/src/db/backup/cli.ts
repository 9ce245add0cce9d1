import { finishCommand } from '../../commands/finish-command';
import { exitStatusOf, runBackupCommand } from './command';

// The backup command's entry, built to apps/server/dist/backup.js and run by scripts/backup.mjs
// (`npm run backup` / `npm run restore`). Exit 0 done, 1 failed, 2 refused (nothing changed).

finishCommand(runBackupCommand(process.argv.slice(2), process.env), exitStatusOf);

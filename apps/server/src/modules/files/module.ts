import { defineModule } from '../../platform/module';
import { fileCleanUpJob, fileCleanUpSchedule } from './clean-up-job';
import { exportJob } from './export-job';
import { registerFileTaskRoutes } from './routes';

export default defineModule({
  name: 'files',
  register: registerFileTaskRoutes,
  jobs: [exportJob, fileCleanUpJob],
  schedules: [fileCleanUpSchedule],
});

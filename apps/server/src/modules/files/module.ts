import { defineModule } from '../../platform/module';
import { fileTaskNames, jobNames } from './audit-names';
import { fileCleanUpJob, fileCleanUpSchedule } from './clean-up-job';
import { exportJob } from './export-job';
import { importJob } from './import-job';
import { registerFileTaskRoutes } from './routes';
import { registerUploadRoutes } from './upload-route';

export default defineModule({
  name: 'files',
  register: (app) => {
    registerFileTaskRoutes(app);
    registerUploadRoutes(app);
  },
  jobs: [exportJob, importJob, fileCleanUpJob],
  schedules: [fileCleanUpSchedule],
  auditNames: { fileTask: fileTaskNames, job: jobNames },
});

import { namesFrom } from '../../platform/audit-names';
import { defineModule } from '../../platform/module';
import { provideUserNames } from '../../platform/user-names';
import { closedOrgSubscribers } from './closed-org-sessions';
import { registerIdentityRoutes } from './routes';
import { registerSignInRoutes } from './signin/routes';
import { users } from './tables';

// Who took a step, for the histories of domains identity depends on (org).
provideUserNames({ id: users.id, name: users.username });

export default defineModule({
  name: 'identity',
  register: (app) => {
    registerIdentityRoutes(app);
    registerSignInRoutes(app);
  },
  subscribers: closedOrgSubscribers,
  auditNames: {
    user: namesFrom(users, users.id, users.username),
    // An unlocked username reads as itself where it is an account's.
    username: namesFrom(users, users.username, users.username, { textKeys: true }),
  },
});

import { defineSeed } from '../../db/seed/define-seed';
import { seedDemoMessages } from './seed/demo-messages';

export default defineSeed({ name: 'messages', order: 300, run: (tx, c) => seedDemoMessages(tx, c.baseTime) });

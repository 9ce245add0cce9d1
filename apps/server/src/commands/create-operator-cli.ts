import {
  exitStatusOf,
  type OperatorCommandIo,
  OperatorRefused,
  runCreateOperatorCommand,
} from './create-operator';
import { finishCommand } from './finish-command';

// The create-operator command's entry, built to apps/server/dist/create-operator.js and run by the server
// workspace's `npm run create-operator`. Exit 0 done, 1 failed, 2 refused (nothing changed).

/** Reads a line from the terminal without echoing it (raw mode); Ctrl-C or Ctrl-D gives up. */
function readHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
      finish();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed));
        if (char === '\u0003' || char === '\u0004')
          return done(() => reject(new OperatorRefused('cancelled')));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

const io: OperatorCommandIo = process.stdin.isTTY
  ? {
      askPassword: async () => {
        const password = await readHidden('password for the new operator: ');
        if ((await readHidden('the same password again: ')) !== password)
          throw new OperatorRefused('the two passwords differ');
        return password;
      },
    }
  : {};

finishCommand(runCreateOperatorCommand(process.argv.slice(2), process.env, io), exitStatusOf);

import { validateMachine } from '@procuremart/contract';
import type { ServerModule } from '../module';
import { registerSubscribers } from './domain-events';

/**
 * Start-up check of every module's machines and registration of their subscribers: each machine is sound
 * (see validateMachine), bound once, and every guard a transition names is in its binding.
 */
export function registerMachines(modules: readonly ServerModule[]): void {
  const bound = new Set<string>();
  for (const binding of modules.flatMap((m) => m.machines ?? [])) {
    const { machine } = binding;
    if (bound.has(machine.name)) throw new Error(`machine ${machine.name} is bound twice`);
    bound.add(machine.name);
    validateMachine(machine);
    for (const t of machine.transitions) {
      if (t.guard && !binding.guards?.[t.guard]) {
        throw new Error(`machine ${machine.name}: ${t.from}:${t.event} names the missing guard ${t.guard}`);
      }
    }
  }
  registerSubscribers(modules.map((m) => m.subscribers ?? []));
}

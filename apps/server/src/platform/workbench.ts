import type { CallDef, Locale, Workbench, WorkbenchTodoKind } from '@procuremart/contract';
import type { Db } from '../db/client';
import type { Actor } from './actor';
import { mayMakeCall } from './bind-call';

// The member workbench gathers what the domains declare (their module's `workbench`): the to-dos each counts
// with its own list, and the sections one domain fills (recent orders, messages, notices). The workbench itself
// (identity) depends on none of them.

/** Something that waits for a user, counted by the list call that shows it. */
export interface WorkbenchTodoSource {
  kind: WorkbenchTodoKind;
  /** The list call whose rows these are: the user must pass its audience and permission gates. */
  list: CallDef;
  /** The pages that list them, in preference; the link is the first the user's menus hold (none: not counted). */
  pages: readonly string[];
  /** The tab of that page that holds them. */
  tab?: string;
  /** How many: the list's own total (or tab count) under the list's own scope. */
  count(db: Db, actor: Actor): Promise<number>;
}

type Sections = Omit<Workbench, 'commonMenus' | 'todos'>;
/** A section's content for an actor, in the request's language. */
export type WorkbenchSectionLoader<K extends keyof Sections> = (
  db: Db,
  actor: Actor,
  locale: Locale,
) => Promise<Sections[K]>;

export interface WorkbenchContribution {
  todos?: readonly WorkbenchTodoSource[];
  sections?: { [K in keyof Sections]?: WorkbenchSectionLoader<K> };
}

let todoSources: WorkbenchTodoSource[] = [];
let sectionLoaders: { [K in keyof Sections]?: WorkbenchSectionLoader<K> } = {};

/** Gathers the modules' contributions at start-up (buildApp); a to-do or section declared twice is refused. */
export function registerWorkbench(modules: readonly { workbench?: WorkbenchContribution }[]): void {
  todoSources = [];
  sectionLoaders = {};
  for (const module of modules) {
    for (const todo of module.workbench?.todos ?? []) {
      if (todoSources.some((known) => known.kind === todo.kind))
        throw new Error(`workbench to-do ${todo.kind} is declared twice`);
      todoSources.push(todo);
    }
    for (const [name, loader] of Object.entries(module.workbench?.sections ?? {})) {
      if (name in sectionLoaders) throw new Error(`workbench section ${name} is declared twice`);
      Object.assign(sectionLoaders, { [name]: loader });
    }
  }
}

/** The actor's to-dos, in the order of WORKBENCH_TODO_KINDS: only of lists it may call and pages it holds. */
export async function countTodos(db: Db, actor: Actor, order: readonly WorkbenchTodoKind[]) {
  const mine = todoSources
    .map((todo) => ({ todo, page: todo.pages.find((code) => actor.menuCodes.includes(code)) }))
    .filter(({ todo, page }) => page !== undefined && mayMakeCall(actor, todo.list))
    .sort((a, b) => order.indexOf(a.todo.kind) - order.indexOf(b.todo.kind));
  const counts = await Promise.all(mine.map(({ todo }) => todo.count(db, actor)));
  return mine.map(({ todo, page }, i) => ({
    kind: todo.kind,
    count: counts[i],
    menuCode: page as string,
    tab: todo.tab ?? null,
  }));
}

/** One section of the workbench for the actor, or `empty` when no domain fills it. */
export function loadSection<K extends keyof Sections>(
  name: K,
  db: Db,
  actor: Actor,
  locale: Locale,
  empty: Sections[K],
): Promise<Sections[K]> {
  const loader = sectionLoaders[name] as WorkbenchSectionLoader<K> | undefined;
  return loader ? loader(db, actor, locale) : Promise.resolve(empty);
}

/**
 * A to-do's count read from its list: the list function called as the page calls it (with `scope`'s inputs),
 * one row, on `tab`, and that tab's count (so count and list can never disagree).
 */
export function tabCountOf<C extends CallDef>(
  list: C,
  run: (db: Db, actor: Actor, input: never) => Promise<{ tabCounts: Readonly<Record<string, number>> }>,
  tab: string,
  scope: Record<string, unknown> = {},
): (db: Db, actor: Actor) => Promise<number> {
  return async (db, actor) => {
    const input = list.input.parse({ ...scope, pageNo: 1, pageSize: 1, tab }) as never;
    return (await run(db, actor, input)).tabCounts[tab] ?? 0;
  };
}

import './fastify-types';
import {
  type CallDef,
  type CallOutput,
  holdsPermission,
  type Locale,
  machineEvents,
  okEnvelope,
  pickLocale,
} from '@procuremart/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import type { Actor, Who } from './actor';
import { recordCallFailure, recordCallSuccess } from './call-audit';
import { now } from './clock';
import {
  BusinessError,
  forbiddenError,
  loginExpiredError,
  passwordChangeRequiredError,
  underReviewError,
} from './errors';
import { parseInput } from './input';
import { enforceRateLimit } from './rate-limit';
import { refuseReplay } from './replay-guard';
import { tokenHeader, verifySignature } from './signature';
import { runAsCall } from './steps/operation-context';

/** A call's input after parsing: defaults applied, strings trimmed. */
export type ParsedInput<C extends CallDef> = z.output<C['input']>;

interface BaseContext<C extends CallDef, A extends Actor | null> {
  db: Db;
  actor: A;
  input: ParsedInput<C>;
  locale: Locale;
  ip: string | null;
  reply: FastifyReply;
}

/** A call that writes runs in one transaction that bindCall opens: its handler gets it as `tx`. */
export type CallContext<C extends CallDef, A extends Actor | null> = BaseContext<C, A> &
  (C extends CallDef<z.ZodType, z.ZodType, true> ? { tx: Tx } : unknown);

export type CallHandler<C extends CallDef, Ctx> = (ctx: Ctx) => Promise<CallOutput<C>> | CallOutput<C>;

export interface BindOptions {
  /**
   * 'handler': the handler opens its own transactions (login and registration must keep a failure count or
   * a log row even when they refuse), so bindCall opens none.
   */
  transaction?: 'bindCall' | 'handler';
}

const isPublic = (call: CallDef) => call.audience.includes('public');

function mayCall(call: CallDef, actor: Actor): boolean {
  return call.audience.includes('user') || call.audience.includes(actor.kind);
}

/** Whether an actor passes a call's audience and permission gates (e.g. to see files of its records). */
export function mayMakeCall(actor: Actor, call: CallDef): boolean {
  return mayCall(call, actor) && holdsPermission(call, actor.menuCodes);
}

/**
 * The gates every protected call passes before its input is even read: session, a password that must change
 * first (EPWD), audience, permission.
 */
function admit(call: CallDef, actor: Actor | null): void {
  if (isPublic(call)) return;
  if (!actor) throw loginExpiredError();
  if (actor.awaitingAudit && !call.applicants) throw underReviewError();
  if (actor.mustChangePassword && !call.whilePasswordChangeRequired) throw passwordChangeRequiredError();
  if (!mayCall(call, actor)) throw forbiddenError();
  if (!holdsPermission(call, actor.menuCodes)) throw forbiddenError();
}

function register<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: (ctx: BaseContext<C, Actor | null> & { tx?: Tx }) => unknown,
  options: BindOptions,
): void {
  if (app.boundCalls.has(call.name)) throw new Error(`call ${call.name} is bound twice`);
  app.boundCalls.add(call.name);
  const ownTransaction = call.writes && options.transaction !== 'handler';
  app.post(call.path, async (request: FastifyRequest, reply: FastifyReply) => {
    const at = now();
    verifySignature(request, at);
    await refuseReplay(app.db, call, request, at);
    const ip = request.ip ?? null;
    const actor = await app.resolveActor(app.db, tokenHeader(request), ip, at);
    admit(call, actor);
    const input = parseInput<C['input']>(call.input, request.body === undefined ? {} : request.body);
    await enforceRateLimit(app.db, app.appConfig.rateLimits, call, input, ip, at);
    const locale = pickLocale(request.headers['accept-language']);
    const base = { db: app.db, actor, input, locale, ip, reply };
    const who: Who = actor ?? { userId: null, username: null, ip };
    // Outputs are parsed in production too: a handler that returns a whole row leaks no column.
    const finish = async (result: unknown, tx: Tx | Db) => {
      const output = call.output.parse(result);
      await recordCallSuccess(tx, who, call, input, output);
      return output;
    };
    try {
      const output = await runAsCall(call, () =>
        ownTransaction
          ? app.db.transaction(async (tx) => finish(await handler({ ...base, tx }), tx))
          : (async () => finish(await handler(base), app.db))(),
      );
      return okEnvelope(output);
    } catch (error) {
      if (error instanceof BusinessError) await recordCallFailure(app.db, who, call, input, error);
      throw error;
    }
  });
}

/**
 * Binds the handler of a call that needs a login. Order: signature (ESIGN), session (AE401), audience and
 * permission (E403), input (E400), handler (in a transaction when the call writes), output, envelope;
 * the operation log gets its row where the call declares `audit`.
 */
export function bindCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, CallContext<C, Actor>>,
  options: BindOptions = {},
): void {
  if (isPublic(call)) throw new Error(`call ${call.name} is public: bind it with bindPublicCall`);
  register(app, call, handler as never, options);
}

/** Binds a call anyone may make; the actor is still resolved when a valid token comes along. */
export function bindPublicCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, CallContext<C, Actor | null>>,
  options: BindOptions = {},
): void {
  if (!isPublic(call)) throw new Error(`call ${call.name} needs a login: bind it with bindCall`);
  register(app, call, handler as never, options);
}

/** The event enum of a transition call's input, if it has one. */
function inputEvents(call: CallDef): string[] | null {
  const shape = (call.input as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const event = shape?.event;
  return event instanceof z.ZodEnum ? (event.options as string[]) : null;
}

/**
 * Start-up check: every call the contract declares has a handler, and a transition call takes exactly its
 * machine's events.
 */
export function assertEveryCallBound(app: FastifyInstance, calls: readonly CallDef[]): void {
  const missing = calls.filter((call) => !app.boundCalls.has(call.name)).map((call) => call.name);
  if (missing.length > 0) throw new Error(`calls without a handler: ${missing.join(', ')}`);
  for (const call of calls) {
    if (!call.machine) continue;
    const events = inputEvents(call);
    const expected = machineEvents(call.machine);
    if (!events || events.join() !== expected.join()) {
      throw new Error(`call ${call.name} must take the events of machine ${call.machine.name}: ${expected}`);
    }
  }
}

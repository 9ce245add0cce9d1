import './fastify-types';
import { type CallDef, type CallOutput, type Locale, okEnvelope, pickLocale } from '@procuremart/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { now } from '../config';
import type { Db } from '../db/client';
import type { Actor } from './actor';
import { forbiddenError, loginExpiredError } from './errors';
import { parseInput } from './input';
import { enforceRateLimit } from './rate-limit';
import { refuseReplay } from './replay-guard';
import { resolveActor } from './session';
import { tokenHeader, verifySignature } from './signature';

/** A call's input after parsing: defaults applied, strings trimmed. */
export type ParsedInput<C extends CallDef> = z.output<C['input']>;

export interface CallContext<C extends CallDef, A extends Actor | null> {
  db: Db;
  actor: A;
  input: ParsedInput<C>;
  locale: Locale;
  ip: string | null;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDef, A extends Actor | null> = (
  ctx: CallContext<C, A>,
) => Promise<CallOutput<C>> | CallOutput<C>;

const isPublic = (call: CallDef) => call.audience.includes('public');

function mayCall(call: CallDef, actor: Actor): boolean {
  return call.audience.includes('user') || call.audience.includes(actor.kind);
}

function register<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, Actor | null>,
): void {
  if (app.boundCalls.has(call.name)) throw new Error(`call ${call.name} is bound twice`);
  app.boundCalls.add(call.name);
  app.post(call.path, async (request: FastifyRequest, reply: FastifyReply) => {
    const at = now();
    verifySignature(request, at);
    await refuseReplay(app.db, call, request, at);
    const ip = request.ip ?? null;
    const actor = await resolveActor(app.db, tokenHeader(request), ip, at);
    if (!isPublic(call)) {
      if (!actor) throw loginExpiredError();
      if (!mayCall(call, actor)) throw forbiddenError();
    }
    const input = parseInput<C['input']>(call.input, request.body === undefined ? {} : request.body);
    await enforceRateLimit(app.db, app.appConfig.rateLimits, call, input, ip, at);
    const locale = pickLocale(request.headers['accept-language']);
    const result = await handler({ db: app.db, actor, input, locale, ip, reply });
    if (app.appConfig.validateOutput) call.output.parse(result);
    return okEnvelope(result);
  });
}

/**
 * Binds the handler of a call that needs a login. Order: signature (ESIGN), session (AE401),
 * audience (E403), input (E400), handler, envelope.
 */
export function bindCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, Actor>,
): void {
  if (isPublic(call)) throw new Error(`call ${call.name} is public: bind it with bindPublicCall`);
  register(app, call, handler as CallHandler<C, Actor | null>);
}

/** Binds a call anyone may make; the actor is still resolved when a valid token comes along. */
export function bindPublicCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C, Actor | null>,
): void {
  if (!isPublic(call)) throw new Error(`call ${call.name} needs a login: bind it with bindCall`);
  register(app, call, handler);
}

/** Start-up check: every call the contract declares has a handler. */
export function assertEveryCallBound(app: FastifyInstance, calls: readonly CallDef[]): void {
  const missing = calls.filter((call) => !app.boundCalls.has(call.name)).map((call) => call.name);
  if (missing.length > 0) throw new Error(`calls without a handler: ${missing.join(', ')}`);
}

import { parseWithZod } from '@conform-to/zod';
import { LOGIN_PATH } from '@atrium/core';
import type { EndUser } from '@atrium/db';
import { assertSameOrigin } from '@atrium/integrations';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';
import { accountContext, type AccountContext } from '../accounts/account-context.server';
import type { PortalRequest } from '../load-context';
import { PRIVATE_HEADERS } from '../portal/portal-headers';

/**
 * The portal host's route builders (ADR 031), like the builder's (`builderLoader`,
 * `builderAction`): a route says what it answers, the builder does the rest once. Every portal
 * route gets its request context from `portalLoader`/`portalAction`; the /account routes get the
 * portal resolved by host name, the viewer and the 404 for a portal without user accounts from
 * `accountLoader`/`accountAction`, and a form's parsing and 400 answer from `accountFormAction`.
 * Actions refuse cross-site posts first (`assertSameOrigin`, one rule for both apps).
 */
export type { PortalRequest };

/** An /account route: the request, and the portal, viewer and frame of `accountContext`. */
export type AccountRoute = PortalRequest & AccountContext;

/** What an account form answers when it refuses: a message for the form, per-field errors, the email typed. */
export interface AccountFormAnswer {
  error: string;
  fieldErrors: Record<string, string[] | null>;
  email: string;
}

/** An account route's answer: `data()` with private headers. */
export type AccountAnswer<A> = ReturnType<typeof accountAnswer<A>>;

/** An /account form route once its form is valid. */
export interface AccountFormRoute<T, A extends AccountFormAnswer> extends AccountRoute {
  input: T;
  form: FormData;
  /** Refuses with this message and status, the typed email kept. */
  refuse(message: string, status: number): AccountAnswer<A>;
}

function portalRequest({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs): PortalRequest {
  return {
    request,
    params,
    runtime: context.runtime,
    clientIp: context.clientIp,
    pageRender: context.pageRender,
  };
}

/** A loader of any portal route: the handler gets the request context. */
export function portalLoader<T>(handler: (ctx: PortalRequest) => T) {
  return (args: LoaderFunctionArgs): T => handler(portalRequest(args));
}

/** An action of a portal page (a listing's forms): same-origin check, then the handler. */
export function portalAction<T>(handler: (ctx: PortalRequest) => T) {
  return (args: ActionFunctionArgs): T => {
    assertSameOrigin(args.request);
    return handler(portalRequest(args));
  };
}

async function accountRoute(args: LoaderFunctionArgs | ActionFunctionArgs): Promise<AccountRoute> {
  const ctx = portalRequest(args);
  return { ...ctx, ...(await accountContext(ctx.request, ctx.runtime)) };
}

/** A loader of an /account page: the portal (published, with user accounts) and the viewer, then the handler. */
export function accountLoader<T>(handler: (ctx: AccountRoute) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => handler(await accountRoute(args));
}

/** An action of an /account page: same-origin check, the portal and the viewer, then the handler. */
export function accountAction<T>(handler: (ctx: AccountRoute) => Promise<T>) {
  return async (args: ActionFunctionArgs): Promise<T> => {
    assertSameOrigin(args.request);
    return handler(await accountRoute(args));
  };
}

/**
 * An action of an /account form: as `accountAction`, and the form is parsed with its core schema
 * first. An invalid form answers 400 with the fields' errors (passwords never sent back) and the
 * email typed; the handler runs with the valid input. `A` is the handler's answer, a form answer
 * with optional extras only (the 400 answer carries none of them).
 */
export function accountFormAction<S extends z.ZodTypeAny, A extends AccountFormAnswer = AccountFormAnswer>(
  options: { schema: S; hideFields?: string[] },
  handler: (ctx: AccountFormRoute<z.output<S>, A>) => Promise<AccountAnswer<A>>,
) {
  return accountAction(async (ctx): Promise<AccountAnswer<A>> => {
    const form = await ctx.request.formData();
    const email = String(form.get('email') ?? '');
    const submission = parseWithZod(form, { schema: options.schema });
    if (submission.status !== 'success') {
      const reply = submission.reply({ hideFields: options.hideFields });
      return accountAnswer({ error: '', fieldErrors: reply.error ?? {}, email } as A, { status: 400 });
    }
    const refuse = (message: string, status: number) =>
      accountAnswer({ error: message, fieldErrors: {}, email } as A, { status });
    return handler({ ...ctx, input: submission.value as z.output<S>, form, refuse });
  });
}

/** An account route's answer: never stored by a cache (PRIVATE_HEADERS unless other headers are given). */
export function accountAnswer<A>(body: A, init: { status?: number; headers?: HeadersInit } = {}) {
  return data<A>(body, { status: init.status ?? 200, headers: init.headers ?? PRIVATE_HEADERS });
}

/** The signed-in end user; anyone else goes to Log In and comes back to this page. */
export function requireEndUser(ctx: AccountRoute): EndUser {
  const user = ctx.access.user;
  if (!user) throw redirect(`${LOGIN_PATH}?redirectTo=${encodeURIComponent(ctx.path)}`, { headers: PRIVATE_HEADERS });
  return user;
}

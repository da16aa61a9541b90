import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod';
import { safeRedirectPath, ZLoginSchema } from '@atrium/core';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Banner, BlockStack, Button, Link } from '@shopify/polaris';
import { LoginRefused, loginWithPassword } from '../auth/authenticator.server';
import { landingPath } from '../auth/landing-path.server';
import { getCurrentBuilder, startSession } from '../auth/session.server';
import { AuthPage } from '../components/auth-page';
import { FormTextField } from '../components/form-text-field';
import { assertSameOrigin } from '../lib/route-builders.server';

export const meta: MetaFunction = () => [{ title: 'Log in · Atrium' }];

/** Notes other flows leave for the login page (`/login?notice=…`). */
const NOTICES = {
  verified: { tone: 'success', text: 'Your email is verified. Log in to continue.' },
  'email-changed': {
    tone: 'info',
    text: 'Your email address was changed. Log in with your new email; we sent a link there to verify it.',
  },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '');
  const current = await getCurrentBuilder(request, context.runtime);
  if (current) throw redirect(redirectTo || (await landingPath(context.runtime, current.builder.id)));
  const notice = url.searchParams.get('notice');
  return { redirectTo, notice: notice && notice in NOTICES ? NOTICES[notice as keyof typeof NOTICES] : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const redirectTo = safeRedirectPath((await request.clone().formData()).get('redirectTo'), '');
  try {
    const builder = await loginWithPassword(request, context.runtime, context.clientIp);
    const cookie = await startSession(request, context.runtime, builder.id);
    const to = redirectTo || (await landingPath(context.runtime, builder.id));
    return redirect(to, { headers: { 'Set-Cookie': cookie } });
  } catch (error) {
    if (error instanceof LoginRefused) return data(error.reply, { status: error.status });
    throw error;
  }
}

export default function Login() {
  const { redirectTo, notice } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'login',
    lastResult,
    constraint: getZodConstraint(ZLoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ZLoginSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const signupUrl = redirectTo ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup';
  return (
    <AuthPage
      title="Log in"
      aside={
        <>
          New to Atrium? <Link url={signupUrl}>Sign up</Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)}>
        <BlockStack gap="400">
          {form.errors?.[0] ? <Banner tone="critical">{form.errors[0]}</Banner> : null}
          {!form.errors && notice ? <Banner tone={notice.tone}>{notice.text}</Banner> : null}
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormTextField meta={fields.email} label="Email" type="email" autoComplete="email" autoFocus />
          <FormTextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
          <Button submit variant="primary" size="large" fullWidth loading={submitting}>
            Log in
          </Button>
        </BlockStack>
      </Form>
    </AuthPage>
  );
}

import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { ZCreatePortalWizardSchema } from '@atrium/core';
import portalStyles from '@atrium/sections/styles.css?url';
import { data, redirect, type LinksFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { BlockStack, Button, InlineStack, Loading, ProgressBar, Text } from '@shopify/polaris';
import { useEffect, useMemo, useRef } from 'react';
import { BuilderFrame } from '../components/builder-frame';
import { builderAction, builderLoader, requireWorkspace } from '../lib/route-builders.server';
import { checkDomain } from '../portals/check-domain.server';
import { createPortalUrl } from '../portals/portal-list';
import { createPortalFromWizard } from '../portals/wizard/create-portal.server';
import { DataSourceStep } from '../portals/wizard/data-source-step';
import { NameStep } from '../portals/wizard/name-step';
import { templateCards } from '../portals/wizard/template-cards.server';
import { TemplateStep } from '../portals/wizard/template-step';
import { UserGroupsStep, UsersTableStep } from '../portals/wizard/accounts-steps';
import { WIZARD_STEPS, useCreatePortalForm } from '../portals/wizard/use-create-portal-form';
import { FormErrorBanner } from '../components/form-error-banner';
import { replyWithError } from '../lib/form-replies.server';
import { refusalOf } from '../lib/form-results';
import workspaceStyles from '../workspaces/workspaces.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: workspaceStyles },
  { rel: 'stylesheet', href: portalStyles },
];
export const meta: MetaFunction = () => [{ title: 'Create a portal · Atrium' }];

/** `?checkDomain=` answers Next's uniqueness check for step 1's domain. */
export const loader = builderLoader(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const domain = new URL(ctx.request.url).searchParams.get('checkDomain');
  return {
    workspace: { routeId: workspace.routeId, name: workspace.name },
    rootDomain: ctx.runtime.env.PORTAL_ROOT_DOMAIN,
    domainCheck: domain === null ? null : await checkDomain(ctx.runtime.db, domain),
    templates: domain === null ? templateCards() : [],
  };
});

/** Creates the portal (createPortalFromWizard) and opens its first page in the editor. */
export const action = builderAction(async (ctx) => {
  const workspace = await requireWorkspace(ctx, ctx.params.workspaceId);
  const submission = parseWithZod(await ctx.request.formData(), { schema: ZCreatePortalWizardSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  try {
    const created = await createPortalFromWizard(ctx.runtime, {
      workspaceId: workspace.id,
      builder: ctx.builder,
      input: submission.value,
    });
    return redirect(created.pageId ? `/edit/${created.siteId}?pageId=${created.pageId}` : `/edit/${created.siteId}`);
  } catch (error) {
    return replyWithError(submission, error);
  }
});

export default function CreatePortalWizard() {
  const { workspace, rootDomain, templates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const idle = navigation.state === 'idle';
  const templatesWithAccounts = useMemo(
    () => new Set(templates.flatMap((card) => (card.accounts ? [card.id] : []))),
    [templates],
  );
  const { form, step, setStep, stepCount, inputs, source, templateChoice, accountChoice, errors, checking } =
    useCreatePortalForm({ checkUrl: createPortalUrl(workspace.routeId), actionData, idle, templatesWithAccounts });
  const chosenCard = templates.find((card) => card.id === templateChoice.value);
  const accountsPlan = source.dataSource === 'built-in' ? chosenCard?.accounts : null;
  const submitting = navigation.state !== 'idle' && navigation.formMethod !== undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);
  const refusal = idle ? refusalOf(actionData) : undefined;

  return (
    <BuilderFrame>
      {!idle || checking ? <Loading /> : null}
      <Form method="post" {...getFormProps(form)} className="atrium-wizard">
        <header className="atrium-wizard__top">
          <BlockStack gap="200">
            <InlineStack align="space-between" blockAlign="center">
              <Text as="p" variant="headingSm">
                {`Create a portal in ${workspace.name}`}
              </Text>
              <Text as="p" tone="subdued" id="wizard-progress">
                {`Step ${step} of ${stepCount}`}
              </Text>
            </InlineStack>
            <ProgressBar
              progress={(step / stepCount) * 100}
              size="small"
              tone="primary"
              ariaLabelledBy="wizard-progress"
            />
          </BlockStack>
        </header>
        <div className="atrium-wizard__body">
          <div className="atrium-wizard__panel">
            <BlockStack gap="600">
              <Text as="h1" variant="headingXl">
                <span ref={heading} tabIndex={-1}>
                  {WIZARD_STEPS[step - 1]}
                </span>
              </Text>
              <FormErrorBanner errors={[...(form.errors ?? []), ...(refusal ? [refusal.error] : [])]} />
              <div hidden={step !== 1}>
                <NameStep {...inputs} rootDomain={rootDomain} />
              </div>
              <div hidden={step !== 2}>
                <BlockStack gap="600">
                  {/* Templates bring their own built-in tables; generating from a base starts blank. */}
                  {source.dataSource === 'airtable' ? null : <TemplateStep cards={templates} {...templateChoice} />}
                  <DataSourceStep workspaceRouteId={workspace.routeId} {...source} />
                </BlockStack>
              </div>
              {/* Keyed by template: another template's step starts from its own names. */}
              {chosenCard && accountsPlan ? (
                <div hidden={step !== 3} key={`users-${chosenCard.id}`}>
                  <UsersTableStep
                    templateName={chosenCard.name}
                    plan={accountsPlan}
                    accounts={accountChoice.value}
                    onAccountsChange={accountChoice.onChange}
                    error={errors.usersTableName}
                  />
                </div>
              ) : null}
              {chosenCard && accountsPlan && accountChoice.value === 'on' ? (
                <div hidden={step !== 4} key={`groups-${chosenCard.id}`}>
                  <UserGroupsStep plan={accountsPlan} errors={errors.groupNames} />
                </div>
              ) : null}
            </BlockStack>
          </div>
        </div>
        <footer className="atrium-wizard__footer">
          <InlineStack align="space-between">
            {step === 1 ? (
              <Button url={`/workspaces/${workspace.routeId}/portals`}>Back</Button>
            ) : (
              <Button onClick={() => setStep((step - 1) as typeof step)} disabled={submitting}>
                Back
              </Button>
            )}
            <Button variant="primary" submit loading={checking || submitting}>
              {step < stepCount
                ? 'Next'
                : source.dataSource === 'airtable'
                  ? 'Generate from this base'
                  : 'Create portal'}
            </Button>
          </InlineStack>
        </footer>
      </Form>
    </BuilderFrame>
  );
}

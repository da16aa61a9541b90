import type { GettingStartedStep, GettingStartedStepId } from '@atrium/core';
import { BlockStack, Card, Icon, InlineStack, Link, ProgressBar, Text } from '@shopify/polaris';
import { CheckCircleIcon } from '@shopify/polaris-icons';
import { createPortalUrl } from './portal-list';

/** What the workspace home's loader sends: the checklist, for the workspace's newest portal if any. */
export interface GettingStartedData {
  portal: { id: string; name: string } | null;
  steps: GettingStartedStep[];
}

/** Where each step is done: the wizard, the portal's editor or its Users area. */
function stepUrl(id: GettingStartedStepId, workspaceRouteId: number, portalId: string | undefined): string {
  if (id === 'create' || !portalId) return createPortalUrl(workspaceRouteId);
  return id === 'accounts' || id === 'invite' ? `/edit/${portalId}/users` : `/edit/${portalId}`;
}

/**
 * The getting-started checklist (issue 24): from creating a portal to inviting its first
 * clients, each step ticked off from what the builder has done (getPortalProgress) and linked
 * to where it is done. Gone once every step is done.
 */
export function GettingStartedCard({ data, workspaceRouteId }: { data: GettingStartedData; workspaceRouteId: number }) {
  const done = data.steps.filter((s) => s.done).length;
  if (done === data.steps.length) return null;
  return (
    <Card>
      <BlockStack gap="300">
        <BlockStack gap="100">
          <Text as="h2" variant="headingMd">
            {data.portal ? `Getting started with ${data.portal.name}` : 'Getting started'}
          </Text>
          <Text as="p" tone="subdued" id="getting-started-progress">
            {`${done} of ${data.steps.length} steps done`}
          </Text>
        </BlockStack>
        <ProgressBar
          progress={(done / data.steps.length) * 100}
          size="small"
          ariaLabelledBy="getting-started-progress"
        />
        <GettingStartedList
          steps={data.steps}
          hrefFor={(step) => stepUrl(step.id, workspaceRouteId, data.portal?.id)}
        />
      </BlockStack>
    </Card>
  );
}

/**
 * The checklist's steps, each ticked or linked to where it is done (`hrefFor`; a step without
 * an address shows its title and help only). Shared by the workspace home and the editor.
 */
export function GettingStartedList(props: {
  steps: GettingStartedStep[];
  hrefFor: (step: GettingStartedStep) => string | undefined;
}) {
  return (
    <ol className="atrium-getting-started" aria-label="Getting started steps">
      {props.steps.map((step) => {
        const href = step.done ? undefined : props.hrefFor(step);
        return (
          <li key={step.id} className="atrium-getting-started__step" data-done={step.done || undefined}>
            <InlineStack gap="200" blockAlign="start" wrap={false}>
              <span className="atrium-getting-started__mark" aria-hidden="true">
                {step.done ? <Icon source={CheckCircleIcon} tone="success" /> : null}
              </span>
              <BlockStack gap="050">
                {step.done ? (
                  <Text as="span" tone="subdued">
                    {`${step.title} (done)`}
                  </Text>
                ) : href ? (
                  <Link url={href} removeUnderline>
                    {step.title}
                  </Link>
                ) : (
                  <Text as="span" fontWeight="semibold">
                    {step.title}
                  </Text>
                )}
                <Text as="span" variant="bodySm" tone="subdued">
                  {step.help}
                </Text>
              </BlockStack>
            </InlineStack>
          </li>
        );
      })}
    </ol>
  );
}

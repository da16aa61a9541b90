import { BlockStack, Box, Button, Card, Icon, InlineGrid, InlineStack, Text } from '@shopify/polaris';
import { BookOpenIcon, PersonAddIcon, PlusIcon, WorkIcon } from '@shopify/polaris-icons';
import { useCallback, useState, type ComponentProps } from 'react';
import { createPortalUrl } from '../portals/portal-list';
import { CreateWorkspaceModal } from './create-workspace-modal';
import { HELP_URL } from '../help/help-url';

interface HomeCardProps {
  icon: ComponentProps<typeof Icon>['source'];
  title: string;
  description: string;
  action: ComponentProps<typeof Button>;
  actionLabel: string;
}

function HomeCard({ icon, title, description, action, actionLabel }: HomeCardProps) {
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack gap="200" blockAlign="center" wrap={false}>
          <Box background="bg-fill-magic-secondary" borderRadius="200" padding="100">
            <Icon source={icon} tone="magic" />
          </Box>
          <Text as="h2" variant="headingMd">
            {title}
          </Text>
        </InlineStack>
        <Text as="p" tone="subdued">
          {description}
        </Text>
        <InlineStack>
          <Button {...action}>{actionLabel}</Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}

/**
 * The workspace home's cards: Create Workspace (personal space only), Create Portal,
 * Invite Team (team workspaces only) and Tutorials (external, new tab).
 */
export function WorkspaceCards({ workspaceRouteId, isPersonal }: { workspaceRouteId: number; isPersonal: boolean }) {
  const [creating, setCreating] = useState(false);
  const close = useCallback(() => setCreating(false), []);
  return (
    <>
      <InlineGrid columns={{ xs: 1, sm: 2, lg: 3 }} gap="400">
        {isPersonal ? (
          <HomeCard
            icon={WorkIcon}
            title="Create Workspace"
            description="Group portals in a team workspace and work on them together."
            actionLabel="Create Workspace"
            action={{ onClick: () => setCreating(true) }}
          />
        ) : null}
        <HomeCard
          icon={PlusIcon}
          title="Create Portal"
          description="Start a portal on built-in tables with demo data, then shape it in the editor."
          actionLabel="Create Portal"
          action={{ url: createPortalUrl(workspaceRouteId), variant: 'primary' }}
        />
        {isPersonal ? null : (
          <HomeCard
            icon={PersonAddIcon}
            title="Invite Team"
            description="See who works in this workspace and bring in collaborators."
            actionLabel="Invite Team"
            action={{ url: `/workspaces/${workspaceRouteId}/members` }}
          />
        )}
        <HomeCard
          icon={BookOpenIcon}
          title="Tutorials"
          description="Step-by-step guides for building and publishing portals."
          actionLabel="Open tutorials"
          action={{ url: HELP_URL, target: '_blank' }}
        />
      </InlineGrid>
      {isPersonal && creating ? <CreateWorkspaceModal onClose={close} /> : null}
    </>
  );
}

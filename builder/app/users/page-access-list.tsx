import { Badge, Banner, Button, InlineStack, Text } from '@shopify/polaris';
import type { ConfiguredPageAccess, PageAccessRemoval } from './page-access';

/** A page's groups and the rules that cover it, each with Remove, and the warning when people who sign up cannot open it. */
export function PageAccessList({
  access,
  onRemove,
}: {
  access: ConfiguredPageAccess;
  onRemove: (removal: PageAccessRemoval) => void;
}) {
  const groupName = new Map(access.groups.map((g) => [g.id, g.name]));
  return (
    <>
      {access.pageGroups.map((id) => (
        <InlineStack key={id} align="space-between" blockAlign="center">
          <InlineStack gap="200">
            <Badge>Group</Badge>
            <Text as="span">{groupName.get(id) ?? 'Removed group'}</Text>
          </InlineStack>
          <Button
            variant="plain"
            tone="critical"
            onClick={() => onRemove({ kind: 'group', id, name: groupName.get(id) ?? id })}
          >
            Remove
          </Button>
        </InlineStack>
      ))}
      {access.rules.map((rule) => (
        <InlineStack key={rule._id} align="space-between" blockAlign="center">
          <InlineStack gap="200">
            <Badge tone={rule.applyToAll ? 'success' : undefined}>{rule.applyToAll ? 'Public' : 'Rule'}</Badge>
            <Text as="span">{rule.name}</Text>
          </InlineStack>
          <Button variant="plain" tone="critical" onClick={() => onRemove({ kind: 'rule', rule })}>
            Remove
          </Button>
        </InlineStack>
      ))}
      {!access.newUsersCanView && (
        <Banner tone="warning" title="People who sign up will not see this page">
          <p>
            They join no group of this page. Make one of them the default group in Users → Settings, or add people to it
            in Users.
          </p>
        </Banner>
      )}
    </>
  );
}

import { Button, Icon, InlineStack, Text } from '@shopify/polaris';
import { ArrowLeftIcon, PersonIcon, QuestionCircleIcon } from '@shopify/polaris-icons';
import { editorUrl, useEditorPageId } from '../../users/editor-links';

const AREA_NAMES = { users: 'Users' } as const;

/**
 * The editor's top bar on the screens the editor opens (User Management): the same bar, the
 * portal's name, 'Back to editor' to the page the builder was on, the area shown as the current
 * tool, and Help. The screen keeps the editor's frame instead of switching to another app (ADR 056).
 */
export function EditorContextBar({
  site,
  area,
}: {
  site: { id: string; name: string };
  area: keyof typeof AREA_NAMES;
}) {
  const pageId = useEditorPageId();
  return (
    <header className="atrium-editor__topbar">
      <InlineStack gap="200" blockAlign="center" wrap={false}>
        <Button icon={ArrowLeftIcon} url={editorUrl(site.id, pageId)}>
          Back to editor
        </Button>
        <span className="atrium-editor__site-name">
          <Text as="span" variant="headingSm" truncate>
            {site.name}
          </Text>
        </span>
        <Icon source={PersonIcon} tone="subdued" />
        <Text as="span" variant="headingSm">
          {AREA_NAMES[area]}
        </Text>
      </InlineStack>
      <Button icon={QuestionCircleIcon} variant="tertiary" url="/help" target="_blank">
        Help
      </Button>
    </header>
  );
}

import { Button, InlineStack, Text, Tooltip } from '@shopify/polaris';
import type { ReactNode } from 'react';
import {
  ArrowLeftIcon,
  ColorIcon,
  DatabaseIcon,
  ExternalIcon,
  GlobeIcon,
  ImageIcon,
  PersonIcon,
  PlusIcon,
} from '@shopify/polaris-icons';
import type { AutosaveState } from '../document/autosaver';
import type { EditorData } from '../load-editor.server';
import { useVerifiedStatus } from '../../components/use-verified-status';
import { PreviewAsUser, type PreviewViewer } from '../../users/preview-as-user';
import { EmbedMenu } from './embed-menu';
import { GettingStartedMenu } from './getting-started-menu';
import { usersUrl } from '../../users/editor-links';
import { PageMenu } from './page-menu';
import { PublishButton } from './publish-button';
import { HistoryControls, type HistoryProps } from './history-controls';

interface TopBarProps {
  data: EditorData;
  onAddPage: () => void;
  onPageSettings: (pageId: string) => void;
  onPageAccess: (pageId: string) => void;
  /** Opens the Data sources dialog (built-in tables, Airtable connection, refresh interval). */
  onDataSources: () => void;
  /** Opens the App Theme drawer. */
  onTheme: () => void;
  /** Opens the Edit Domain drawer (free subdomain and custom domain). */
  onDomain: () => void;
  /** Opens Branding (logo and favicon). */
  onBranding: () => void;
  onSelectPage: (pageId: string) => void;
  history: HistoryProps;
  save: AutosaveState;
  /** Saves pending changes before publishing; false stops the publish. */
  beforePublish: () => Promise<boolean>;
  /** Preview as a user (portals with user accounts): the chosen viewer, or null while editing. */
  previewAs: { selected: PreviewViewer | null; onSelect: (viewer: PreviewViewer | null) => void };
}

/**
 * The editor's top bar (spec doc 1 §2): back to the portals list, the page menu, Add Page and the
 * Embed menu on the left; undo and redo, the autosave state, Preview Portal and Publish Changes on the right.
 */
export function TopBar({
  data,
  onAddPage,
  onPageSettings,
  onPageAccess,
  onDataSources,
  onTheme,
  onDomain,
  onBranding,
  onSelectPage,
  history,
  save,
  beforePublish,
  previewAs,
}: TopBarProps) {
  const previewUrl = `${data.portal.url}${data.page.path}`;
  // Verified in another tab meanwhile: Publish turns on when the builder comes back to this one.
  const verified = useVerifiedStatus(data.user.verified);
  const previewHelp = data.publication
    ? `Opens this page of your portal in a new tab. It shows the last published version (version ${data.publication.version}); publish to include your latest changes.`
    : 'Opens this page of your portal in a new tab. The preview shows the last published version, and this portal has not been published yet: publish first.';

  return (
    <header className="atrium-editor__topbar">
      <InlineStack gap="200" blockAlign="center" wrap={false}>
        <Button
          icon={ArrowLeftIcon}
          variant="tertiary"
          url={`/workspaces/${data.workspaceRouteId}/portals`}
          accessibilityLabel="Back to portals"
        />
        <span className="atrium-editor__site-name">
          <Text as="span" variant="headingSm" truncate>
            {data.site.name}
          </Text>
        </span>
        <PageMenu
          data={data}
          onAddPage={onAddPage}
          onPageSettings={onPageSettings}
          onPageAccess={onPageAccess}
          onSelectPage={onSelectPage}
        />
        <Tool label="Add Page">
          <Button icon={PlusIcon} onClick={onAddPage}>
            Add Page
          </Button>
        </Tool>
        <Tool label="Embed">
          <EmbedMenu data={data} />
        </Tool>
        <Tool label="Data">
          <Button icon={DatabaseIcon} onClick={onDataSources}>
            Data
          </Button>
        </Tool>
        <Tool label="Users">
          <Button icon={PersonIcon} url={usersUrl(data.site.id, data.page.id)}>
            Users
          </Button>
        </Tool>
        <Tool label="Theme">
          <Button icon={ColorIcon} onClick={onTheme}>
            Theme
          </Button>
        </Tool>
        <Tool label="Branding">
          <Button icon={ImageIcon} onClick={onBranding}>
            Branding
          </Button>
        </Tool>
        <Tool label="Domain">
          <Button icon={GlobeIcon} onClick={onDomain}>
            Domain
          </Button>
        </Tool>
        <Tool label="Getting started">
          <GettingStartedMenu siteId={data.site.id} />
        </Tool>
      </InlineStack>
      <InlineStack gap="200" blockAlign="center" wrap={false}>
        {data.headerAccount && (
          <PreviewAsUser siteId={data.site.id} selected={previewAs.selected} onSelect={previewAs.onSelect} />
        )}
        <HistoryControls history={history} save={save} />
        <Tooltip content={previewHelp} preferredPosition="below" width="wide">
          <Button icon={ExternalIcon} url={previewUrl} target="_blank">
            Preview Portal
          </Button>
        </Tooltip>
        <PublishButton action={data.action} verified={verified} beforePublish={beforePublish} />
      </InlineStack>
    </header>
  );
}

/**
 * A tool of the top bar's left group. Below 1,440 px its label is hidden from sight (still the
 * button's accessible name) and shown on hover, so Preview and Publish Changes keep their room
 * on a 1280 px screen and the bar stays one row (the drawers open under it).
 */
function Tool({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="atrium-editor__tool" title={label}>
      {children}
    </span>
  );
}

import { ZHeaderSchema, type THeader } from '@atrium/core';
import { DocumentDrawer, schemaCheck } from '../drawer-fields/document-drawer';
import { headerTabs } from './header-editor';

/** Edit Header: the header draft in the shared drawer; each change is one undoable edit. */
export function HeaderDrawer(props: {
  siteId: string;
  header: THeader;
  pages: Array<{ id: string; name: string }>;
  onChange: (header: THeader) => void;
  onClose: () => void;
}) {
  return (
    <DocumentDrawer<THeader>
      siteId={props.siteId}
      title="Edit Header"
      closeLabel="Close the header editor"
      tabs={headerTabs(props.header.styles.nav.placement, props.pages)}
      data={props.header}
      check={schemaCheck(ZHeaderSchema)}
      onChange={(header) => props.onChange(header)}
      onClose={props.onClose}
    />
  );
}

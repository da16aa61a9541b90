import { ZFooterSchema, type TFooter } from '@atrium/core';
import { DocumentDrawer, schemaCheck } from '../drawer-fields/document-drawer';
import { footerTabs } from './footer-editor';

/** Edit Footer: the footer draft in the shared drawer; each change is one undoable edit. */
export function FooterDrawer(props: {
  siteId: string;
  footer: TFooter;
  onChange: (footer: TFooter) => void;
  onClose: () => void;
}) {
  return (
    <DocumentDrawer<TFooter>
      siteId={props.siteId}
      title="Edit Footer"
      closeLabel="Close the footer editor"
      tabs={footerTabs(props.footer.layout)}
      data={props.footer}
      check={schemaCheck(ZFooterSchema)}
      onChange={(footer) => props.onChange(footer)}
      onClose={props.onClose}
    />
  );
}

/** What the page shows under the sections (spec doc 3 §2.5): 'Add Footer', 'Footer is hidden', or Edit Footer. */
export function footerState(footer: TFooter): 'hidden' | 'empty' | 'shown' {
  if (footer.disabled) return 'hidden';
  const hasColumns = footer.columns.some((c) => c.category.trim() !== '' || c.links.length > 0);
  const hasSocial = Object.values(footer.social).some((v) => v.trim() !== '');
  const empty = !footer.description.trim() && !footer.text.trim() && !hasColumns && !hasSocial && !footer.logo.show;
  return empty ? 'empty' : 'shown';
}

import { SECTION_CATALOGUE, type TSection } from '@atrium/core';
import { SECTION_EDITORS } from '../../sections/registry';
import { DocumentDrawer, schemaCheck } from '../../drawer-fields/document-drawer';

export interface BlockDrawerProps {
  siteId: string;
  section: TSection;
  /** Pushes new data into the document (one undo step per target while typing). */
  onChange: (data: TSection['data'], target: string) => void;
  onClose: () => void;
}

/**
 * The block drawer (spec doc 2 §2, §4 'Drawer'): the tabs the block's type has (its editor module
 * in builder/app/sections/<type>/editor.ts), validated with the type's schema. Data sections open
 * the full-screen listing editor instead.
 */
export function BlockDrawer({ siteId, section, onChange, onClose }: BlockDrawerProps) {
  const schema = SECTION_CATALOGUE[section.type].schema;
  return (
    <DocumentDrawer<TSection['data']>
      siteId={siteId}
      title={`Edit ${SECTION_CATALOGUE[section.type].label}`}
      closeLabel="Close the block editor"
      tabs={SECTION_EDITORS[section.type].tabs(section.sectionName)}
      data={section.data}
      check={schemaCheck(schema, (data) => ({ ...section, data }))}
      onChange={onChange}
      onClose={onClose}
    />
  );
}

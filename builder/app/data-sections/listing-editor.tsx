import {
  CTA_PREVIEW_MESSAGE,
  FORM_SECTION_SAVED_MESSAGE,
  LISTING_UPDATED_MESSAGE,
  LEGACY_LISTING_MESSAGE,
  dataWithLayout,
  isLegacyListing,
  SECTION_CATALOGUE,
  ZFormFieldSchema,
  ZFormGroupSchema,
  formBuilderView,
  separateEditForm,
  themeCssVariables,
  type TDataData,
  type TFormField,
  type TFormGroup,
  type TSection,
  type TTheme,
} from '@atrium/core';
import {
  BlockHeading,
  CustomForm,
  ListingViews,
  NeighbourBar,
  RecordDetail,
  RenderSection,
  ThemeFontFaces,
  customProperties,
} from '@atrium/sections';
import { Banner, Button, ButtonGroup, Modal, Select, Tabs, Text } from '@shopify/polaris';
import { ArrowLeftIcon, ArrowDownIcon, ArrowUpIcon, DeleteIcon, EditIcon } from '@shopify/polaris-icons';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { TFormBuilderAction } from '@atrium/core';
import { useToast } from '../components/builder-frame';
import { DocumentDrawer, schemaCheck } from '../editor/block-drawer/document-drawer';
import { PREVIEW_FORMS_MESSAGE, isPreviewCta, previewSubmitMessage } from '../editor/components/page-preview';
import {
  BLOCK_KIND_LABELS,
  LISTING_STEP_LABELS,
  listingPanel,
  listingSteps,
  stepToolbar,
  type ListingPanelId,
  type ListingStep,
} from './listing-panels';
import { useListingPreviews } from './use-listing-previews';
import { useListingTable } from './use-listing-table';
import { FormBuilderCanvas } from './form-builder-canvas';
import {
  EDIT_FIELD_TITLE,
  EDIT_GROUP_TITLE,
  FOLLOWS_CREATE_FORM_MESSAGE,
  SEPARATE_EDIT_FORM_LABEL,
  followsCreateForm,
  formFieldSpecs,
  formGroupSpecs,
  type FormKind,
} from './form-panels';
import { useFormBuilder } from './use-form-builder';

type DataSection = Extract<TSection, { type: 'data' }>;

export const LEAVE_LISTING_EDITOR_TITLE = 'Leave the listing editor?';
/** Edit Group and Edit Field, like every form panel (spec doc 2 §9). */
const FORM_ITEM_PANEL_WIDTH = 340;
export const DETAIL_NONE_NOTE =
  'Records of this listing do not open. Choose how they open (a page, a modal or side by side) in Appearance.';
export const DETAIL_EXPAND_NOTE =
  'Records of this list fold open in place with the fields chosen in Appearance. Blocks show when records open on a page, in a modal or side by side.';

/** The panel a step opens with: its toolbar's first (the form builder's steps open on their canvas). */
function firstPanel(step: ListingStep, sectionName: string, data: TDataData): ListingPanelId | null {
  if (step === 'form' || step === 'forms') return null;
  return stepToolbar(step, sectionName, data)[0]?.panel ?? null;
}

/** The Create Record and Edit Record tabs of a listing's Forms step. */
const FORM_VIEW_TABS = [
  { id: 'form-view-create', content: 'Create Record' },
  { id: 'form-view-edit', content: 'Edit Record' },
];

/**
 * The full-screen listing editor (spec doc 2 §2 'Listing editor'): the top bar's Data and
 * Permissions buttons, step tabs (Table or Listing, Detailed View, Forms), Back to editor and
 * Save changes; under it the step's toolbar, a live preview from real records and one side panel
 * at a time. Changes stay in the editor's draft until 'Save changes' puts them in the page
 * (one undo step); leaving with unsaved changes asks first.
 */
export function ListingEditor({
  siteId,
  section,
  theme,
  pages = [],
  onSave,
  onClose,
}: {
  siteId: string;
  section: DataSection;
  theme: TTheme;
  /** The portal's pages (a Form's redirect after submitting). */
  pages?: ReadonlyArray<{ id: string; name: string }>;
  onSave: (data: TDataData, sectionName: string) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const [draft, setDraft] = useState({ data: section.data, sectionName: section.sectionName });
  const saved = JSON.stringify({ data: section.data, sectionName: section.sectionName });
  const dirty = JSON.stringify(draft) !== saved;
  const steps = listingSteps(draft.sectionName);
  const [stepChoice, setStep] = useState<ListingStep>(steps[0]!);
  const step = steps.includes(stepChoice) ? stepChoice : steps[0]!;
  const [panel, setPanel] = useState<ListingPanelId | null>(() =>
    firstPanel(steps[0]!, section.sectionName, section.data),
  );
  const [blockIndex, setBlockIndex] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [picked, setPicked] = useState('');
  const table = useListingTable(siteId, draft.data.source);
  const context = useMemo(() => ({ ...table, pages }), [table, pages]);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => rootRef.current?.focus(), []);

  // The draft renders under an id of its own: the page behind the editor still shows the saved
  // section, and its form fields' ids must not collide with the draft's.
  const previewId = `${section.id}-editing`;
  const draftSection = useMemo(
    () => ({ ...section, id: previewId, sectionName: draft.sectionName, data: draft.data }) as DataSection,
    [section, previewId, draft],
  );
  // The Detailed View previews a record as its modal shows it (any detail type, so it can be edited first).
  const detailId = `${previewId}-detail`;
  const isRecordView = draft.sectionName === 'record1';
  const previewSections = useMemo(() => {
    if (step !== 'detail' || isRecordView) return [draftSection];
    const detailData = { ...draft.data, detail: { ...draft.data.detail, type: 'modal' as const } };
    return [draftSection, { ...draftSection, id: detailId, data: detailData }];
  }, [draftSection, draft.data, step, isRecordView, detailId]);
  // The listing's records come first; the Detailed View then asks for the picked (or first) one.
  const [record, setRecord] = useState('');
  const views = useListingPreviews(siteId, previewSections, undefined, record ? { [detailId]: record } : {});
  const listingView = views[previewId];
  const records = listingView?.records ?? [];
  const shownRecord = picked || records[0]?.id || '';
  useEffect(() => setRecord(shownRecord), [shownRecord]);

  const change = (data: TDataData) => setDraft((current) => ({ ...current, data }));

  // The form builder: a Form section's form, or the listing's create or edit form (create
  // unless the Edit Record tab is active).
  const [formTab, setFormTab] = useState<'create' | 'edit' | null>(null);
  const formView = formBuilderView(formTab);
  const formKind: FormKind | null = step === 'form' ? 'custom' : step === 'forms' ? formView : null;
  const builder = useFormBuilder(draft.data, formKind, change);
  const selection = builder.selection;
  const formDispatch = (action: TFormBuilderAction) => {
    builder.dispatch(action);
    // One panel at a time: what the builder selects replaces the toolbar's panel.
    if (action.type === 'select' || action.type === 'add-group' || action.type === 'add-field') setPanel(null);
  };
  const shownPanel: ListingPanelId | null =
    selection?.kind === 'form'
      ? 'form-settings'
      : selection?.kind === 'submit'
        ? 'form-submit'
        : selection
          ? null
          : panel;
  const check = schemaCheck(SECTION_CATALOGUE.data.schema, (data) => ({ ...draftSection, data }));
  const isForm = draft.sectionName === 'form1';
  const save = () => {
    if (check(draft.data)) return;
    onSave(draft.data, draft.sectionName);
    toast(isForm ? FORM_SECTION_SAVED_MESSAGE : LISTING_UPDATED_MESSAGE);
  };
  const leave = () => (dirty ? setLeaving(true) : onClose());
  const openPanel = (id: ListingPanelId) => {
    // Edit Form is the form's settings: selected like a group or a field (a second click closes it).
    if (id === 'form-settings') {
      formDispatch({ type: 'select', target: { kind: 'form' }, toggle: true });
      return;
    }
    builder.dispatch({ type: 'deselect' });
    setPanel((current) => (current === id ? null : id));
  };
  const selectStep = (next: ListingStep) => {
    builder.dispatch({ type: 'deselect' });
    setStep(next);
    setPanel(firstPanel(next, draft.sectionName, draft.data));
  };
  const closePanel = () => (selection ? builder.dispatch({ type: 'deselect' }) : setPanel(null));
  const current = shownPanel
    ? listingPanel(shownPanel, {
        siteId,
        sectionId: section.id,
        sectionName: draft.sectionName,
        context,
        blockIndex,
        legacy: isLegacyListing({ version: section.version, data: draft.data }),
        blockKind: draft.data.detail.blocks[blockIndex]?.kind,
        onLayout: (sectionName) => setDraft((d) => ({ sectionName, data: dataWithLayout(d.data, sectionName) })),
        onBlockAdded: (index) => {
          setBlockIndex(index);
          setPanel('edit-block');
        },
        formKind: formKind ?? undefined,
      })
    : null;
  // Edit Group and Edit Field edit the selected item itself, through the form builder's actions.
  const selectedGroup = selection?.kind === 'group' ? builder.groups.find((g) => g.id === selection.id) : undefined;
  const selectedField =
    selection?.kind === 'field'
      ? builder.groups.flatMap((g) => g.fields).find((f) => f.id === selection.id)
      : undefined;
  const blocks = draft.data.detail.blocks;
  const editBlock = (index: number) => {
    setBlockIndex(index);
    setPanel('edit-block');
  };
  const moveBlock = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    change({ ...draft.data, detail: { ...draft.data.detail, blocks: next } });
    if (panel === 'edit-block' && blockIndex === index) setBlockIndex(index + by);
  };
  const removeBlock = (index: number) => {
    change({ ...draft.data, detail: { ...draft.data.detail, blocks: blocks.filter((_, i) => i !== index) } });
    if (panel === 'edit-block') setPanel(null);
  };

  // Links in the preview stay in the editor: a record's link opens it in the Detailed View.
  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    // The success screen's 'Back to form' returns to the form.
    if ((event.target as Element).closest('[data-form-back]')) {
      event.preventDefault();
      selectStep('form');
      return;
    }
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    event.preventDefault();
    if (isPreviewCta(anchor)) {
      toast(CTA_PREVIEW_MESSAGE);
      return;
    }
    const href = anchor.getAttribute('href') ?? '';
    const card = records.find((r) => r.href === href);
    const fromQuery = new URLSearchParams(href.split('?')[1] ?? '').get('record');
    const id = card?.id ?? records.find((r) => r.id === fromQuery)?.id;
    if (id && steps.includes('detail')) {
      setPicked(id);
      selectStep('detail');
    }
  }

  const detailView = views[detailId]?.detail?.record;
  let canvas;
  if (step === 'success') {
    const form = listingView?.customForm;
    canvas = (
      <section className="atrium-section atrium-listing">
        <div className="atrium-container">
          {form ? (
            <CustomForm
              sectionId={previewId}
              form={{ ...form, success: draft.data.customForm.success }}
              againHref="#"
              preview
            />
          ) : (
            <p className="atrium-listing__message" role="status">
              {listingView?.message ?? 'Loading the form…'}
            </p>
          )}
        </div>
      </section>
    );
  } else if (step === 'form' || step === 'forms') {
    const custom = step === 'form';
    const form = draft.data.form;
    canvas = (
      <section className="atrium-section atrium-listing">
        <div className="atrium-container">
          {custom && (
            <BlockHeading
              position={0}
              text={draft.data.heading}
              settings={draft.data.textSettings.heading}
              className="atrium-listing__heading"
            />
          )}
          {custom && draft.data.description && <p>{draft.data.description}</p>}
          {!custom && formView === 'edit' && followsCreateForm(draft.data) ? (
            <div className="atrium-listing-editor__empty">
              <Text as="p">{FOLLOWS_CREATE_FORM_MESSAGE}</Text>
              <Button
                onClick={() => change({ ...draft.data, form: { ...form, editGroups: separateEditForm(draft.data) } })}
              >
                {SEPARATE_EDIT_FORM_LABEL}
              </Button>
            </div>
          ) : (
            <FormBuilderCanvas
              kind={formKind ?? 'custom'}
              groups={builder.groups}
              selection={selection}
              dispatch={formDispatch}
              tableFields={context.tableFields}
              submit={
                custom
                  ? draft.data.customForm.submit
                  : { ...form.submit, label: formView === 'create' ? form.createLabel : 'Save changes' }
              }
              styles={custom ? draft.data.customForm.styles : undefined}
              idPrefix={`builder-${previewId}`}
            />
          )}
        </div>
      </section>
    );
  } else if (step === 'table' || step === 'listing' || (step === 'detail' && isRecordView)) {
    canvas =
      step === 'table' && draft.data.tableFields.length === 0 ? (
        <div className="atrium-listing-editor__empty">
          <Text as="h2" variant="headingLg">
            Empty Table
          </Text>
          <Button variant="primary" onClick={() => setPanel('table-fields')}>
            Select Fields
          </Button>
        </div>
      ) : (
        <RenderSection section={draftSection} position={0} preview />
      );
  } else if (step === 'detail') {
    canvas = (
      <section className="atrium-section atrium-record">
        <div className="atrium-container">
          {detailView ? (
            <>
              <RecordDetail record={detailView} sectionId={previewId} headingLevel={1} />
              {draft.data.detail.type !== 'sideBySide' && detailView.neighbours && (
                <NeighbourBar neighbours={detailView.neighbours} />
              )}
            </>
          ) : (
            <p className="atrium-listing__message" role="status">
              {listingView?.message ?? 'Loading a record…'}
            </p>
          )}
        </div>
      </section>
    );
  }

  return (
    <div
      ref={rootRef}
      tabIndex={-1}
      className="atrium-listing-editor"
      role="dialog"
      aria-modal="true"
      aria-label="Listing editor"
    >
      <header className="atrium-listing-editor__bar">
        <Button icon={ArrowLeftIcon} onClick={leave}>
          Back to editor
        </Button>
        <ButtonGroup>
          <Button pressed={shownPanel === 'data-source'} onClick={() => openPanel('data-source')}>
            Data
          </Button>
          <Button pressed={shownPanel === 'permissions'} onClick={() => openPanel('permissions')}>
            Permissions
          </Button>
        </ButtonGroup>
        <div className="atrium-listing-editor__steps">
          <Tabs
            tabs={steps.map((s) => ({ id: `listing-step-${s}`, content: LISTING_STEP_LABELS[s] }))}
            selected={steps.indexOf(step)}
            onSelect={(index) => selectStep(steps[index]!)}
          />
        </div>
        <Button variant="primary" disabled={!dirty} onClick={save}>
          {isForm ? 'Save Form' : 'Save changes'}
        </Button>
      </header>
      <div className="atrium-listing-editor__toolbar" role="toolbar" aria-label={`${LISTING_STEP_LABELS[step]} tools`}>
        {stepToolbar(step, draft.sectionName, draft.data).map((tool) => (
          <Button
            key={tool.panel}
            size="slim"
            pressed={shownPanel === tool.panel}
            onClick={() => openPanel(tool.panel)}
          >
            {tool.label}
          </Button>
        ))}
        {step === 'detail' && !isRecordView && records.length > 0 && (
          <div className="atrium-listing-editor__picker">
            <Select
              label="Preview record"
              labelInline
              options={records.map((r) => ({ label: r.title || r.id, value: r.id }))}
              value={shownRecord}
              onChange={setPicked}
            />
          </div>
        )}
      </div>
      <div className="atrium-listing-editor__body">
        <div className="atrium-listing-editor__main">
          {isLegacyListing({ version: section.version, data: draft.data }) && (
            <Banner tone="warning" title="No longer supported">
              {LEGACY_LISTING_MESSAGE}
            </Banner>
          )}
          {step === 'detail' && !isRecordView && draft.data.detail.type === 'none' && (
            <Banner tone="info">{DETAIL_NONE_NOTE}</Banner>
          )}
          {step === 'detail' && !isRecordView && draft.data.detail.type === 'expand' && (
            <Banner tone="info">{DETAIL_EXPAND_NOTE}</Banner>
          )}
          {step === 'forms' && (
            <div className="atrium-listing-editor__form-views">
              <Tabs
                tabs={FORM_VIEW_TABS}
                selected={formView === 'create' ? 0 : 1}
                onSelect={(index) => {
                  builder.dispatch({ type: 'deselect' });
                  setFormTab(index === 0 ? 'create' : 'edit');
                }}
              />
            </div>
          )}
          {step === 'detail' && (
            <BlockOutline
              blocks={blocks}
              selected={panel === 'edit-block' ? blockIndex : -1}
              onAdd={() => setPanel('add-block')}
              onEdit={editBlock}
              onMove={moveBlock}
              onRemove={removeBlock}
              empty={draft.data.detail.fields.length === 0}
            />
          )}
          <div
            className="atrium-portal atrium-listing-editor__canvas"
            style={customProperties(themeCssVariables(theme))}
            onClickCapture={onClickCapture}
            onSubmitCapture={(event) => {
              event.preventDefault();
              const intent = (event.target as HTMLFormElement).querySelector<HTMLInputElement>(
                'input[name="intent"]',
              )?.value;
              toast(previewSubmitMessage(intent) ?? PREVIEW_FORMS_MESSAGE);
            }}
          >
            <ThemeFontFaces theme={theme} />
            <ListingViews.Provider value={views}>{canvas}</ListingViews.Provider>
          </div>
        </div>
        {current && shownPanel && (
          <div className="atrium-listing-editor__panel" style={{ width: current.width }}>
            <DocumentDrawer<TDataData>
              key={`${shownPanel}-${blockIndex}-${formKind ?? ''}`}
              siteId={siteId}
              title={current.title}
              closeLabel={`Close ${current.title}`}
              tabs={current.tabs}
              data={draft.data}
              check={check}
              onChange={(data) => change(data)}
              onClose={closePanel}
              embedded
            />
          </div>
        )}
        {selectedGroup && (
          <div className="atrium-listing-editor__panel" style={{ width: FORM_ITEM_PANEL_WIDTH }}>
            <DocumentDrawer<TFormGroup>
              key={selectedGroup.id}
              siteId={siteId}
              title={EDIT_GROUP_TITLE}
              closeLabel={`Close ${EDIT_GROUP_TITLE}`}
              tabs={[{ id: 'group', label: 'Group', fields: formGroupSpecs() }]}
              data={selectedGroup}
              check={schemaCheck(ZFormGroupSchema)}
              onChange={(group) =>
                builder.dispatch({ type: 'update-group', id: selectedGroup.id, changes: ZFormGroupSchema.parse(group) })
              }
              onClose={closePanel}
              embedded
            />
          </div>
        )}
        {selectedField && (
          <div className="atrium-listing-editor__panel" style={{ width: FORM_ITEM_PANEL_WIDTH }}>
            <DocumentDrawer<TFormField>
              key={selectedField.id}
              siteId={siteId}
              title={EDIT_FIELD_TITLE}
              closeLabel={`Close ${EDIT_FIELD_TITLE}`}
              tabs={[
                {
                  id: 'field',
                  label: 'Field',
                  fields: formFieldSpecs(context, {
                    // Fields the form already fills, and a user listing's link to its people (set by the server).
                    taken: new Set([
                      ...builder.groups.flatMap((g) =>
                        g.fields.filter((f) => f.id !== selectedField.id).map((f) => f.fieldId),
                      ),
                      ...(draft.data.listingType === 'user' ? [draft.data.userLinkFieldId] : []),
                    ]),
                  }),
                },
              ]}
              data={selectedField}
              check={schemaCheck(ZFormFieldSchema)}
              onChange={(field) =>
                builder.dispatch({ type: 'update-field', id: selectedField.id, changes: ZFormFieldSchema.parse(field) })
              }
              onClose={closePanel}
              embedded
            />
          </div>
        )}
      </div>
      {leaving && (
        <Modal
          open
          title={LEAVE_LISTING_EDITOR_TITLE}
          onClose={() => setLeaving(false)}
          primaryAction={{
            content: isForm ? 'Save Form' : 'Save changes',
            onAction: () => {
              save();
              onClose();
            },
          }}
          secondaryActions={[
            { content: 'Exit editor', destructive: true, onAction: onClose },
            { content: 'Cancel', onAction: () => setLeaving(false) },
          ]}
        >
          <Modal.Section>
            <Text as="p">Your changes to this listing are not saved. Exit editor discards them.</Text>
          </Modal.Section>
        </Modal>
      )}
    </div>
  );
}

/** The detail view's blocks in order, each with edit, move and remove controls, and Add Block. */
function BlockOutline(props: {
  blocks: TDataData['detail']['blocks'];
  selected: number;
  empty: boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}) {
  const { blocks } = props;
  if (blocks.length === 0) {
    return (
      <div className="atrium-listing-editor__outline atrium-listing-editor__outline--empty">
        <Text as="p" tone="subdued">
          {props.empty
            ? 'No blocks yet: the record shows its fields. Add blocks to arrange it.'
            : 'No blocks yet: the record shows the fields chosen in Appearance.'}
        </Text>
        <Button onClick={props.onAdd}>Add Block</Button>
      </div>
    );
  }
  return (
    <ol className="atrium-listing-editor__outline" aria-label="Blocks">
      {blocks.map((block, index) => {
        const name = `${BLOCK_KIND_LABELS[block.kind]}${block.title ? `: ${block.title}` : ''}`;
        return (
          <li key={block.id} aria-current={props.selected === index ? 'true' : undefined}>
            <span>{name}</span>
            <Button
              size="slim"
              icon={EditIcon}
              accessibilityLabel={`Edit block ${name}`}
              onClick={() => props.onEdit(index)}
            />
            <Button
              size="slim"
              icon={ArrowUpIcon}
              accessibilityLabel={`Move block ${name} up`}
              disabled={index === 0}
              onClick={() => props.onMove(index, -1)}
            />
            <Button
              size="slim"
              icon={ArrowDownIcon}
              accessibilityLabel={`Move block ${name} down`}
              disabled={index === blocks.length - 1}
              onClick={() => props.onMove(index, 1)}
            />
            <Button
              size="slim"
              icon={DeleteIcon}
              tone="critical"
              accessibilityLabel={`Remove block ${name}`}
              onClick={() => props.onRemove(index)}
            />
          </li>
        );
      })}
    </ol>
  );
}

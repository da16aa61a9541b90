import type { DataRecord, TableField } from '@atrium/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { AttachmentCellModal } from './attachment-cell-modal';
import { GridRows } from './grid-rows';
import { AddRecordRow, GridStatus } from './grid-status';
import { LinkCellModal } from './link-cell-modal';
import { RecordsTable } from './records-table';
import { useGridEditing } from './use-grid-editing';
import type { useGridRecords } from './use-grid-state';

/** A row's height before it is measured, and the sticky header's, which scrolling keeps clear. */
const ROW_HEIGHT = 33;
const HEADER_HEIGHT = 34;
/** Rows left below the last one in view when the next page is read. */
const LOAD_AHEAD = 20;

/**
 * The grid as a spreadsheet (issue 21, ADR 037): cells edited in place and saved at once, keys,
 * copy and paste, undo and redo, and a virtualised body that reads the next page from the server as the
 * builder scrolls near the end of the loaded records.
 */
export function EditableGrid(props: {
  api: string;
  fields: TableField[];
  grid: ReturnType<typeof useGridRecords>;
  sort: { fieldId: string | null; desc: boolean };
  onSort: (field: TableField) => void;
  /** The header's field menus (RecordsTable's allFields, primaryFieldId, onFieldAction). */
  header: Pick<Parameters<typeof RecordsTable>[0], 'allFields' | 'primaryFieldId' | 'onFieldAction'>;
  onOpen: (record: DataRecord) => void;
  empty: string;
}) {
  const { api, fields, grid } = props;
  const { records } = grid;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: records.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => records[index]?.id ?? index,
    overscan: 10,
    // Rows the server renders before the browser measures the box.
    initialRect: { width: 1024, height: 720 },
    scrollPaddingStart: HEADER_HEIGHT,
  });
  const editing = useGridEditing({
    api,
    fields,
    grid,
    onOpen: props.onOpen,
    // Scrolls the box itself, then tells the virtualiser at once (a scroll event of our own: the
    // browser's comes a frame later). Until it knows, a page arriving in between made it keep the
    // row that was in view (it anchors to its last known offset) and scroll back there: Ctrl+Home
    // pressed as a page arrived focused the first row, which then scrolled away.
    scrollToRow: (row) => {
      const box = scrollRef.current;
      const start = virtualizer.getOffsetForIndex(row, 'start')?.[0];
      const end = virtualizer.getOffsetForIndex(row, 'end')?.[0];
      if (!box || start === undefined || end === undefined) return;
      const before = box.scrollTop;
      if (start < box.scrollTop) box.scrollTop = start;
      else if (end > box.scrollTop) box.scrollTop = end;
      if (box.scrollTop !== before) box.dispatchEvent(new Event('scroll'));
    },
  });
  const { cursor } = editing;

  // Near the end of the loaded records, the next page (the cursor API, a page at a time).
  const lastInView = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  const { cursor: nextPage, loadingMore, loadMore } = grid;
  useEffect(() => {
    if (nextPage && !loadingMore && lastInView >= records.length - LOAD_AHEAD) loadMore();
    // loadMore is a new function each render; the page, the loading and the row in view decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextPage, loadingMore, lastInView, records.length]);

  // Links and attachments are edited in a dialog over the grid rather than in their cell.
  const dialogField = cursor.editing ? fields[cursor.col - 1] : undefined;
  const dialogRecord = records[cursor.row];
  return (
    <>
      <RecordsTable
        {...props.header}
        fields={fields}
        sort={props.sort}
        onSort={props.onSort}
        scrollRef={scrollRef}
        tableRef={editing.tableRef}
        gridProps={{ ...editing.tableProps, 'aria-rowcount': nextPage ? -1 : records.length + 2 }}
      >
        <GridRows
          fields={fields}
          records={records}
          linkNames={grid.linkNames}
          virtualizer={virtualizer}
          cursor={cursor}
          states={editing.saves.states}
          ticked={grid.selected}
          onTick={grid.toggle}
          onOpen={props.onOpen}
          empty={props.empty}
          onSelect={editing.select}
          onActivate={editing.activateAt}
          onCommit={editing.commit}
          onCancel={editing.cancel}
        />
        <AddRecordRow
          row={records.length}
          cols={fields.length + 1}
          active={cursor.row >= records.length}
          adding={editing.adding}
          onAdd={editing.addRecord}
        />
      </RecordsTable>
      <GridStatus status={editing.saves.status} history={editing.history} />
      {dialogField?.type === 'multipleRecordLinks' && dialogRecord ? (
        <LinkCellModal
          api={api}
          field={dialogField}
          value={dialogRecord.fields[dialogField.id]}
          linkNames={grid.linkNames}
          onNames={grid.addLinkNames}
          onCommit={editing.commit}
          onCancel={editing.cancel}
        />
      ) : null}
      {dialogField?.type === 'multipleAttachments' && dialogRecord ? (
        <AttachmentCellModal
          api={api}
          field={dialogField}
          value={dialogRecord.fields[dialogField.id]}
          onCommit={editing.commit}
          onCancel={editing.cancel}
        />
      ) : null}
    </>
  );
}

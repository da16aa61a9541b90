import { createEmptyHistoryState } from '@lexical/history';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $isListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $getSelectionStyleValueForProperty, $patchStyleText } from '@lexical/selection';
import {
  HEX_COLOR_PATTERN,
  RICH_TEXT_FONT_SIZES,
  RICH_TEXT_UNDO_DEPTH,
  isAllowedRichTextLink,
  type TRichText,
} from '@atrium/core';
import {
  $createParagraphNode,
  $getSelection,
  $isParagraphNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  RootNode,
  type ElementFormatType,
} from 'lexical';
import { useEffect, useId, useRef, useState } from 'react';
import { $importRichText, RICH_TEXT_NODES, exportRichText } from './lexical-document';
import { BLOCK_TYPES, setBlockType, type TBlockType } from './block-types';
import { SlashMenuPlugin } from './slash-menu';

/** The editors' class names (rich-text.css). */
export const RICH_TEXT_THEME = {
  paragraph: 'atrium-rich-text__p',
  quote: 'atrium-rich-text__quote',
  link: 'atrium-rich-text__link',
  text: {
    bold: 'atrium-rt-bold',
    italic: 'atrium-rt-italic',
    underline: 'atrium-rt-underline',
    strikethrough: 'atrium-rt-strikethrough',
  },
};

export interface RichTextEditorProps {
  label: string;
  value: TRichText | null;
  onChange: (value: TRichText | null) => void;
  /** The content always ends with a paragraph (a Form's success screen, spec doc 2 §4). */
  endsWithParagraph?: boolean;
}

/**
 * Rich text with Lexical (spec doc 2 §5): block types (paragraph, headings 1–6, quote, lists),
 * bold/italic/underline, alignment, links (a scheme is required and javascript: is refused; Set
 * Link stays disabled otherwise), a text colour (3- or 6-digit hex, cleared on blur otherwise),
 * the offered font sizes, a slash menu at the start of a top-level paragraph, and its own undo
 * of depth 10. What it emits is the stored schema's JSON (ADR 011).
 */
export function RichTextEditor({ label, value, onChange, endsWithParagraph = false }: RichTextEditorProps) {
  const labelId = useId();
  const [history] = useState(createEmptyHistoryState);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div className="atrium-rich-text" ref={setContainer}>
      <span className="atrium-rich-text__label" id={labelId}>
        {label}
      </span>
      <LexicalComposer
        initialConfig={{
          namespace: 'atrium-rich-text',
          nodes: RICH_TEXT_NODES,
          onError: (error) => {
            throw error;
          },
          editorState: () => $importRichText(value),
          theme: RICH_TEXT_THEME,
        }}
      >
        <Toolbar />
        <div className="atrium-rich-text__surface">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="atrium-rich-text__input"
                aria-labelledby={labelId}
                aria-multiline
                role="textbox"
              />
            }
            placeholder={<div className="atrium-rich-text__placeholder">Type, or press / for blocks</div>}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin externalHistoryState={history} />
        <UndoDepthPlugin history={history} />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedRichTextLink} />
        <SlashMenuPlugin onChoose={setBlockType} parent={container ?? undefined} />
        {endsWithParagraph && <TrailingParagraphPlugin />}
        <SyncPlugin value={value} onChange={onChange} />
      </LexicalComposer>
    </div>
  );
}

/**
 * Keeps a paragraph at the end: a heading, quote or list that would end the content gets an
 * empty paragraph after it, so there is always a place to type below it.
 */
function TrailingParagraphPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerNodeTransform(RootNode, (root) => {
        const last = root.getLastChild();
        if (last !== null && !$isParagraphNode(last)) root.append($createParagraphNode());
      }),
    [editor],
  );
  return null;
}

/** Keeps the editor's own undo stack at RICH_TEXT_UNDO_DEPTH steps (spec doc 2 §5). */
function UndoDepthPlugin({ history }: { history: ReturnType<typeof createEmptyHistoryState> }) {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerUpdateListener(() => {
        const extra = history.undoStack.length - RICH_TEXT_UNDO_DEPTH;
        if (extra > 0) history.undoStack.splice(0, extra);
      }),
    [editor, history],
  );
  return null;
}

/**
 * Emits each change in the stored shape; a value changed from outside (the page's undo) is loaded
 * into the editor, while the value it emitted itself is not loaded back.
 */
function SyncPlugin({ value, onChange }: Pick<RichTextEditorProps, 'value' | 'onChange'>) {
  const [editor] = useLexicalComposerContext();
  const emitted = useRef(JSON.stringify(value));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (tags.has('atrium-external') || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
        const next = exportRichText(editorState);
        const serialized = JSON.stringify(next);
        if (serialized === emitted.current) return;
        emitted.current = serialized;
        onChangeRef.current(next);
      }),
    [editor],
  );
  useEffect(() => {
    const serialized = JSON.stringify(value);
    if (serialized === emitted.current) return;
    emitted.current = serialized;
    editor.update(() => $importRichText(value), { tag: 'atrium-external' });
  }, [editor, value]);
  return null;
}

export interface ToolbarState {
  block: TBlockType;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  align: ElementFormatType;
  link: string | null;
  color: string;
  fontSize: string;
}

const INITIAL_TOOLBAR_STATE: ToolbarState = {
  block: 'paragraph',
  bold: false,
  italic: false,
  underline: false,
  align: 'left',
  link: null,
  color: '',
  fontSize: '',
};

/** The toolbar's state at the selection (null without a text selection). */
export function readToolbarState(): ToolbarState | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return null;
  const anchor = selection.anchor.getNode();
  const top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow();
  let block: TBlockType = 'paragraph';
  if ($isHeadingNode(top)) block = top.getTag();
  else if ($isQuoteNode(top)) block = 'quote';
  else if ($isListNode(top)) block = top.getListType() === 'number' ? 'number' : 'bullet';
  const parent = anchor.getParent();
  const link = $isLinkNode(parent) ? parent.getURL() : $isLinkNode(anchor) ? anchor.getURL() : null;
  const element = $isRootOrShadowRoot(top) ? null : top;
  const format = element && 'getFormatType' in element ? (element.getFormatType() as ElementFormatType) : '';
  return {
    block,
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    align: format || 'left',
    link,
    color: $getSelectionStyleValueForProperty(selection, 'color', ''),
    fontSize: $getSelectionStyleValueForProperty(selection, 'font-size', ''),
  };
}

/** The toolbar's state, read again after every change of the editor. */
export function useToolbarState(): ToolbarState {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<ToolbarState>(INITIAL_TOOLBAR_STATE);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read(readToolbarState);
        if (next) setState(next);
      }),
    [editor],
  );
  return state;
}

function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState();
  const patchStyle = (patch: Record<string, string | null>) =>
    editor.update(() => {
      const selection = $getSelection();
      if (selection) $patchStyleText(selection, patch);
    });

  return (
    <div className="atrium-rich-text__toolbar" role="toolbar" aria-label="Formatting">
      <select
        aria-label="Block type"
        value={state.block}
        onChange={(e) => setBlockType(editor, e.currentTarget.value as TBlockType)}
      >
        {BLOCK_TYPES.map((type) => (
          <option key={type.value} value={type.value}>
            {type.label}
          </option>
        ))}
      </select>
      {(['bold', 'italic', 'underline'] as const).map((format) => (
        <button
          key={format}
          type="button"
          aria-pressed={state[format]}
          aria-label={format[0]!.toUpperCase() + format.slice(1)}
          className={`atrium-rich-text__tool atrium-rich-text__tool--${format}`}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
        >
          {format[0]!.toUpperCase()}
        </button>
      ))}
      <select
        aria-label="Alignment"
        value={state.align === 'start' ? 'left' : state.align === 'end' ? 'right' : state.align}
        onChange={(e) => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, e.currentTarget.value as ElementFormatType)}
      >
        <option value="left">Left</option>
        <option value="center">Centre</option>
        <option value="right">Right</option>
        <option value="justify">Justify</option>
      </select>
      <select
        aria-label="Font size"
        value={state.fontSize}
        onChange={(e) => patchStyle({ 'font-size': e.currentTarget.value || null })}
      >
        <option value="">Default size</option>
        {RICH_TEXT_FONT_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <ColorInput color={state.color} onColor={(color) => patchStyle({ color })} />
      <LinkTool link={state.link} />
    </div>
  );
}

/** Text colour: a hex typed in; anything else is cleared on blur. */
function ColorInput({ color, onColor }: { color: string; onColor: (color: string | null) => void }) {
  const [colorDraft, setColorDraft] = useState<string | null>(null);
  return (
    <input
      aria-label="Text colour"
      className="atrium-rich-text__color"
      placeholder="#1a73e8"
      value={colorDraft ?? color}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setColorDraft(next);
        if (next === '') onColor(null);
        else if (HEX_COLOR_PATTERN.test(next)) onColor(next);
      }}
      onBlur={() => {
        // Spec doc 2 §5: anything but a 3- or 6-digit hex with # is cleared on blur.
        setColorDraft(colorDraft !== null && colorDraft !== '' && !HEX_COLOR_PATTERN.test(colorDraft) ? '' : null);
      }}
    />
  );
}

/** Link: the toggle, then the URL with Set Link and Remove Link (only links the rich text allows). */
export function LinkTool({ link }: { link: string | null }) {
  const [editor] = useLexicalComposerContext();
  const [linkDraft, setLinkDraft] = useState<string | null>(null);
  const linkValid = linkDraft !== null && isAllowedRichTextLink(linkDraft);
  return (
    <>
      <button
        type="button"
        className="atrium-rich-text__tool"
        aria-pressed={link !== null}
        aria-expanded={linkDraft !== null}
        onClick={() => setLinkDraft(linkDraft === null ? (link ?? 'https://') : null)}
      >
        Link
      </button>
      {linkDraft !== null && (
        <div className="atrium-rich-text__link-form">
          <input
            aria-label="Link URL"
            value={linkDraft}
            onChange={(e) => setLinkDraft(e.currentTarget.value)}
            aria-invalid={!linkValid}
          />
          <button
            type="button"
            disabled={!linkValid}
            onClick={() => {
              editor.dispatchCommand(TOGGLE_LINK_COMMAND, linkDraft.trim());
              setLinkDraft(null);
            }}
          >
            Set Link
          </button>
          {link !== null && (
            <button
              type="button"
              onClick={() => {
                editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
                setLinkDraft(null);
              }}
            >
              Remove Link
            </button>
          )}
          {!linkValid && (
            <p className="atrium-rich-text__hint" role="status">
              A link needs a scheme, like https://example.com or mailto:name@example.com.
            </p>
          )}
        </div>
      )}
    </>
  );
}

import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { REMOVE_LIST_COMMAND } from '@lexical/list';
import { isAllowedRichTextLink } from '@atrium/core';
import { mergeRegister } from '@lexical/utils';
import { COMMAND_PRIORITY_HIGH, FORMAT_TEXT_COMMAND, KEY_ENTER_COMMAND, KEY_ESCAPE_COMMAND } from 'lexical';
import { useEffect, useId } from 'react';
import { setBlockType } from './block-types';
import { RICH_TEXT_NODES } from './lexical-document';
import { $importMarkdown, exportMarkdown } from './markdown';
import { LinkTool, RICH_TEXT_THEME, useToolbarState } from './rich-text-editor';

export interface MarkdownEditorProps {
  label: string;
  /** Markdown, as a rich text cell holds it. */
  value: string;
  onChange: (markdown: string) => void;
  /** Ctrl or Cmd+Enter, anywhere in the editor and its toolbar. */
  onSubmit?: () => void;
  /** Escape in the text (Lexical would otherwise blur the editor, which a cell takes as leaving it). */
  onEscape?: () => void;
  autoFocus?: boolean;
}

/**
 * A rich text cell's editor (the grid's and the record form's): Lexical with a small toolbar —
 * bold, italic, a link (only the links the portal's rich text allows), bulleted and numbered
 * lists — reading and writing markdown (ADR 039). Enter starts a paragraph, Shift+Enter a line,
 * Tab leaves for the toolbar and the host's buttons; Ctrl or Cmd+Enter is the host's `onSubmit`,
 * Escape its `onEscape` when it has one.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const labelId = useId();
  const { onSubmit } = props;
  return (
    <div
      className="atrium-rich-text atrium-rich-text--markdown"
      onKeyDown={(event) => {
        if (onSubmit && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onSubmit();
        }
      }}
    >
      <span className="atrium-rich-text__label" id={labelId}>
        {props.label}
      </span>
      <LexicalComposer
        initialConfig={{
          namespace: 'atrium-markdown',
          nodes: RICH_TEXT_NODES,
          onError: (error) => {
            throw error;
          },
          editorState: () => $importMarkdown(props.value),
          theme: RICH_TEXT_THEME,
        }}
      >
        <MarkdownToolbar />
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
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedRichTextLink} />
        <OnChangePlugin ignoreSelectionChange onChange={(state) => props.onChange(exportMarkdown(state))} />
        <HostKeysPlugin onEscape={props.onEscape} />
        {props.autoFocus ? <AutoFocusPlugin defaultSelection="rootEnd" /> : null}
      </LexicalComposer>
    </div>
  );
}

/** Ctrl or Cmd+Enter is the host's (save), never a new paragraph; so is Escape when the host takes it. */
function HostKeysPlugin({ onEscape }: { onEscape?: () => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          KEY_ENTER_COMMAND,
          (event) => Boolean(event && (event.ctrlKey || event.metaKey)),
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerCommand(
          KEY_ESCAPE_COMMAND,
          (event) => {
            if (!onEscape) return false;
            event.preventDefault();
            onEscape();
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor, onEscape],
  );
  return null;
}

function MarkdownToolbar() {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState();
  return (
    <div className="atrium-rich-text__toolbar" role="toolbar" aria-label="Formatting">
      {(['bold', 'italic'] as const).map((format) => (
        <button
          key={format}
          type="button"
          aria-pressed={state[format]}
          aria-label={format === 'bold' ? 'Bold' : 'Italic'}
          className={`atrium-rich-text__tool atrium-rich-text__tool--${format}`}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
        >
          {format === 'bold' ? 'B' : 'I'}
        </button>
      ))}
      <LinkTool link={state.link} />
      {(['bullet', 'number'] as const).map((list) => (
        <button
          key={list}
          type="button"
          aria-pressed={state.block === list}
          className="atrium-rich-text__tool"
          onClick={() =>
            state.block === list ? editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined) : setBlockType(editor, list)
          }
        >
          {list === 'bullet' ? 'Bulleted list' : 'Numbered list'}
        </button>
      ))}
    </div>
  );
}

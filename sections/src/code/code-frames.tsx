import { createContext, useContext, useEffect, useRef, useState } from 'react';

/**
 * What a code block's frame may do (ADR 010): run scripts, submit forms and open links in new
 * tabs, but never `allow-same-origin`: the snippet runs in an opaque origin and cannot read the
 * portal's cookies, storage or page. The same tokens sandbox the frame's document itself (its
 * Content-Security-Policy `sandbox` directive, ADR 021), so it stays sandboxed even when opened
 * on its own.
 */
export const CODE_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** A published code block's document on the portal host: the snippet, served with its own policy. */
export function codeFramePath(pageId: string, sectionId: string): string {
  return `/_atrium/code/${encodeURIComponent(pageId)}/${encodeURIComponent(sectionId)}`;
}

/** The portal host's empty frame document the builder's preview posts a draft snippet to. */
export const CODE_PREVIEW_PATH = '/_atrium/code-preview';

/** The message the preview posts to that document. */
export const CODE_SNIPPET_MESSAGE = 'atrium:code-snippet';

/**
 * Where code blocks get their frame documents. A `srcdoc` frame would inherit the page's
 * Content-Security-Policy (no inline script without the page's nonce), so snippets run in
 * documents the portal host serves with a policy of their own (ADR 021):
 * - `published` (portal pages): `/_atrium/code/{pageId}/{sectionId}`, the snippet of the page's
 *   published snapshot, to viewers who may open the page;
 * - `preview` (the builder): the portal host's `/_atrium/code-preview`, to which the preview
 *   posts the draft snippet, so it runs on the portal's origin, never on the builder's.
 * Without either (thumbnails outside the editor), a code block shows a plain note.
 */
export type TCodeFrames = { kind: 'published'; pageId: string } | { kind: 'preview'; documentUrl: string };

export const CodeFrames = createContext<TCodeFrames | undefined>(undefined);

interface CodeFrameProps {
  sectionId: string;
  snippet: string;
  title: string;
  height: number;
}

export function CodeFrame(props: CodeFrameProps) {
  const frames = useContext(CodeFrames);
  const style = { height: `${props.height}px` };
  if (frames?.kind === 'published') {
    return (
      <iframe
        className="atrium-code__frame"
        title={props.title}
        sandbox={CODE_SANDBOX}
        src={codeFramePath(frames.pageId, props.sectionId)}
        loading="lazy"
        style={style}
      />
    );
  }
  if (frames?.kind === 'preview') return <PreviewCodeFrame {...props} documentUrl={frames.documentUrl} />;
  return (
    <div className="atrium-code__frame atrium-code__frame--note" style={style}>
      Custom code runs here on the portal.
    </div>
  );
}

/** How long the preview waits after the last change to a snippet before running it again. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The builder's live preview of a code block: a fresh portal-origin frame for each version of the
 * snippet (typing is debounced), which receives the snippet once it has loaded.
 */
function PreviewCodeFrame({ snippet, title, height, documentUrl }: CodeFrameProps & { documentUrl: string }) {
  const [shown, setShown] = useState(snippet);
  useEffect(() => {
    if (snippet === shown) return;
    const timer = setTimeout(() => setShown(snippet), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [snippet, shown]);
  return <PostedFrame key={shown} snippet={shown} title={title} height={height} documentUrl={documentUrl} />;
}

function PostedFrame({
  snippet,
  title,
  height,
  documentUrl,
}: Omit<CodeFrameProps, 'sectionId'> & { documentUrl: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const posted = useRef(false);
  return (
    <iframe
      ref={frame}
      className="atrium-code__frame"
      title={title}
      sandbox={CODE_SANDBOX}
      src={documentUrl}
      style={{ height: `${height}px` }}
      onLoad={() => {
        // The document replaces itself with the snippet, which loads again: post only once.
        if (posted.current) return;
        posted.current = true;
        // The frame's origin is opaque (sandboxed), so no origin can be named; it checks ours.
        frame.current?.contentWindow?.postMessage({ type: CODE_SNIPPET_MESSAGE, snippet }, '*');
      }}
    />
  );
}

import type { SectionProps } from '../section-props';
import { BlockHeading, BlockText, SectionShell } from '../parts/parts';
import type { TCodeSection } from './schema';

/**
 * What a code block's frame may do (ADR 010): run scripts, submit forms and open links in new
 * tabs, but never `allow-same-origin`: the snippet runs in an opaque origin and cannot read the
 * portal's cookies, storage or page.
 */
export const CODE_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Code blocks code01–03: the builder's snippet in a sandboxed srcdoc frame, optionally under a heading. */
export function Code({ section, position }: SectionProps<TCodeSection>) {
  const { data } = section;
  return (
    <SectionShell id={section.id} kind="code" name={section.sectionName} background={data.background}>
      {section.sectionName !== 'code01' && (
        <div className="atrium-code__intro">
          <BlockHeading
            position={position}
            text={data.heading}
            settings={data.textSettings.heading}
            className="atrium-code__heading"
          />
          <BlockText
            text={data.description}
            settings={data.textSettings.description}
            className="atrium-code__description"
          />
        </div>
      )}
      <iframe
        className="atrium-code__frame"
        title={data.heading || 'Custom code'}
        sandbox={CODE_SANDBOX}
        srcDoc={data.code.snippet}
        loading="lazy"
        style={{ height: `${data.code.height}px` }}
      />
    </SectionShell>
  );
}

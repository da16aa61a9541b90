import type { SectionProps } from '../section-props';
import { BlockHeading, BlockText, SectionShell } from '../parts/parts';
import { CodeFrame } from './code-frames';
import type { TCodeSection } from './schema';

/** Code blocks code01–03: the builder's snippet in a sandboxed frame (code-frames.tsx), optionally under a heading. */
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
      <CodeFrame
        sectionId={section.id}
        snippet={data.code.snippet}
        title={data.heading || 'Custom code'}
        height={data.code.height}
      />
    </SectionShell>
  );
}

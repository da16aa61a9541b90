import {
  DATA_SECTION_CATEGORIES,
  SECTION_CATEGORIES,
  listingSampleView,
  themeCssVariables,
  visibleTemplates,
  type SectionTemplate,
  type TSection,
  type TDataSectionCategoryId,
  type TSectionCategoryId,
  type TTheme,
} from '@atrium/core';
import { ListingViews, RenderSection, customProperties } from '@atrium/sections';
import { useEffect, useRef, useState, type KeyboardEvent, type MutableRefObject } from 'react';

type CategoryId = TSectionCategoryId | TDataSectionCategoryId;
/** Data categories first, then marketing ones (spec doc 2 §2), each only with layouts to offer. */
const CATEGORIES: ReadonlyArray<{ id: CategoryId; label: string }> = [
  ...DATA_SECTION_CATEGORIES,
  ...SECTION_CATEGORIES,
].filter((c) => visibleTemplates(c.id).length > 0);
/** Data layouts' thumbnails show sample records (there is no table yet). */
const SAMPLE_VIEW = listingSampleView();

export interface AddSectionModalProps {
  theme: TTheme;
  onAdd: (section: TSection) => void;
  onClose: () => void;
}

/** React 18 has no `inert` prop; the attribute still reaches the DOM as a string. */
const INERT = { inert: '' } as object;

/** A real rendering of the template's sample, scaled down, in the portal's theme; inert. */
function Thumbnail({ template, theme }: { template: SectionTemplate; theme: TTheme }) {
  return (
    <div className="atrium-add-section__thumb" aria-hidden="true">
      <div
        className="atrium-add-section__thumb-inner atrium-portal"
        style={customProperties(themeCssVariables(theme))}
        {...INERT}
      >
        <ListingViews.Provider value={{ [template.sample.id]: SAMPLE_VIEW }}>
          <RenderSection section={template.sample} position={1} />
        </ListingViews.Provider>
      </div>
    </div>
  );
}

/**
 * Add Section (spec doc 2 §2): a full-height dark dialog with the categories on the left and
 * the category's layouts on the right, each a card with a real thumbnail. Picking a card adds
 * that section where the builder asked. Arrow keys move between categories; Escape closes and
 * focus returns to the button that opened it.
 */
export function AddSectionModal({ theme, onAdd, onClose }: AddSectionModalProps) {
  const [category, setCategory] = useState<CategoryId>(CATEGORIES[0]!.id);
  const dialogRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  useDialogFocus(tabRefs);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
    // Keep focus inside the dialog.
    if (event.key === 'Tab' && dialogRef.current) keepFocusInside(event, dialogRef.current);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = (index + delta + CATEGORIES.length) % CATEGORIES.length;
    setCategory(CATEGORIES[next]!.id);
    tabRefs.current[next]?.focus();
  };

  const templates = visibleTemplates(category);
  const label = CATEGORIES.find((c) => c.id === category)?.label ?? '';
  return (
    <div
      className="atrium-add-section"
      role="presentation"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        className="atrium-add-section__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="atrium-add-section-title"
        onKeyDown={onKeyDown}
      >
        <nav className="atrium-add-section__menu" aria-label="Section categories">
          <h2 id="atrium-add-section-title">Add Section</h2>
          <div role="tablist" aria-orientation="vertical">
            {CATEGORIES.map((c, index) => (
              <button
                key={c.id}
                ref={(el) => {
                  tabRefs.current[index] = el;
                }}
                type="button"
                role="tab"
                id={`atrium-add-section-tab-${c.id}`}
                aria-selected={c.id === category}
                aria-controls="atrium-add-section-panel"
                tabIndex={c.id === category ? 0 : -1}
                className="atrium-add-section__category"
                onClick={() => setCategory(c.id)}
                onKeyDown={(e) => onTabKey(e, index)}
              >
                {c.label}
              </button>
            ))}
          </div>
        </nav>
        <div
          className="atrium-add-section__content"
          id="atrium-add-section-panel"
          role="tabpanel"
          aria-labelledby={`atrium-add-section-tab-${category}`}
        >
          <div className="atrium-add-section__header">
            <h3>{label}</h3>
            <button type="button" className="atrium-add-section__close" onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          <div className="atrium-add-section__grid">
            {templates.map((template, index) => (
              // The button is the card's label, stretched over the card; the picture stays out of
              // its name, which says what a click adds (axe: label-content-name-mismatch).
              <div key={template.name} className="atrium-add-section__card">
                <Thumbnail template={template} theme={theme} />
                <button
                  type="button"
                  className="atrium-add-section__card-label"
                  onClick={() => onAdd(template.create())}
                >
                  <span className="atrium-add-section__hidden">{`Add ${label} layout ${index + 1}: `}</span>
                  {template.label}
                </button>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * While the dialog is open: the first category has focus and the page behind does not scroll;
 * on close, focus returns to the button that opened it.
 */
function useDialogFocus(tabRefs: MutableRefObject<Array<HTMLButtonElement | null>>) {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    tabRefs.current[0]?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    // The refs object is the component's own (stable): this runs once, when the dialog opens.
  }, [tabRefs]);
}

/** Tab from the last button goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement) {
  const focusable = dialog.querySelectorAll<HTMLElement>('button:not([disabled])');
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

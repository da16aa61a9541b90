import { FEATURE_ICONS } from '@atrium/sections';
import type { ControlProps } from './control-props';

/** The feature icons to pick from. */
export function IconControl(props: ControlProps<'icon'>) {
  const { field, value } = props;
  return (
    <fieldset className="atrium-icon-picker">
      <legend>{field.label}</legend>
      <div className="atrium-icon-picker__grid">
        {Object.entries(FEATURE_ICONS).map(([name, path]) => (
          <button
            key={name}
            type="button"
            aria-label={name}
            aria-pressed={value === name}
            onClick={() => props.onChange(name)}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={path} />
            </svg>
          </button>
        ))}
      </div>
    </fieldset>
  );
}

import { nextRating } from '@atrium/core';
import type { ControlProps } from './control-props';

/** Five stars; clicking the current rating again lowers it (nextRating). */
export function RatingControl(props: ControlProps<'rating'>) {
  const { field, value } = props;
  const rating = typeof value === 'number' ? value : 0;
  return (
    <fieldset className="atrium-rating-input">
      <legend>{field.label}</legend>
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          aria-label={`${star} star${star > 1 ? 's' : ''}`}
          aria-pressed={star <= rating}
          onClick={() => props.onChange(nextRating(rating, star))}
        >
          {star <= rating ? '★' : '☆'}
        </button>
      ))}
    </fieldset>
  );
}

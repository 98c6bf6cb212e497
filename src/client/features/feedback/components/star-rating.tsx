import { useState, type Ref } from 'react';
import { Star } from 'lucide-react';
import { maxRating } from '../../../../shared/feedback/feedback.schema.ts';
import { cn } from '../../../lib/cn.ts';

const stars = Array.from({ length: maxRating }, (_, index) => index + 1);

/** Words beside the stars, for sighted users (each radio already says how many stars it is). */
const ratingWords: Record<number, string> = {
  1: 'Not for me',
  2: 'Could be better',
  3: "It's good",
  4: 'Really good',
  5: 'Love it',
};

export function starLabel(value: number): string {
  return value === 1 ? '1 star' : `${value} stars`;
}

interface StarRatingProps {
  /** Prefix of the radios' ids and their shared name. */
  name: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange(value: number): void;
  onBlur?(): void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  /** Given to the first radio, so a form can move focus here when the rating is missing. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A 1-5 star rating made of real radio buttons: Tab reaches the group, the arrow keys move and
 * choose, and each star is announced as "N stars". The radios lie invisibly over the stars, so
 * the whole star is the click and touch target.
 */
export function StarRating({ name, value, onChange, onBlur, labelledBy, describedBy, invalid, disabled, inputRef }: StarRatingProps) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-required="true"
        aria-invalid={invalid ? true : undefined}
        className="-ml-1.5 flex items-center"
        onPointerLeave={() => setHovered(0)}
      >
        {stars.map((star) => {
          const filled = star <= shown;
          return (
            <label
              key={star}
              className={cn(
                'relative flex size-11 items-center justify-center rounded-md transition-transform',
                'has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50',
                disabled ? 'opacity-50' : 'hover:scale-110 active:scale-95',
              )}
              // A preview for mouse users only: a touch has no "leave", so it would stick after a reset.
              onPointerEnter={(event) => event.pointerType === 'mouse' && !disabled && setHovered(star)}
            >
              <input
                ref={star === 1 ? inputRef : undefined}
                type="radio"
                id={`${name}-${star}`}
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                disabled={disabled}
                aria-label={starLabel(star)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'pointer-events-none size-8 transition-colors',
                  filled ? 'fill-amber-400 text-amber-500 dark:text-amber-400' : invalid ? 'text-destructive/70' : 'text-muted-foreground/60',
                )}
                strokeWidth={1.5}
              />
            </label>
          );
        })}
      </div>
      <span aria-hidden="true" className={cn('min-w-28 text-sm font-medium', shown ? 'text-foreground' : 'text-muted-foreground')}>
        {shown ? `${shown}/${maxRating} · ${ratingWords[shown]}` : 'Choose 1 to 5 stars'}
      </span>
    </div>
  );
}

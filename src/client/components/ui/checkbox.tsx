import * as React from 'react';
import { CheckIcon } from 'lucide-react';

import { cn } from '../../lib/cn.ts';

interface CheckboxProps extends Omit<React.ComponentProps<'button'>, 'type' | 'role' | 'value' | 'defaultChecked' | 'onChange'> {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * The same element, attributes and keys as Radix's Checkbox (a `role="checkbox"` button with
 * `data-state`), without the library: Radix's version and its animation and measuring helpers
 * cost 4.7 KB of gzipped JavaScript on every page with a form (docs/decisions/0141-form-primitives.md).
 * Our forms read the value through react-hook-form, so Radix's hidden native input is not needed.
 */
export function Checkbox({ className, checked: controlled, defaultChecked = false, onCheckedChange, onClick, onKeyDown, disabled, ...props }: CheckboxProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultChecked);
  const checked = controlled ?? uncontrolled;
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      data-slot="checkbox"
      disabled={disabled}
      className={cn(
        // The ::after box widens the touch target to ~32px without changing the layout.
        'peer relative size-4.5 shrink-0 cursor-pointer rounded-[4px] border border-input shadow-xs transition-shadow outline-none after:absolute after:-inset-2 after:content-[""] disabled:cursor-not-allowed disabled:opacity-50 dark:bg-input/20',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
        className,
      )}
      {...props}
      // A checkbox toggles with Space; Enter must not submit the form around it.
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        if (controlled === undefined) setUncontrolled(!checked);
        onCheckedChange?.(!checked);
      }}
    >
      {checked && (
        <span data-slot="checkbox-indicator" data-state={state} className="pointer-events-none flex items-center justify-center text-current">
          <CheckIcon className="size-3.5" aria-hidden="true" />
        </span>
      )}
    </button>
  );
}

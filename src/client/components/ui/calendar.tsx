import * as React from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';

import { cn } from '../../lib/cn.ts';
import { buttonVariants } from './button.tsx';

/*
 * A month calendar on react-day-picker (keyboard grid, ARIA labels, disabled days), styled with
 * the design tokens in both themes instead of the library's stylesheet. Modifiers (selected,
 * today, disabled) land on the day cell, so the button inside is styled from there.
 */
export function Calendar({ className, classNames, showOutsideDays = true, ...props }: DayPickerProps) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('p-1 select-none', className)}
      classNames={{
        months: 'relative flex flex-col gap-4',
        month: 'flex w-full flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }), 'size-8 aria-disabled:pointer-events-none aria-disabled:opacity-40'),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }), 'size-8 aria-disabled:pointer-events-none aria-disabled:opacity-40'),
        month_caption: 'flex h-8 items-center justify-center px-10',
        caption_label: 'text-sm font-semibold',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'flex-1 pb-1 text-[0.75rem] font-medium text-muted-foreground',
        weeks: '',
        week: 'mt-1 flex w-full',
        day: cn(
          'relative flex-1 p-0 text-center text-sm',
          '[&>button]:mx-auto [&>button]:flex [&>button]:size-9 [&>button]:cursor-pointer [&>button]:items-center [&>button]:justify-center [&>button]:rounded-md [&>button]:font-normal [&>button]:tabular-nums [&>button]:transition-colors [&>button]:outline-none',
          '[&>button:hover]:bg-accent [&>button:hover]:text-accent-foreground [&>button:focus-visible]:ring-[3px] [&>button:focus-visible]:ring-ring/50',
        ),
        selected: '[&>button]:bg-primary! [&>button]:font-semibold [&>button]:text-primary-foreground!',
        today: '[&>button]:border [&>button]:border-primary/60 [&>button]:font-semibold',
        outside: '[&>button]:text-muted-foreground',
        disabled: '[&>button]:cursor-not-allowed [&>button]:text-muted-foreground/60 [&>button]:line-through [&>button:hover]:bg-transparent',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClass }) => {
          const Icon = orientation === 'left' ? ChevronLeft : orientation === 'up' ? ChevronUp : orientation === 'down' ? ChevronDown : ChevronRight;
          return <Icon aria-hidden="true" className={cn('size-4', chevronClass)} />;
        },
      }}
      {...props}
    />
  );
}

export type CalendarProps = React.ComponentProps<typeof Calendar>;

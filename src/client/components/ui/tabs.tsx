import * as React from 'react';

import { cn } from '../../lib/cn.ts';

/*
 * WAI-ARIA tabs with the same elements, attributes and keys as Radix's Tabs (horizontal,
 * left-to-right, activation on focus, arrow keys that wrap, Home and End), without the library:
 * Radix's version brings its roving-focus and collection helpers, 6 KB of gzipped JavaScript on
 * the Access page (docs/decisions/0141-form-primitives.md).
 */

interface TabsContextValue {
  baseId: string;
  value: string;
  select(value: string): void;
}

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = React.use(TabsContext);
  if (!context) throw new Error(`${part} must be used within <Tabs>`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

interface TabsProps extends Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ className, value: controlled, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const baseId = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const context = React.useMemo<TabsContextValue>(
    () => ({
      baseId,
      value,
      select(next) {
        if (next === value) return;
        if (controlled === undefined) setUncontrolled(next);
        onValueChange?.(next);
      },
    }),
    [baseId, value, controlled, onValueChange],
  );
  return (
    <TabsContext value={context}>
      <div dir="ltr" data-orientation="horizontal" data-slot="tabs" className={cn('flex flex-col gap-2', className)} {...props} />
    </TabsContext>
  );
}

/** Arrow keys move along the tabs (wrapping at the ends), Home and End jump; focus selects. */
function moveFocus(event: React.KeyboardEvent<HTMLElement>) {
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(event.currentTarget as HTMLButtonElement);
  const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (target === undefined || tabs.length === 0) return;
  event.preventDefault();
  tabs[(target + tabs.length) % tabs.length]?.focus();
}

export function TabsList({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      data-slot="tabs-list"
      className={cn('inline-flex h-10 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground', className)}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<React.ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ className, value, disabled, onMouseDown, onKeyDown, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      data-slot="tabs-trigger"
      disabled={disabled}
      // Only the selected tab is in the Tab order; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,background-color,box-shadow] outline-none hover:text-foreground disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:border-input dark:data-[state=active]:bg-white/10',
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // A left press selects at once; other presses must not move focus (which would select).
        if (!disabled && event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === ' ' || event.key === 'Enter') tabs.select(value);
        else moveFocus(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!selected && !disabled) tabs.select(value);
      }}
    />
  );
}

interface TabsContentProps extends Omit<React.ComponentProps<'div'>, 'value'> {
  value: string;
}

/** The panel stays in the page, hidden, while its tab is not selected; its content is not rendered. */
export function TabsContent({ className, value, children, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-slot="tabs-content"
      hidden={!selected}
      tabIndex={0}
      className={cn('flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}

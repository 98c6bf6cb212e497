import * as React from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';

import { cn } from '../../lib/cn.ts';

// Popover content has role="dialog", which needs a name: by default it is labelled by its trigger.
const TriggerIdContext = React.createContext<string | undefined>(undefined);

export function Popover(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  const triggerId = React.useId();
  return (
    <TriggerIdContext value={triggerId}>
      <PopoverPrimitive.Root data-slot="popover" {...props} />
    </TriggerIdContext>
  );
}

export function PopoverTrigger(props: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  const triggerId = React.use(TriggerIdContext);
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" id={triggerId} {...props} />;
}

export function PopoverAnchor(props: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

/** Named after its PopoverTrigger; pass `aria-label`/`aria-labelledby` when there is no trigger or it has a custom id. */
export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 4,
  collisionPadding = 8,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  const triggerId = React.use(TriggerIdContext);
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        aria-labelledby={props['aria-label'] ? undefined : triggerId}
        className={cn(
          'z-50 w-72 max-w-(--radix-popover-content-available-width) origin-(--radix-popover-content-transform-origin) rounded-lg border bg-popover p-4 text-popover-foreground shadow-md outline-hidden',
          'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

import { useState } from 'react';
import { initials, placeholderImage } from '../../shared/advisors/advisor-view.ts';
import { cn } from '../lib/cn.ts';
import { Avatar, AvatarFallback } from './ui/avatar.tsx';

/**
 * An advisor's or a user's picture, with up to two initials from the name (or 'U') when there is
 * none. The advisors' placeholder image counts as none. `framed` draws the ring that sets an
 * advisor's picture off a cover or a card.
 *
 * The picture is a plain image over the initials rather than Radix's AvatarImage, which shows
 * nothing until a script has watched it load: a page rendered on the server shows the picture at
 * once. A picture that fails to load leaves the initials. `lazy`: a picture the page does not open
 * on (a card further along a row) waits for the layout to reach it instead of being fetched, and
 * preloaded by the server render, with the pictures the first paint needs.
 */
export function PersonAvatar({
  name,
  image,
  framed = false,
  lazy = false,
  className,
}: {
  name: string | null;
  image: string | null;
  framed?: boolean;
  lazy?: boolean;
  className?: string;
}) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const showImage = image !== null && image !== '' && image !== placeholderImage && image !== failedImage;
  return (
    <Avatar className={cn('size-10', framed && 'ring-2 ring-background', className)}>
      <AvatarFallback className="bg-primary/15 font-semibold text-primary">{initials(name)}</AvatarFallback>
      {showImage && (
        <img
          data-slot="avatar-image"
          src={image}
          alt=""
          loading={lazy ? 'lazy' : undefined}
          onError={() => setFailedImage(image)}
          className="absolute inset-0 aspect-square size-full rounded-full object-cover"
        />
      )}
    </Avatar>
  );
}

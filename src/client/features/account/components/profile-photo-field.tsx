import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { avatarFileProblem, avatarMessages, type Me } from '../../../../shared/account/me.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRemoveAvatar, useUploadAvatar } from '../api/upload-avatar.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { PersonAvatar } from '../../../components/person-avatar.tsx';

/** Resolves once the browser has the image (or gave up), so the swap from the preview does not flash the initials. */
function preload(url: string | null): Promise<void> {
  if (!url) return Promise.resolve();
  const image = new Image();
  image.src = url;
  return image.decode().catch(() => undefined);
}

/**
 * The profile photo: the current avatar, a file picker for images, checks of type and size before
 * anything is sent, a local preview while the upload runs and the server's message when it fails.
 */
export function ProfilePhotoField({ user }: { user: Me }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending || preview !== null;
  const hintId = useId();
  const errorId = useId();

  // A preview still shown when the screen goes away is released with it.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again after a failure must fire change again.
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    setError(problem);
    if (problem) return;

    setPreview(URL.createObjectURL(file));
    try {
      const me = await upload.mutateAsync(file);
      await preload(me.photoURL);
      toast.success(avatarMessages.uploaded);
    } catch (failure) {
      setError(serverMessage(failure, avatarMessages.uploadFailed));
    } finally {
      setPreview(null);
    }
  };

  const onRemove = async () => {
    setError(undefined);
    try {
      await remove.mutateAsync();
      toast.success(avatarMessages.removed);
    } catch (failure) {
      setError(serverMessage(failure, avatarMessages.removeFailed));
    }
  };

  return (
    <div className="flex items-center gap-4">
      <div className="relative shrink-0">
        <PersonAvatar name={user.name || null} image={preview ?? user.photoURL} className="size-16 text-lg sm:size-20 sm:text-xl" />
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-background/60">
            <Spinner label="Uploading photo" className="size-6 text-primary" />
          </span>
        )}
      </div>
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-medium">Profile photo</p>
        <div className="flex flex-wrap gap-2">
          {/* The picker itself stays out of sight: the button opens it and names the action. */}
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            hidden
            aria-label="Profile photo"
            onChange={(event) => void onFileChosen(event)}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onClick={() => inputRef.current?.click()}
          >
            <ImageUp aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : user.photoURL ? 'Change photo' : 'Upload photo'}
          </Button>
          {user.photoURL && (
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void onRemove()}>
              <Trash2 aria-hidden="true" />
              {remove.isPending ? 'Removing...' : 'Remove photo'}
            </Button>
          )}
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          PNG, JPEG, WebP or GIF, up to 2 MB.
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

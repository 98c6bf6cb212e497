import { useEffect, useId, type ChangeEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ImageUp, Trash2 } from 'lucide-react';
import { avatarFileProblem } from '../../../../shared/account/me.schema.ts';
import type { AdminAdvisorRow, AdvisorImageKind, AdvisorInput } from '../../../../shared/admin/advisors.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { AdvisorFormValues, ImageChange } from './advisor-form-values.ts';

const imageHints: Record<AdvisorImageKind, { label: string; hint: string }> = {
  avatar: { label: 'Avatar', hint: 'PNG, JPEG, WebP or GIF, up to 2 MB; cropped to a square.' },
  cover: { label: 'Cover', hint: 'PNG, JPEG, WebP or GIF, up to 2 MB; cropped to 3:1.' },
};

/**
 * One image of the advisor: what is shown now (the saved one, or the file just picked), the
 * picker and Remove. The file is checked here; it is sent only after the advisor is saved.
 */
function ImageField({
  form,
  kind,
  current,
}: {
  form: UseFormReturn<AdvisorFormValues, unknown, AdvisorInput>;
  kind: AdvisorImageKind;
  current: string | null;
}) {
  const id = useId();
  const change = useWatch({ control: form.control, name: kind });
  const error = form.formState.errors[kind]?.message;
  const { label, hint } = imageHints[kind];
  const preview = change && 'file' in change ? change.preview : undefined;
  const shown = preview ?? (change ? null : current);

  // A local preview is released when replaced and when the dialog closes.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const setChange = (next: ImageChange) => form.setValue(kind, next);
  const setError = (message: string | undefined) => (message ? form.setError(kind, { message }) : form.clearErrors(kind));
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    setError(problem);
    if (!problem) setChange({ file, preview: URL.createObjectURL(file) });
  };
  const remove = () => {
    setError(undefined);
    setChange(current ? { remove: true } : undefined);
  };

  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium" id={`${id}-label`}>
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={
            kind === 'avatar'
              ? 'size-14 shrink-0 overflow-hidden rounded-full border bg-muted'
              : 'h-14 w-32 shrink-0 overflow-hidden rounded-md border bg-muted'
          }
        >
          {shown && <img src={shown} alt="" className="size-full object-cover" />}
        </div>
        <label
          htmlFor={id}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {shown ? `Replace ${kind}` : `Upload ${kind}`}
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            onChange={pick}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
          />
        </label>
        {shown && (
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            <Trash2 aria-hidden="true" />
            Remove {kind}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The avatar and the cover, side by side from a small screen up. */
export function AdvisorImageFields({
  form,
  saved,
}: {
  form: UseFormReturn<AdvisorFormValues, unknown, AdvisorInput>;
  saved: AdminAdvisorRow | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ImageField form={form} kind="avatar" current={saved?.avatarUrl ?? null} />
      <ImageField form={form} kind="cover" current={saved?.coverUrl ?? null} />
    </div>
  );
}

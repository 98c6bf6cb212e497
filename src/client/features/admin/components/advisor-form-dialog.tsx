import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { ImageUp, Plus, Trash2, X } from 'lucide-react';
import { avatarFileProblem } from '../../../../shared/account/me.schema.ts';
import {
  advisorFieldLimits,
  advisorInputSchema,
  type AdminAdvisorRow,
  type AdvisorImageKind,
  type AdvisorInput,
} from '../../../../shared/admin/advisors.schema.ts';
import { advisorStatuses, type AdvisorStatus } from '../../../../shared/advisors/advisor.schema.ts';
import { toAdvisorView } from '../../../../shared/advisors/advisor-view.ts';
import { ethosCategories } from '../../../../shared/advisors/ethos.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, fieldAria } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { AdvisorCard } from '../../advisors/index.ts';
import { removeAdvisorImage, saveAdvisor, uploadAdvisorImage, useAdvisorMutation } from '../api/advisors.ts';

export const advisorStatusLabels: Record<AdvisorStatus, string> = {
  available: 'Available',
  training: 'Training',
  testing: 'Testing',
  developing: 'Developing',
};

interface MethodDraft {
  key: number;
  name: string;
  /** The scopes as typed: comma-separated. */
  scope: string;
}

interface FormState {
  name: string;
  slug: string;
  ethos: string;
  shortDescription: string;
  about: string;
  status: AdvisorStatus;
  /** As typed: comma-separated. */
  tags: string;
  methods: MethodDraft[];
  systemPrompt: string;
}

/** An image picked in the form, sent once the advisor is saved; `remove` drops the current one. */
type ImageChange = { file: File; preview: string } | { remove: true } | undefined;

let methodKeys = 0;
const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** "Ada Lovelace!" becomes "ada-lovelace": the slug the form proposes while the slug is not edited by hand. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, advisorFieldLimits.slug)
    .replace(/-+$/, '');
}

function initialState(advisor: AdminAdvisorRow | undefined): FormState {
  return {
    name: advisor?.name ?? '',
    slug: advisor?.slug ?? '',
    ethos: advisor?.ethos ?? '',
    shortDescription: advisor?.shortDescription ?? '',
    about: advisor?.about ?? '',
    status: advisor?.status ?? 'developing',
    tags: advisor?.tags.join(', ') ?? '',
    methods: (advisor?.methods ?? []).map((method) => ({ key: methodKeys++, name: method.name, scope: method.scope.join(', ') })),
    systemPrompt: advisor?.systemPrompt ?? '',
  };
}

function toInput(state: FormState) {
  return {
    name: state.name,
    slug: state.slug,
    ethos: state.ethos,
    shortDescription: state.shortDescription,
    about: state.about,
    status: state.status,
    tags: splitList(state.tags),
    methods: state.methods.map((method) => ({ name: method.name, scope: splitList(method.scope) })),
    systemPrompt: state.systemPrompt,
  };
}

/** The first message per field, by its path ("methods.0.name"). */
function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first message among a field and the fields under it (tags.2 under tags). */
const errorUnder = (errors: Record<string, string>, prefix: string) =>
  errors[prefix] ?? Object.entries(errors).find(([key]) => key.startsWith(`${prefix}.`))?.[1];

function ImageField({
  kind,
  label,
  hint,
  current,
  change,
  onChange,
  error,
  onError,
}: {
  kind: AdvisorImageKind;
  label: string;
  hint: string;
  current: string | null;
  change: ImageChange;
  onChange(change: ImageChange): void;
  error: string | undefined;
  onError(message: string | undefined): void;
}) {
  const id = useId();
  const shown = change && 'file' in change ? change.preview : change ? null : current;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    onError(problem);
    if (!problem) onChange({ file, preview: URL.createObjectURL(file) });
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
          <Button type="button" variant="ghost" size="sm" onClick={() => (onError(undefined), onChange(current ? { remove: true } : undefined))}>
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

/**
 * Add or edit an advisor: every field, the avatar and cover (sent after the advisor is saved),
 * and a live preview of the directory's own card. The rules are the API's schema, checked here
 * first and by the server, whose field messages (a taken slug) show under their fields.
 */
export function AdvisorFormDialog({ advisor, onClose }: { advisor: AdminAdvisorRow | undefined; onClose(): void }) {
  // After a first save (an image failing to upload), the form goes on as an edit of what was saved.
  const [saved, setSaved] = useState(advisor);
  const [state, setState] = useState(() => initialState(advisor));
  const [slugTouched, setSlugTouched] = useState(advisor !== undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [avatar, setAvatar] = useState<ImageChange>();
  const [cover, setCover] = useState<ImageChange>();
  const [busy, setBusy] = useState(false);
  const save = useAdvisorMutation(saveAdvisor);
  const upload = useAdvisorMutation(uploadAdvisorImage);
  const removeImage = useAdvisorMutation(removeAdvisorImage);
  const editing = saved !== undefined;

  // Local previews are released when replaced and when the dialog closes.
  const avatarPreview = avatar && 'file' in avatar ? avatar.preview : undefined;
  const coverPreview = cover && 'file' in cover ? cover.preview : undefined;
  useEffect(() => (avatarPreview ? () => URL.revokeObjectURL(avatarPreview) : undefined), [avatarPreview]);
  useEffect(() => (coverPreview ? () => URL.revokeObjectURL(coverPreview) : undefined), [coverPreview]);

  const set = <Key extends keyof FormState>(key: Key, value: FormState[Key]) => {
    setState((current) => ({ ...current, [key]: value, ...(key === 'name' && !slugTouched ? { slug: slugify(String(value)) } : {}) }));
  };
  const setMethod = (key: number, patch: Partial<MethodDraft>) =>
    setState((current) => ({ ...current, methods: current.methods.map((method) => (method.key === key ? { ...method, ...patch } : method)) }));

  const previewView = useMemo(() => {
    const input = toInput(state);
    const imageUrl = (change: ImageChange, current: string | null | undefined) =>
      change && 'file' in change ? change.preview : change ? null : (current ?? null);
    return toAdvisorView({
      id: saved?.id ?? 'preview',
      name: input.name.trim() || 'New advisor',
      slug: input.slug.trim() || 'preview',
      ethos: input.ethos.trim() || null,
      about: input.about.trim() || null,
      shortDescription: input.shortDescription.trim() || null,
      avatarUrl: imageUrl(avatar, saved?.avatarUrl),
      coverUrl: imageUrl(cover, saved?.coverUrl),
      status: input.status,
      tags: [...new Map(input.tags.map((tag) => [tag.toLowerCase(), tag])).values()],
      methods: input.methods,
    });
  }, [state, avatar, cover, saved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = advisorInputSchema.safeParse(toInput(state));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    let current: AdminAdvisorRow;
    try {
      current = await save.mutateAsync({ id: saved?.id, input: parsed.data satisfies AdvisorInput });
      setSaved(current);
      setSlugTouched(true);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiRequestError && failure.fields) setErrors(failure.fields);
      toast.error(serverMessage(failure, 'Could not save the advisor. Please try again.'));
      return;
    }
    // Then the images: a failure keeps the dialog open on the saved advisor, with the message under the image.
    const imageSteps: [AdvisorImageKind, ImageChange, (change: ImageChange) => void][] = [
      ['avatar', avatar, setAvatar],
      ['cover', cover, setCover],
    ];
    for (const [kind, change, reset] of imageSteps) {
      if (!change) continue;
      try {
        current = 'file' in change ? await upload.mutateAsync({ id: current.id, kind, file: change.file }) : await removeImage.mutateAsync({ id: current.id, kind });
        setSaved(current);
        reset(undefined);
      } catch (failure) {
        setBusy(false);
        setErrors({ [kind]: serverMessage(failure, `The advisor is saved, but the ${kind} could not be uploaded. Please try again.`) });
        toast.error(`${current.name} is saved, but the ${kind} is not.`);
        return;
      }
    }
    setBusy(false);
    toast.success(editing ? `${current.name} is updated` : `${current.name} is added`);
    onClose();
  };

  const title = editing ? `Edit ${saved.name}` : 'Add advisor';
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Changes show on the public directory and the advisor&apos;s page as soon as you save. Every save is recorded in the audit log.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <form id="advisor-form" onSubmit={submit} noValidate className="min-w-0 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="advisor-name" label="Name" error={errors.name}>
                <Input value={state.name} onChange={(event) => set('name', event.target.value)} maxLength={advisorFieldLimits.name} {...fieldAria('advisor-name', errors.name)} />
              </FormField>
              <FormField id="advisor-slug" label="Slug" error={errors.slug} hint={`The page's address: /advisors/${state.slug || 'slug'}`}>
                <Input
                  value={state.slug}
                  onChange={(event) => {
                    setSlugTouched(true);
                    set('slug', event.target.value);
                  }}
                  maxLength={advisorFieldLimits.slug}
                  autoCapitalize="none"
                  spellCheck={false}
                  {...fieldAria('advisor-slug', errors.slug, 'hint')}
                />
              </FormField>
              <FormField id="advisor-ethos" label="Ethos (optional)" error={errors.ethos} hint="One of the directory's ethos categories, or your own words.">
                <Input list="advisor-ethos-options" value={state.ethos} onChange={(event) => set('ethos', event.target.value)} maxLength={advisorFieldLimits.ethos} {...fieldAria('advisor-ethos', errors.ethos, 'hint')} />
              </FormField>
              <datalist id="advisor-ethos-options">
                {ethosCategories.map((category) => (
                  <option key={category.title} value={category.title} />
                ))}
              </datalist>
              <FormField id="advisor-status" label="Status" error={errors.status} hint="Only Available advisors can chat.">
                <select
                  className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none dark:bg-input/30"
                  value={state.status}
                  onChange={(event) => set('status', event.target.value as AdvisorStatus)}
                  {...fieldAria('advisor-status', errors.status, 'hint')}
                >
                  {advisorStatuses.map((status) => (
                    <option key={status} value={status}>
                      {advisorStatusLabels[status]}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            <FormField id="advisor-short" label="Short description" error={errors.shortDescription} hint="One sentence for the directory card.">
              <Input value={state.shortDescription} onChange={(event) => set('shortDescription', event.target.value)} maxLength={advisorFieldLimits.shortDescription} {...fieldAria('advisor-short', errors.shortDescription, 'hint')} />
            </FormField>
            <FormField id="advisor-about" label="About" error={errors.about} hint="A few sentences for the advisor's page.">
              <Textarea rows={4} value={state.about} onChange={(event) => set('about', event.target.value)} maxLength={advisorFieldLimits.about} {...fieldAria('advisor-about', errors.about, 'hint')} />
            </FormField>
            <FormField id="advisor-tags" label="Tags" error={errorUnder(errors, 'tags')} hint="Separated by commas, for example: Focus, Planning. New tags are created.">
              <Input value={state.tags} onChange={(event) => set('tags', event.target.value)} {...fieldAria('advisor-tags', errorUnder(errors, 'tags'), 'hint')} />
            </FormField>

            <fieldset className="space-y-3 rounded-lg border p-4">
              <legend className="px-1 text-sm font-medium">Methods and their scopes</legend>
              {errors.methods && (
                <p role="alert" className="text-sm text-destructive">
                  {errors.methods}
                </p>
              )}
              {state.methods.length === 0 && <p className="text-sm text-muted-foreground">No methods yet. The chat names the method it uses.</p>}
              {state.methods.map((method, index) => {
                const nameError = errors[`methods.${index}.name`];
                const scopeError = errorUnder(errors, `methods.${index}.scope`);
                return (
                  <div key={method.key} className="grid gap-3 rounded-md bg-muted/40 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start">
                    <FormField id={`method-${method.key}-name`} label={`Method ${index + 1}`} error={nameError}>
                      <Input value={method.name} onChange={(event) => setMethod(method.key, { name: event.target.value })} maxLength={advisorFieldLimits.methodName} {...fieldAria(`method-${method.key}-name`, nameError)} />
                    </FormField>
                    <FormField id={`method-${method.key}-scope`} label="Scopes, separated by commas" error={scopeError}>
                      <Input value={method.scope} onChange={(event) => setMethod(method.key, { scope: event.target.value })} {...fieldAria(`method-${method.key}-scope`, scopeError)} />
                    </FormField>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="sm:mt-6"
                      aria-label={`Remove method ${index + 1}${method.name ? ` (${method.name})` : ''}`}
                      onClick={() => setState((current) => ({ ...current, methods: current.methods.filter((other) => other.key !== method.key) }))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                );
              })}
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={state.methods.length >= advisorFieldLimits.methods}
                onClick={() => setState((current) => ({ ...current, methods: [...current.methods, { key: methodKeys++, name: '', scope: '' }] }))}
              >
                <Plus aria-hidden="true" />
                Add method
              </Button>
            </fieldset>

            <div className="grid gap-4 sm:grid-cols-2">
              <ImageField
                kind="avatar"
                label="Avatar"
                hint="PNG, JPEG, WebP or GIF, up to 2 MB; cropped to a square."
                current={saved?.avatarUrl ?? null}
                change={avatar}
                onChange={setAvatar}
                error={errors.avatar}
                onError={(message) => setErrors(({ avatar: _avatar, ...rest }) => (message ? { ...rest, avatar: message } : rest))}
              />
              <ImageField
                kind="cover"
                label="Cover"
                hint="PNG, JPEG, WebP or GIF, up to 2 MB; cropped to 3:1."
                current={saved?.coverUrl ?? null}
                change={cover}
                onChange={setCover}
                error={errors.cover}
                onError={(message) => setErrors(({ cover: _cover, ...rest }) => (message ? { ...rest, cover: message } : rest))}
              />
            </div>

            <FormField
              id="advisor-prompt"
              label="System prompt override (optional)"
              error={errors.systemPrompt}
              hint="Replaces the prompt built from the fields above. The safety rules and the user's memory are always added. Never shown to users."
            >
              <Textarea rows={4} value={state.systemPrompt} onChange={(event) => set('systemPrompt', event.target.value)} maxLength={advisorFieldLimits.systemPrompt} className="font-mono text-xs" {...fieldAria('advisor-prompt', errors.systemPrompt, 'hint')} />
            </FormField>
          </form>

          <aside aria-labelledby="advisor-preview-title" className="space-y-2 lg:sticky lg:top-0 lg:self-start">
            <h3 id="advisor-preview-title" className="text-sm font-medium">
              Preview
            </h3>
            {/* The directory's own card; inert: a preview, not a link to follow. */}
            <div inert className="mx-auto max-w-xs">
              <AdvisorCard advisor={previewView} />
            </div>
          </aside>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="advisor-form" disabled={busy}>
            {busy ? 'Saving...' : editing ? 'Save changes' : 'Add advisor'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

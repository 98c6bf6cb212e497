import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import {
  advisorFieldLimits,
  type AdminAdvisorRow,
  type AdvisorImageKind,
  type AdvisorInput,
} from '../../../../shared/admin/advisors.schema.ts';
import { advisorStatuses } from '../../../../shared/advisors/advisor.schema.ts';
import { advisorStatusLabels } from '../../../../shared/advisors/advisor-status.ts';
import { ethosCategories } from '../../../../shared/advisors/ethos.ts';
import { slugify } from '../../../../shared/text/slug.ts';
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
import { advisorFormResolver, advisorFormValues, advisorPreview, firstMessage, type AdvisorFormValues } from './advisor-form-values.ts';
import { AdvisorImageFields } from './advisor-image-fields.tsx';
import { AdvisorMethodsEditor } from './advisor-methods-editor.tsx';

/**
 * Add or edit an advisor: every field, the avatar and cover (sent after the advisor is saved),
 * and a live preview of the directory's own card. The rules are the API's schema, checked here
 * first and by the server, whose field messages (a taken slug) show under their fields.
 */
export function AdvisorFormDialog({ advisor, onClose }: { advisor: AdminAdvisorRow | undefined; onClose(): void }) {
  // After a first save (an image failing to upload), the form goes on as an edit of what was saved.
  const [saved, setSaved] = useState(advisor);
  const form = useForm<AdvisorFormValues, unknown, AdvisorInput>({
    resolver: advisorFormResolver,
    defaultValues: advisorFormValues(advisor),
  });
  // The slug follows the name until it is edited by hand; a saved slug is never changed for the admin.
  const [slugTouched, setSlugTouched] = useState(advisor !== undefined);
  const save = useAdvisorMutation(saveAdvisor);
  const upload = useAdvisorMutation(uploadAdvisorImage);
  const removeImage = useAdvisorMutation(removeAdvisorImage);
  const editing = saved !== undefined;
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  // Every field has a default value, so what is watched is the whole form.
  const values = useWatch({ control: form.control }) as AdvisorFormValues;

  const onSubmit = form.handleSubmit(async (input) => {
    let current: AdminAdvisorRow;
    try {
      current = await save.mutateAsync({ id: saved?.id, input });
      setSaved(current);
      setSlugTouched(true);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields) {
        // Named by the contract's paths (slug, methods.0.name, tags.2): the form's own, or under one of its fields.
        for (const [path, message] of Object.entries(failure.fields)) form.setError(path as FieldPath<AdvisorFormValues>, { message });
      }
      toast.error(serverMessage(failure, 'Could not save the advisor. Please try again.'));
      return;
    }
    // Then the images: a failure keeps the dialog open on the saved advisor, with the message under the image.
    for (const kind of ['avatar', 'cover'] satisfies AdvisorImageKind[]) {
      const change = form.getValues(kind);
      if (!change) continue;
      try {
        current =
          'file' in change
            ? await upload.mutateAsync({ id: current.id, kind, file: change.file })
            : await removeImage.mutateAsync({ id: current.id, kind });
        setSaved(current);
        form.setValue(kind, undefined);
      } catch (failure) {
        form.setError(kind, {
          message: serverMessage(failure, `The advisor is saved, but the ${kind} could not be uploaded. Please try again.`),
        });
        toast.error(`${current.name} is saved, but the ${kind} is not.`);
        return;
      }
    }
    toast.success(editing ? `${current.name} is updated` : `${current.name} is added`);
    onClose();
  });

  const name = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (slugTouched) return;
      // Re-checked at once only when the slug shows an error, as typing in it would.
      form.setValue('slug', slugify(event.target.value, advisorFieldLimits.slug), { shouldValidate: form.getFieldState('slug').invalid });
    },
  });
  const slug = form.register('slug', { onChange: () => setSlugTouched(true) });
  const tagsError = firstMessage(errors.tags);

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
          <form id="advisor-form" onSubmit={onSubmit} noValidate className="min-w-0 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="advisor-name" label="Name" error={errors.name?.message}>
                <Input maxLength={advisorFieldLimits.name} {...fieldAria('advisor-name', errors.name?.message)} {...name} />
              </FormField>
              <FormField
                id="advisor-slug"
                label="Slug"
                error={errors.slug?.message}
                hint={`The page's address: /advisors/${values.slug || 'slug'}`}
              >
                <Input
                  maxLength={advisorFieldLimits.slug}
                  autoCapitalize="none"
                  spellCheck={false}
                  {...fieldAria('advisor-slug', errors.slug?.message, 'hint')}
                  {...slug}
                />
              </FormField>
              <FormField
                id="advisor-ethos"
                label="Ethos (optional)"
                error={errors.ethos?.message}
                hint="One of the directory's ethos categories, or your own words."
              >
                <Input
                  list="advisor-ethos-options"
                  maxLength={advisorFieldLimits.ethos}
                  {...fieldAria('advisor-ethos', errors.ethos?.message, 'hint')}
                  {...form.register('ethos')}
                />
              </FormField>
              <datalist id="advisor-ethos-options">
                {ethosCategories.map((category) => (
                  <option key={category.title} value={category.title} />
                ))}
              </datalist>
              <FormField id="advisor-status" label="Status" error={errors.status?.message} hint="Only Available advisors can chat.">
                <select
                  className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none dark:bg-input/30"
                  {...fieldAria('advisor-status', errors.status?.message, 'hint')}
                  {...form.register('status')}
                >
                  {advisorStatuses.map((status) => (
                    <option key={status} value={status}>
                      {advisorStatusLabels[status]}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            <FormField
              id="advisor-short"
              label="Short description"
              error={errors.shortDescription?.message}
              hint="One sentence for the directory card."
            >
              <Input
                maxLength={advisorFieldLimits.shortDescription}
                {...fieldAria('advisor-short', errors.shortDescription?.message, 'hint')}
                {...form.register('shortDescription')}
              />
            </FormField>
            <FormField id="advisor-about" label="About" error={errors.about?.message} hint="A few sentences for the advisor's page.">
              <Textarea
                rows={4}
                maxLength={advisorFieldLimits.about}
                {...fieldAria('advisor-about', errors.about?.message, 'hint')}
                {...form.register('about')}
              />
            </FormField>
            <FormField
              id="advisor-tags"
              label="Tags"
              error={tagsError}
              hint="Separated by commas, for example: Focus, Planning. New tags are created."
            >
              <Input {...fieldAria('advisor-tags', tagsError, 'hint')} {...form.register('tags')} />
            </FormField>

            <AdvisorMethodsEditor form={form} />
            <AdvisorImageFields form={form} saved={saved} />

            <FormField
              id="advisor-prompt"
              label="System prompt override (optional)"
              error={errors.systemPrompt?.message}
              hint="Replaces the prompt built from the fields above. The safety rules and the user's memory are always added. Never shown to users."
            >
              <Textarea
                rows={4}
                maxLength={advisorFieldLimits.systemPrompt}
                className="font-mono text-xs"
                {...fieldAria('advisor-prompt', errors.systemPrompt?.message, 'hint')}
                {...form.register('systemPrompt')}
              />
            </FormField>
          </form>

          <aside aria-labelledby="advisor-preview-title" className="space-y-2 lg:sticky lg:top-0 lg:self-start">
            <h3 id="advisor-preview-title" className="text-sm font-medium">
              Preview
            </h3>
            {/* The directory's own card; inert: a preview, not a link to follow. */}
            <div inert className="mx-auto max-w-xs">
              <AdvisorCard advisor={advisorPreview(values, saved)} />
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

import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { advisorFieldLimits, type AdvisorInput } from '../../../../shared/admin/advisors.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldAria } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { firstMessage, type AdvisorFormValues } from './advisor-form-values.ts';

/** The advisor's methods, each a name and its scopes as comma-separated text; at most 12. */
export function AdvisorMethodsEditor({ form }: { form: UseFormReturn<AdvisorFormValues, unknown, AdvisorInput> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'methods' });
  // The names as typed, for the Remove buttons' labels (`fields` keeps the values they started with).
  const methods = useWatch({ control: form.control, name: 'methods' });
  const errors = form.formState.errors.methods;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="space-y-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">Methods and their scopes</legend>
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No methods yet. The chat names the method it uses.</p>}
      {fields.map((field, index) => {
        const nameId = `method-${field.id}-name`;
        const scopeId = `method-${field.id}-scope`;
        const nameError = errors?.[index]?.name?.message;
        const scopeError = firstMessage(errors?.[index]?.scope);
        const name = methods[index]?.name ?? '';
        return (
          <div
            key={field.id}
            className="grid gap-3 rounded-md bg-muted/40 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start"
          >
            <FormField id={nameId} label={`Method ${index + 1}`} error={nameError}>
              <Input
                maxLength={advisorFieldLimits.methodName}
                {...fieldAria(nameId, nameError)}
                {...form.register(`methods.${index}.name`)}
              />
            </FormField>
            <FormField id={scopeId} label="Scopes, separated by commas" error={scopeError}>
              <Input {...fieldAria(scopeId, scopeError)} {...form.register(`methods.${index}.scope`)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              aria-label={`Remove method ${index + 1}${name ? ` (${name})` : ''}`}
              onClick={() => remove(index)}
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
        disabled={fields.length >= advisorFieldLimits.methods}
        onClick={() => append({ name: '', scope: '' }, { shouldFocus: false })}
      >
        <Plus aria-hidden="true" />
        Add method
      </Button>
    </fieldset>
  );
}

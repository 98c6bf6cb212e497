import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  faqAnswerMax,
  faqEntryInputSchema,
  faqQuestionMax,
  type AdminFaqEntry,
  type FaqEntryInput,
} from '../../../../../shared/admin/content.schema.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { FormField, fieldAria } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { Switch } from '../../../../components/ui/switch.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { applyServerFieldErrors } from '../../../../lib/form-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFaqChange } from '../../api/content.ts';

export type FaqEditing = { mode: 'create' } | { mode: 'edit'; entry: AdminFaqEntry };

const newEntry: FaqEntryInput = { question: '', answer: '', published: true };
const fieldNames = ['question', 'answer', 'published'] as const;

/** Add or edit an FAQ entry, checked by the schema the route checks too. */
export function FaqEntryDialog({ editing, onClose }: { editing: FaqEditing; onClose(): void }) {
  const change = useFaqChange();
  const form = useForm({
    resolver: zodResolver(faqEntryInputSchema),
    defaultValues: editing.mode === 'edit' ? { question: editing.entry.question, answer: editing.entry.answer, published: editing.entry.published } : newEntry,
  });
  const questionError = form.formState.errors.question?.message;
  const answerError = form.formState.errors.answer?.message;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await change.mutateAsync(editing.mode === 'edit' ? { kind: 'update', id: editing.entry.id, body } : { kind: 'create', body });
      toast.success(editing.mode === 'edit' ? 'FAQ entry saved' : 'FAQ entry added');
      onClose();
    } catch (error) {
      // What was typed stays; a refusal about a field shows under it.
      applyServerFieldErrors(error, form.setError, fieldNames);
      toast.error((error instanceof Error && error.message) || 'Could not save the entry. Please try again.');
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <DialogHeader>
            <DialogTitle>{editing.mode === 'edit' ? 'Edit FAQ entry' : 'Add an FAQ entry'}</DialogTitle>
            <DialogDescription>
              {editing.mode === 'edit' ? 'Changes show on the FAQ page as soon as you save.' : 'New entries go to the end of the list; move them where they belong.'}
            </DialogDescription>
          </DialogHeader>
          <FormField id="faq-question" label="Question" error={questionError}>
            <Input maxLength={faqQuestionMax} {...fieldAria('faq-question', questionError)} {...form.register('question')} />
          </FormField>
          <FormField
            id="faq-answer"
            label="Answer"
            error={answerError}
            hint="A blank line starts a new paragraph. [label](/path) makes a link, **text** bold."
          >
            <Textarea rows={8} maxLength={faqAnswerMax} {...fieldAria('faq-answer', answerError, 'hint')} {...form.register('answer')} />
          </FormField>
          <Controller
            control={form.control}
            name="published"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="faq-published" ref={field.ref} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                <Label htmlFor="faq-published">Published on the FAQ page</Label>
              </div>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {editing.mode === 'edit' ? 'Save' : 'Add entry'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { profileMessages, updateProfileSchema, type Me } from '../../../../shared/account/me.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fieldAria, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Separator } from '../../../components/ui/separator.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountCard } from './account-card.tsx';
import { ProfilePhotoField } from './profile-photo-field.tsx';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';

/** The profile's first card: photo, Full Name (saved trimmed) and the read-only email. */
export function PersonalInformationCard({ user }: { user: Me }) {
  return (
    <AccountCard title="Personal Information" icon={UserRound} description="Your name and photo as others see them.">
      <div className="space-y-6">
        <ProfilePhotoField user={user} />
        <Separator />
        <ProfileNameForm user={user} />
      </div>
    </AccountCard>
  );
}

function ProfileNameForm({ user }: { user: Me }) {
  const update = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(updateProfileSchema), defaultValues: { name: user.name } });
  const nameError = form.formState.errors.name?.message;
  const nameId = useId();
  const emailId = useId();

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const me = await update.mutateAsync({ name });
      // Show what was saved (trimmed), and make it the new baseline.
      form.reset({ name: me.name });
      toast.success(profileMessages.updated);
    } catch (failure) {
      applyServerFieldErrors(failure, form.setError, ['name']);
      toast.error(profileMessages.updateFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id={nameId} label="Full Name" error={nameError}>
        <Input autoComplete="name" {...fieldAria(nameId, nameError)} {...form.register('name')} />
      </FormField>
      <FormField id={emailId} label="Email" hint={profileMessages.emailReadOnly}>
        <Input
          type="email"
          value={user.email}
          readOnly
          {...fieldAria(emailId, undefined, profileMessages.emailReadOnly)}
          className="bg-muted/50 text-muted-foreground"
        />
      </FormField>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}

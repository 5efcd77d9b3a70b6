import { type ChangeEvent, type FormEvent, useState } from 'react';
import { type AuthUser, profileUpdateRequest } from '../../../../contract/auth';
import { ACCEPTED_COVER_EXTENSIONS, COVER_MAX_MB } from '../../../../contract/product-image';
import { NameFields } from '../../../components/name-fields';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { useReplaceProfileImage, useUpdateProfile } from '../api/account-settings';

type Fields = { firstName: string; lastName: string };
const ACCEPT = ACCEPTED_COVER_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Name and picture, checked with the contract's rules before sending (the server applies the same). */
export function ProfileForm({ user }: { user: AuthUser }) {
  const updateProfile = useUpdateProfile();
  const [values, setValues] = useState<Fields>({ firstName: user.firstName, lastName: user.lastName });
  const [clientErrors, setClientErrors] = useState<Partial<Fields>>({});
  const errors: Partial<Fields> = { ...serverFieldErrors(updateProfile.error), ...clientErrors };
  const set = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(profileUpdateRequest, values);
    setClientErrors(found);
    if (Object.keys(found).length > 0) return;
    updateProfile.mutate(profileUpdateRequest.parse(values), {
      onSuccess: () => toast({ title: 'Profile saved', description: 'Your name is updated.' }),
    });
  };

  const failed = updateProfile.isError && !hasErrorCode(updateProfile.error, 'unauthorized', 'validation_failed');
  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="profile-heading">
        <h3 id="profile-heading" className="font-semibold">
          Profile
        </h3>
        <NameFields values={values} errors={errors} onChange={set} />
        {failed ? (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {errorMessage(updateProfile.error, 'Your profile could not be saved. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? 'Saving...' : 'Save profile'}
        </Button>
      </form>
      <ProfileImageField user={user} />
    </div>
  );
}

function ProfileImageField({ user }: { user: AuthUser }) {
  const [progress, setProgress] = useState(0);
  const replaceImage = useReplaceProfileImage(setProgress);
  const error =
    replaceImage.isError && !hasErrorCode(replaceImage.error, 'unauthorized')
      ? errorMessage(replaceImage.error, 'The picture could not be uploaded. Please try again.')
      : undefined;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    replaceImage.mutate(file, { onSuccess: () => toast({ title: 'Profile picture saved' }) });
  };
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[6rem_1fr]">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="Your profile" className="size-24 rounded-full border object-cover" />
      ) : (
        <div className="flex size-24 items-center justify-center rounded-full border border-dashed text-xs text-muted-foreground">
          No picture
        </div>
      )}
      <Field id="profileImage" label="Profile picture" hint={`JPEG, PNG or WebP up to ${COVER_MAX_MB}MB.`} error={error}>
        <Input
          {...fieldAria('profileImage', error, true)}
          type="file"
          accept={ACCEPT}
          disabled={replaceImage.isPending}
          onChange={choose}
        />
        {replaceImage.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Uploading... {progress}%
          </p>
        ) : null}
      </Field>
    </div>
  );
}

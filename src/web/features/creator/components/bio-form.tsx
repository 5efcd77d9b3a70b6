import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { CREATOR_BIO_MAX, type CreatorProfile, creatorProfileRequest } from '../../../../contract/creator';
import { Button } from '../../../components/ui/button';
import { Field, fieldAria } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { creatorPath } from '../../../config/paths';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { useCreatorProfile, useUpdateCreatorProfile } from '../api/creator-profile';

/** The short bio on the creator's public page, checked with the contract's rule before sending (the server applies it too). */
export function BioSection({ creatorId }: { creatorId: number }) {
  const { data, isError } = useCreatorProfile();
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">Your creator page</h3>
      <p className="text-muted-foreground">
        Buyers who click your name see your photo, this bio, your product and your rating.{' '}
        <Link href={creatorPath(creatorId)} className="font-medium text-primary underline-offset-4 hover:underline">
          View your creator page
        </Link>
      </p>
      {isError ? (
        <p className="text-muted-foreground">Your bio could not be loaded. Please try again in a moment.</p>
      ) : data ? (
        <BioForm profile={data} />
      ) : (
        <Skeleton className="h-28 w-full" />
      )}
    </div>
  );
}

function BioForm({ profile }: { profile: CreatorProfile }) {
  const update = useUpdateCreatorProfile();
  const [bio, setBio] = useState(profile.bio);
  const [clientError, setClientError] = useState<string>();
  const error = clientError ?? serverFieldErrors(update.error).bio;
  const failed = update.isError && !hasErrorCode(update.error, 'unauthorized', 'validation_failed');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(creatorProfileRequest, { bio });
    setClientError(found.bio);
    if (found.bio) return;
    update.mutate(creatorProfileRequest.parse({ bio }), { onSuccess: () => toast({ title: 'Bio saved' }) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Creator bio">
      <Field id="creatorBio" label="Short bio" hint={`${bio.length}/${CREATOR_BIO_MAX} characters`} error={error}>
        <Textarea
          {...fieldAria('creatorBio', error, true)}
          value={bio}
          rows={4}
          onChange={(event) => {
            setBio(event.target.value);
            setClientError(undefined);
          }}
        />
      </Field>
      {failed ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {errorMessage(update.error, 'Your bio could not be saved. Please try again.')}
        </p>
      ) : null}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save bio'}
      </Button>
    </form>
  );
}

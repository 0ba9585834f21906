import { PlusCircle, Save } from 'lucide-react';
import { Link } from 'wouter';
import { HORSE_LIMITS, type Horse } from '#contract/horses';
import type { SessionUser } from '#contract/users';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { PHOTOS_PENDING } from '#client/components/horse/owner-horses-card';
import { useSaveHorse } from '../api';
import { ExistingImages } from './existing-images';
import { PhotoUploadError } from './form-errors';
import { HorseFormFields } from './horse-form-fields';
import { FormSection, HorseFormShell } from './horse-form-shell';
import { formValuesFromHorse, newHorseFormValues } from './horse-form-table';
import { addHorseFormSchema, editHorseFormSchema } from './horse-form-values';
import { InitialAvailabilityField } from './initial-availability-field';
import { PhotoPicker } from './photo-picker';
import { useHorseForm } from './use-horse-form';

export interface HorseFormProps {
  owner: SessionUser;
  /** The horse being edited; absent when adding one. */
  horse?: Horse | undefined;
}

/**
 * The one horse form, for adding (/add-horse) and editing (/edit-horse/{id}) alike (docs/product.md §M2,
 * §M5, §M8; issue 32): the same fields, breed list and experience levels, in the same order, photos first. Adding starts
 * from the owner's town and postcode and may set a first availability; editing starts from the horse, shows
 * its photos and whether it is available now. New photos are uploaded first, then the horse is saved.
 */
export function HorseForm({ owner, horse }: HorseFormProps) {
  const adding = horse === undefined;
  const { form, photoPicker, onSubmit, isPending } = useHorseForm({
    defaultValues: adding ? newHorseFormValues(owner) : formValuesFromHorse(horse),
    schema: adding ? addHorseFormSchema : editHorseFormSchema,
    room: HORSE_LIMITS.maxImages - (horse?.images.length ?? 0),
    save: useSaveHorse(owner.id, horse),
    saved: (newPhotos) =>
      adding
        ? {
            title: 'Horse added successfully!',
            description: newPhotos > 0 ? PHOTOS_PENDING : 'Your listing is live.',
          }
        : {
            title: 'Horse updated',
            description:
              newPhotos > 0
                ? 'Your changes have been saved. Our team will check the new photos before they appear publicly.'
                : 'Your changes have been saved.',
          },
    failureTitle: (err) =>
      adding ? 'Failed to add horse' : err instanceof PhotoUploadError ? 'Upload failed' : 'Update failed',
  });

  return (
    <HorseFormShell
      title={adding ? 'Add a horse' : `Edit ${horse.name}`}
      intro={
        adding
          ? 'Tell enthusiasts about your horse and the help you are looking for.'
          : "Keep your horse's details up to date."
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <FormSection title="Photos">
          {adding ? null : <ExistingImages horse={horse} />}
          <PhotoPicker
            label={adding ? 'Add photos' : 'Add more photos'}
            firstIsCover={(horse?.images.length ?? 0) === 0}
            {...photoPicker}
          />
        </FormSection>
        <FormSection title="About your horse">
          <HorseFormFields form={form.fields} mode={adding ? 'add' : 'edit'} savedBreed={horse?.breed} />
        </FormSection>
        {adding ? (
          <FormSection title="Availability">
            <InitialAvailabilityField register={form.fields.register('initialAvailability')} />
          </FormSection>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="accent" size="lg" disabled={isPending}>
            {adding ? (
              <PlusCircle aria-hidden="true" className="size-5" />
            ) : (
              <Save aria-hidden="true" className="size-5" />
            )}
            {adding
              ? isPending
                ? 'Adding horse...'
                : 'Add Horse'
              : isPending
                ? 'Saving...'
                : 'Save Changes'}
          </Button>
          {adding ? null : (
            <Button asChild variant="outline" size="lg">
              <Link href={paths.horse(horse.id)}>View horse page</Link>
            </Button>
          )}
        </div>
      </form>
    </HorseFormShell>
  );
}

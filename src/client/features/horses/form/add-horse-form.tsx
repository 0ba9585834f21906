import { PlusCircle } from 'lucide-react';
import { HORSE_LIMITS } from '#contract/horses';
import { Button } from '#client/components/ui/button';
import { PHOTOS_PENDING } from '#client/components/horse/owner-horses-card';
import { useCreateHorse } from '../api';
import { HorseFormFields } from './horse-form-fields';
import { FormSection, HorseFormShell } from './horse-form-shell';
import { addHorseResolver, EMPTY_HORSE_FORM } from './horse-form-values';
import { InitialAvailabilityField } from './initial-availability-field';
import { PhotoPicker } from './photo-picker';
import { useHorseForm } from './use-horse-form';

/** The add-horse form (docs/product.md §M2, §M5, §M8); photos are uploaded first, then the horse is created. */
export function AddHorseForm({ ownerId }: { ownerId: number }) {
  const { form, photoPicker, onSubmit, isPending } = useHorseForm({
    defaultValues: EMPTY_HORSE_FORM,
    resolver: addHorseResolver,
    room: HORSE_LIMITS.maxImages,
    save: useCreateHorse(ownerId),
    saved: (newPhotos) => ({
      title: 'Horse added successfully!',
      description: newPhotos > 0 ? PHOTOS_PENDING : 'Your listing is live.',
    }),
    failureTitle: () => 'Failed to add horse',
  });

  return (
    <HorseFormShell
      title="Add a horse"
      intro="Tell enthusiasts about your horse and the help you are looking for."
      onSubmit={onSubmit}
    >
      <FormSection title="Photos">
        <PhotoPicker {...photoPicker} />
      </FormSection>
      <FormSection title="About your horse">
        <HorseFormFields register={form.register} errors={form.formState.errors} mode="add" />
      </FormSection>
      <FormSection title="Availability">
        <InitialAvailabilityField register={form.register('initialAvailability')} />
      </FormSection>
      <Button type="submit" variant="accent" size="lg" disabled={isPending} className="justify-self-start">
        <PlusCircle aria-hidden="true" className="size-5" />
        {isPending ? 'Adding horse...' : 'Add Horse'}
      </Button>
    </HorseFormShell>
  );
}

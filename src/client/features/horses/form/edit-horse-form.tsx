import { Save } from 'lucide-react';
import { Link } from 'wouter';
import { HORSE_LIMITS, type Horse } from '#contract/horses';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { useUpdateHorse } from '../api';
import { ExistingImages } from './existing-images';
import { PhotoUploadError } from './form-errors';
import { HorseFormFields } from './horse-form-fields';
import { FormSection, HorseFormShell } from './horse-form-shell';
import { editHorseResolver, formValuesFromHorse } from './horse-form-values';
import { PhotoPicker } from './photo-picker';
import { useHorseForm } from './use-horse-form';

/** The edit form (docs/product.md §M2, §M5, §M8): prefilled; new photos are uploaded, then the horse is saved. */
export function EditHorseForm({ horse }: { horse: Horse }) {
  const room = HORSE_LIMITS.maxImages - horse.images.length;
  const { form, photoPicker, onSubmit, isPending } = useHorseForm({
    defaultValues: formValuesFromHorse(horse),
    resolver: editHorseResolver,
    room,
    save: useUpdateHorse(horse),
    saved: (newPhotos) => ({
      title: 'Horse updated',
      description:
        newPhotos > 0
          ? 'Your changes have been saved. Our team will check the new photos before they appear publicly.'
          : 'Your changes have been saved.',
    }),
    failureTitle: (err) => (err instanceof PhotoUploadError ? 'Upload failed' : 'Update failed'),
  });

  return (
    <HorseFormShell
      title={`Edit ${horse.name}`}
      intro="Keep your horse's details up to date."
      onSubmit={onSubmit}
    >
      <FormSection title="About your horse">
        <HorseFormFields register={form.register} errors={form.formState.errors} mode="edit" />
      </FormSection>
      <FormSection title="Photos">
        <ExistingImages horse={horse} />
        <PhotoPicker label="Add more photos" firstIsCover={horse.images.length === 0} {...photoPicker} />
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="accent" size="lg" disabled={isPending}>
          <Save aria-hidden="true" className="size-5" />
          {isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={paths.horse(horse.id)}>View horse page</Link>
        </Button>
      </div>
    </HorseFormShell>
  );
}

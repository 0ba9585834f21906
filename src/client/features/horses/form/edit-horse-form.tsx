import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { HORSE_LIMITS, type Horse, type HorseUpdateInput } from '#contract/horses';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useUpdateHorse } from '../api';
import { ExistingImages } from './existing-images';
import { PhotoUploadError, showServerFieldErrors } from './form-errors';
import { HorseFormFields } from './horse-form-fields';
import { FormSection, HorseFormShell } from './horse-form-shell';
import { editHorseResolver, formValuesFromHorse, type HorseFormValues } from './horse-form-values';
import { PhotoPicker } from './photo-picker';
import { usePhotoPicker } from './use-photo-picker';

/** The edit form (member spec §2, §5, §8): prefilled; new photos are uploaded, then the horse is saved. */
export function EditHorseForm({ horse }: { horse: Horse }) {
  const [, navigate] = useLocation();
  const room = HORSE_LIMITS.maxImages - horse.images.length;
  const picker = usePhotoPicker(room);
  const form = useForm<HorseFormValues, unknown, HorseUpdateInput>({
    defaultValues: formValuesFromHorse(horse),
    resolver: editHorseResolver,
  });

  const update = useUpdateHorse(horse);
  const submit = (input: HorseUpdateInput) =>
    update.mutate(
      { input, files: picker.photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          toast({ title: 'Horse updated', description: 'Your changes have been saved.' });
          navigate(paths.myProfile());
        },
        onError: (err) => {
          showServerFieldErrors(err, form.setError);
          const title = err instanceof PhotoUploadError ? 'Upload failed' : 'Update failed';
          toast({ title, description: errorMessage(err), variant: 'destructive' });
        },
      },
    );

  return (
    <HorseFormShell
      title={`Edit ${horse.name}`}
      intro="Keep your horse's details up to date."
      onSubmit={form.handleSubmit(submit)}
    >
      <FormSection title="About your horse">
        <HorseFormFields register={form.register} errors={form.formState.errors} mode="edit" />
      </FormSection>
      <FormSection title="Photos">
        <ExistingImages horse={horse} />
        <PhotoPicker
          label="Add more photos"
          photos={picker.photos}
          onAdd={picker.add}
          onRemove={picker.remove}
          room={room - picker.photos.length}
        />
      </FormSection>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="accent" size="lg" disabled={update.isPending}>
          <Save aria-hidden="true" className="size-5" />
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={paths.horse(horse.id)}>View horse page</Link>
        </Button>
      </div>
    </HorseFormShell>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { HORSE_LIMITS, type Horse, type HorseUpdateInput } from '#contract/horses';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { apiJson, errorMessage } from '#client/lib/api';
import { ExistingImages } from './existing-images';
import { PhotoUploadError, showServerFieldErrors } from './form-errors';
import { HorseFormFields } from './horse-form-fields';
import { FormSection, HorseFormShell } from './horse-form-shell';
import { editHorseResolver, formValuesFromHorse, type HorseFormValues } from './horse-form-values';
import {
  editHorseKey,
  HORSES_KEY,
  invalidateHorsesExcept,
  uploadHorseImage,
} from '#client/lib/queries/horses';
import { PhotoPicker } from './photo-picker';
import { usePhotoPicker } from './use-photo-picker';

/** The edit form (member spec §2, §5, §8): prefilled; new photos are uploaded, then the horse is saved. */
export function EditHorseForm({ horse }: { horse: Horse }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const room = HORSE_LIMITS.maxImages - horse.images.length;
  const picker = usePhotoPicker(room);
  const form = useForm<HorseFormValues, unknown, HorseUpdateInput>({
    defaultValues: formValuesFromHorse(horse),
    resolver: editHorseResolver,
  });

  const update = useMutation({
    mutationFn: async (input: HorseUpdateInput) => {
      const uploaded: string[] = [];
      for (const photo of picker.photos) {
        try {
          uploaded.push(await uploadHorseImage(photo.file));
        } catch (err) {
          throw new PhotoUploadError(err);
        }
      }
      // The partial schema still fills in `images: []`; send images only when photos were added.
      const { images: _defaulted, ...fields } = input;
      const body = uploaded.length > 0 ? { ...fields, images: [...horse.images, ...uploaded] } : fields;
      return apiJson<Horse>('PUT', `${HORSES_KEY}/${horse.id}`, body);
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(editHorseKey(horse.id), saved);
      toast({ title: 'Horse updated', description: 'Your changes have been saved.' });
      await invalidateHorsesExcept(queryClient, editHorseKey(horse.id));
      navigate(paths.myProfile());
    },
    onError: (err) => {
      showServerFieldErrors(err, form.setError);
      const title = err instanceof PhotoUploadError ? 'Upload failed' : 'Update failed';
      toast({ title, description: errorMessage(err), variant: 'destructive' });
    },
  });

  return (
    <HorseFormShell
      title={`Edit ${horse.name}`}
      intro="Keep your horse's details up to date."
      onSubmit={form.handleSubmit((input) => update.mutate(input))}
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

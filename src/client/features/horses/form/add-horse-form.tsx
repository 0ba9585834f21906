import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlusCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { HORSE_LIMITS, type Horse, type HorseCreateInput } from '#contract/horses';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { apiJson, errorMessage } from '#client/lib/api';
import { PhotoUploadError, showServerFieldErrors } from './form-errors';
import { HorseFormFields } from './horse-form-fields';
import { FormSection, HorseFormShell } from './horse-form-shell';
import { addHorseResolver, EMPTY_HORSE_FORM, type HorseFormValues } from './horse-form-values';
import { HORSES_KEY, uploadHorseImage } from '#client/lib/queries/horses';
import { InitialAvailabilityField } from './initial-availability-field';
import { PhotoPicker } from './photo-picker';
import { usePhotoPicker } from './use-photo-picker';

async function uploadAll(files: File[]): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) {
    try {
      urls.push(await uploadHorseImage(file));
    } catch (err) {
      throw new PhotoUploadError(err);
    }
  }
  return urls;
}

/** The add-horse form (member spec §2, §5, §8); photos are uploaded first, then the horse is created. */
export function AddHorseForm({ ownerId }: { ownerId: number }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const picker = usePhotoPicker(HORSE_LIMITS.maxImages);
  const form = useForm<HorseFormValues, unknown, HorseCreateInput>({
    defaultValues: EMPTY_HORSE_FORM,
    resolver: addHorseResolver,
  });

  const create = useMutation({
    mutationFn: async (input: HorseCreateInput) => {
      const images = await uploadAll(picker.photos.map((photo) => photo.file));
      return apiJson<Horse>('POST', HORSES_KEY, { ...input, images, ownerId });
    },
    onSuccess: async () => {
      toast({ title: 'Horse added successfully!', description: 'Our team will check its photos shortly.' });
      await queryClient.invalidateQueries({ queryKey: [HORSES_KEY] });
      navigate(paths.myProfile());
    },
    onError: (err) => {
      showServerFieldErrors(err, form.setError);
      toast({ title: 'Failed to add horse', description: errorMessage(err), variant: 'destructive' });
    },
  });

  return (
    <HorseFormShell
      title="Add a horse"
      intro="Tell enthusiasts about your horse and the help you are looking for."
      onSubmit={form.handleSubmit((input) => create.mutate(input))}
    >
      <FormSection title="About your horse">
        <HorseFormFields register={form.register} errors={form.formState.errors} mode="add" />
      </FormSection>
      <FormSection title="Photos">
        <PhotoPicker
          photos={picker.photos}
          onAdd={picker.add}
          onRemove={picker.remove}
          room={HORSE_LIMITS.maxImages - picker.photos.length}
        />
      </FormSection>
      <FormSection title="Availability">
        <InitialAvailabilityField register={form.register('initialAvailability')} />
      </FormSection>
      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={create.isPending}
        className="justify-self-start"
      >
        <PlusCircle aria-hidden="true" className="size-5" />
        {create.isPending ? 'Adding horse...' : 'Add Horse'}
      </Button>
    </HorseFormShell>
  );
}

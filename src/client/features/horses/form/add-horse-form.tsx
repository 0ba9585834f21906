import { PlusCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { HORSE_LIMITS, type HorseCreateInput } from '#contract/horses';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useCreateHorse } from '../api';
import { showServerFieldErrors } from './form-errors';
import { HorseFormFields } from './horse-form-fields';
import { FormSection, HorseFormShell } from './horse-form-shell';
import { addHorseResolver, EMPTY_HORSE_FORM, type HorseFormValues } from './horse-form-values';
import { InitialAvailabilityField } from './initial-availability-field';
import { PhotoPicker } from './photo-picker';
import { usePhotoPicker } from './use-photo-picker';

/** The add-horse form (member spec §2, §5, §8); photos are uploaded first, then the horse is created. */
export function AddHorseForm({ ownerId }: { ownerId: number }) {
  const [, navigate] = useLocation();
  const picker = usePhotoPicker(HORSE_LIMITS.maxImages);
  const form = useForm<HorseFormValues, unknown, HorseCreateInput>({
    defaultValues: EMPTY_HORSE_FORM,
    resolver: addHorseResolver,
  });

  const create = useCreateHorse(ownerId);
  const submit = (input: HorseCreateInput) =>
    create.mutate(
      { input, files: picker.photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          toast({
            title: 'Horse added successfully!',
            description: 'Our team will check its photos shortly.',
          });
          navigate(paths.myProfile());
        },
        onError: (err) => {
          showServerFieldErrors(err, form.setError);
          toast({ title: 'Failed to add horse', description: errorMessage(err), variant: 'destructive' });
        },
      },
    );

  return (
    <HorseFormShell
      title="Add a horse"
      intro="Tell enthusiasts about your horse and the help you are looking for."
      onSubmit={form.handleSubmit(submit)}
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

import { useLocation } from 'wouter';
import { useContractForm } from '#client/components/form';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { paths } from '#client/lib/paths';
import type { HorseCreateInput, HorseUpdateInput } from '#contract/horses';
import type { HorseSaveVariables } from '../api';
import type { HorseFormValues } from './horse-form-table';
import type { HorseFormSchema } from './horse-form-values';
import type { PhotoPickerProps } from './photo-picker';
import { usePhotoPicker } from './use-photo-picker';

type Output = HorseCreateInput | HorseUpdateInput;

/** A save of the form's input and the photos picked (useSaveHorse). */
interface HorseSave {
  mutate: (
    variables: HorseSaveVariables<Output>,
    callbacks: { onSuccess: () => void; onError: (err: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * What the add and edit forms share (docs/product.md §M2, §M5, §M8): the form, the photos picked (at most
 * `room`) and PhotoPicker's props for them, and what follows a save: a toast and My Profile, or the server's field errors and a
 * destructive toast titled by `failureTitle`.
 */
export function useHorseForm(options: {
  defaultValues: HorseFormValues;
  schema: HorseFormSchema;
  room: number;
  save: HorseSave;
  /** The toast after a save; told how many new photos went with it. */
  saved: (newPhotos: number) => { title: string; description: string };
  failureTitle: (err: Error) => string;
}) {
  const { defaultValues, schema, room, save, saved, failureTitle } = options;
  const [, navigate] = useLocation();
  const picker = usePhotoPicker(room);
  const form = useContractForm(schema, { defaultValues });
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { input, files: picker.photos.map((photo) => photo.file), onProgress: picker.onProgress },
      {
        onSuccess: () => {
          toast(saved(picker.photos.length));
          navigate(paths.myProfile('horses'));
        },
        onError: (err) => {
          picker.resetProgress();
          form.showServerErrors(err);
          toast({ title: failureTitle(err), description: errorMessage(err), variant: 'destructive' });
        },
      },
    ),
  );
  // The picker's state as PhotoPicker draws it, locked while saving.
  const photoPicker: PhotoPickerProps = { ...picker.pickerProps, locked: save.isPending };
  return { form, photoPicker, onSubmit, isPending: save.isPending };
}

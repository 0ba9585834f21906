import { useForm, type Resolver } from 'react-hook-form';
import { useLocation } from 'wouter';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { paths } from '#client/lib/paths';
import type { HorseSaveVariables } from '../api';
import { showServerFieldErrors } from './form-errors';
import type { HorseFormValues } from './horse-form-values';
import type { PhotoPickerProps } from './photo-picker';
import { usePhotoPicker } from './use-photo-picker';

/** A save of the form's input and the photos picked (useSaveHorse). */
interface HorseSave<Output> {
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
export function useHorseForm<Output>(options: {
  defaultValues: HorseFormValues;
  resolver: Resolver<HorseFormValues, unknown, Output>;
  room: number;
  save: HorseSave<Output>;
  /** The toast after a save; told how many new photos went with it. */
  saved: (newPhotos: number) => { title: string; description: string };
  failureTitle: (err: Error) => string;
}) {
  const { defaultValues, resolver, room, save, saved, failureTitle } = options;
  const [, navigate] = useLocation();
  const picker = usePhotoPicker(room);
  const form = useForm<HorseFormValues, unknown, Output>({ defaultValues, resolver });
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
          showServerFieldErrors(err, form.setError);
          toast({ title: failureTitle(err), description: errorMessage(err), variant: 'destructive' });
        },
      },
    ),
  );
  // The picker's state as PhotoPicker draws it, locked while saving.
  const photoPicker: PhotoPickerProps = { ...picker.pickerProps, locked: save.isPending };
  return { form, photoPicker, onSubmit, isPending: save.isPending };
}

import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '#contract/profile';
import type { SessionUser } from '#contract/users';
import { MemberAvatar } from '#client/components/member/member-avatar';
import { Button } from '#client/components/ui/button';
import { MutationButton } from '#client/components/ui/mutation-button';
import { Dialog } from '#client/components/ui/dialog';
import { toast } from '#client/components/ui/use-toast';
import { useDeleteProfileImage, useUploadProfileImage } from '../api';

/**
 * The profile photo (docs/product.md §M2, §M4): choose a file, preview it in a confirmation dialog, then upload
 * or cancel; a photo can be deleted. The server checks the bytes again; this only spares a wasted upload.
 */
export function ProfilePhoto({ user }: { user: SessionUser }) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const upload = useUploadProfileImage(user.id);
  const remove = useDeleteProfileImage(user.id);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({
        title: PROFILE_MESSAGES.imageWrongTypeTitle,
        description: PROFILE_MESSAGES.imageWrongType,
        variant: 'destructive',
      });
      return;
    }
    if (file.size >= PROFILE_LIMITS.maxImageBytes) {
      toast({
        title: PROFILE_MESSAGES.imageTooLargeTitle,
        description: PROFILE_MESSAGES.imageTooLarge,
        variant: 'destructive',
      });
      return;
    }
    setChosen({ file, preview: URL.createObjectURL(file) });
  }

  const close = () => setChosen(null);

  return (
    <div className="flex flex-col items-center gap-3">
      <MemberAvatar member={user} size="profile" />
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          <Camera aria-hidden="true" className="size-4" />
          {user.profileImage ? 'Change photo' : 'Add photo'}
        </Button>
        {user.profileImage ? (
          <MutationButton
            mutation={remove}
            variant="ghost"
            size="sm"
            icon={Trash2}
            pendingLabel="Deleting..."
          >
            Delete photo
          </MutationButton>
        ) : null}
      </div>
      <Dialog
        open={chosen !== null}
        onOpenChange={(open) => (open || upload.isPending ? undefined : close())}
        title="Use this photo?"
        description="This is how your photo will look on your profile."
      >
        {chosen ? (
          <img
            src={chosen.preview}
            alt="Preview of your new profile photo"
            className="mx-auto size-48 rounded-full object-cover"
          />
        ) : null}
        {upload.isPending ? (
          <div className="grid gap-1" role="status">
            <progress className="w-full accent-primary" aria-label="Uploading your photo" />
            <span className="text-sm text-muted">Uploading...</span>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="button"
            disabled={upload.isPending}
            onClick={() => chosen && upload.mutate(chosen.file, { onSuccess: close })}
          >
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
          <Button type="button" variant="outline" disabled={upload.isPending} onClick={close}>
            Cancel
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { MutationButton } from '#client/components/ui/mutation-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { useDownloadMyData } from '../api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Your data" (UK data rights): a copy of everything held about the member, and deleting the account. */
export function YourDataCard() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download a copy of everything we hold about you, or delete your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <MutationButton mutation={download} variant="outline" icon={Download} pendingLabel="Preparing...">
          Download my data
        </MutationButton>
        <Button type="button" variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
        <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
      </CardContent>
    </Card>
  );
}

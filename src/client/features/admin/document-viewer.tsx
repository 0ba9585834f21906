import { Download, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { useVerificationDocument } from './api';

/** A local address for a fetched file, released when the file changes or the viewer goes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/**
 * A member's verification document: an image inline, and a download link for either (a PDF is read
 * after downloading) (the file is fetched with the admin session; its type comes from the server, which checked the bytes).
 */
export function DocumentViewer({
  documentUrl,
  submittedAt,
  memberName,
  kind = 'verification',
}: {
  documentUrl: string;
  /** The submission listed, which the decision will name: a newer one is fetched, not the cached file. */
  submittedAt: string | null;
  memberName: string;
  /** Whose document: a member's identity document, or a riding school's insurance certificate. */
  kind?: 'verification' | 'insurance';
}) {
  const document = useVerificationDocument(documentUrl, submittedAt);
  const objectUrl = useObjectUrl(document.data);
  const title =
    kind === 'insurance'
      ? `Insurance certificate of ${memberName}`
      : `Verification document of ${memberName}`;

  if (document.isPending) return <Spinner label="Loading the document" showLabel />;
  if (document.error) {
    return (
      <Alert variant="danger" title="Could not load the document">
        {errorMessage(document.error)}
      </Alert>
    );
  }
  if (!objectUrl) return <Spinner label="Loading the document" showLabel />;
  const isPdf = document.data.type === 'application/pdf';
  return (
    <div className="grid gap-3">
      {isPdf ? (
        // A member's PDF may carry scripts: it is never opened as a page of this site (the server sends
        // it as a download, sandboxed), so it is read in a PDF reader after downloading.
        <p className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-sand p-4">
          <FileText aria-hidden="true" className="size-6 text-primary" />
          <span>This document is a PDF: download it to read it in your PDF reader.</span>
        </p>
      ) : (
        <img
          src={objectUrl}
          alt={title}
          className="max-h-[70vh] w-full rounded-xl border border-line bg-sand object-contain"
        />
      )}
      <a
        href={objectUrl}
        download={`${kind}-${memberName.replace(/\W+/g, '-').toLowerCase()}${isPdf ? '.pdf' : ''}`}
        className={buttonClasses('outline', 'sm') + ' justify-self-start'}
      >
        <Download aria-hidden="true" className="size-4" />
        Download the document
      </a>
    </div>
  );
}

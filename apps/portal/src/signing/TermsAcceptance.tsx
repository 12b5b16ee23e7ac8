import { Alert, Button, Checkbox, Dialog, PdfViewer } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { termsPdfQuery } from './terms-pdf-query.ts';
import { useObjectUrl } from './use-object-url.ts';

interface TermsAcceptanceProps {
  isSelected: boolean;
  onChange: (accepted: boolean) => void;
  isDisabled?: boolean;
  /** Shown under the box, e.g. why it cannot be ticked yet. */
  description?: string;
  /** The button that opens the terms, e.g. 'Preview contract'. */
  viewLabel?: string;
}

/** The terms in a PDF viewer (with download), and the box that accepts them. */
export function TermsAcceptance({
  isSelected,
  onChange,
  isDisabled,
  description,
  viewLabel = 'Read the terms and conditions',
}: TermsAcceptanceProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  const [open, setOpen] = useState(false);
  const terms = useQuery({ ...termsPdfQuery(pod), enabled: open });
  const url = useObjectUrl(terms.data);
  return (
    <div className="signing-terms">
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {viewLabel}
      </Button>
      <Checkbox isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
        I have read and accept the terms and conditions of the publishing agreement
      </Checkbox>
      {description && <p className="ui-description">{description}</p>}
      <Dialog
        title="Terms and conditions"
        isOpen={open}
        onOpenChange={setOpen}
        actions={(close) => (
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        )}
      >
        {terms.isError && <Alert variant="danger">Something went wrong</Alert>}
        {url && (
          <PdfViewer
            src={url}
            title="Publishing agreement"
            downloadName="publishing-agreement.pdf"
          />
        )}
      </Dialog>
    </div>
  );
}

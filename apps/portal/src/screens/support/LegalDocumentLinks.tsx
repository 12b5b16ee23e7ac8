import { Button, Dialog, PdfViewer } from '@pod-portal/ui';
import { useState } from 'react';
import { LEGAL_DOCUMENTS, legalDocumentUrl } from './legal-documents.ts';

type Document = (typeof LEGAL_DOCUMENTS)[number];

const byId = (id: Document['id']) => LEGAL_DOCUMENTS.find((document) => document.id === id);

/**
 * "Read the Terms & Conditions and the Privacy Policy": each opens in the PDF viewer, with
 * download, in a dialog (the consent box beside them stays where it was).
 */
export function LegalDocumentLinks() {
  const [reading, setReading] = useState<Document>();
  const terms = byId('terms-and-conditions');
  const privacy = byId('privacy-policy');
  if (!terms || !privacy) return null;
  return (
    <p className="app-legal-links">
      Read the{' '}
      <Button variant="ghost" className="app-legal-link" onPress={() => setReading(terms)}>
        Terms &amp; Conditions
      </Button>{' '}
      and the{' '}
      <Button variant="ghost" className="app-legal-link" onPress={() => setReading(privacy)}>
        Privacy Policy
      </Button>
      <Dialog
        title={reading?.title ?? ''}
        isOpen={reading !== undefined}
        onOpenChange={(open) => !open && setReading(undefined)}
        actions={(close) => (
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        )}
      >
        {reading && (
          <PdfViewer
            src={legalDocumentUrl(reading.id)}
            title={reading.title}
            downloadName={`${reading.id}.pdf`}
          />
        )}
      </Dialog>
    </p>
  );
}

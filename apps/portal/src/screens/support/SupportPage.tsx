import { Button, Card, Link, PdfViewer } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { priceListQuery } from '../../api/price-list-query.ts';
import { FeesTables } from './FeesTable.tsx';
import { LEGAL_DOCUMENTS, legalDocumentUrl } from './legal-documents.ts';

/**
 * Support: the legal documents in the PDF viewer (with download), the fees from the price list
 * in force, and where to ask a question (the chat, on every other page).
 */
export function SupportPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const prices = useQuery(priceListQuery(pod));
  const [reading, setReading] = useState<(typeof LEGAL_DOCUMENTS)[number]>();
  return (
    <div className="app-support">
      <h1>Support</h1>
      <Card title="Questions about your books, orders or payments?">
        <p>
          Chat with our team: the Chat button is at the bottom of every other page, for example your
          dashboard. We answer between 08:00 and 17:00 (South African time).
        </p>
        <Link href="/dashboard">Go to the dashboard</Link>
      </Card>
      <Card title="Legal documents">
        <ul className="app-support__documents">
          {LEGAL_DOCUMENTS.map((document) => (
            <li key={document.id}>
              <Button
                variant={reading?.id === document.id ? 'primary' : 'secondary'}
                aria-pressed={reading?.id === document.id}
                onPress={() => setReading(document)}
              >
                {document.title}
              </Button>
            </li>
          ))}
        </ul>
        {reading && (
          <PdfViewer
            key={reading.id}
            src={legalDocumentUrl(reading.id)}
            title={reading.title}
            downloadName={`${reading.id}.pdf`}
          />
        )}
      </Card>
      <Card title="Fees">
        {prices.data ? (
          <FeesTables prices={prices.data} />
        ) : prices.isError ? (
          <p role="alert">The fees could not be loaded. Please try again later.</p>
        ) : (
          <p role="status">Loading the fees…</p>
        )}
      </Card>
    </div>
  );
}

import { EXTRA_SERVICES, formatMoney, includingVat, type PriceList } from '@pod-portal/domain';
import { Table } from '@pod-portal/ui';

interface ServiceFee {
  id: string;
  name: string;
  description: string;
  excluding: number;
}

interface DigitalFee {
  id: string;
  name: string;
  amount: string;
}

const rand = (cents: number) => formatMoney(cents, 'ZAR');

/**
 * What each paid service costs (the cart adds VAT) and the once-off costs of ebooks and
 * audiobooks (as the quote shows them), from the price list in force.
 */
export function FeesTables({ prices }: { prices: PriceList }) {
  const services: ServiceFee[] = EXTRA_SERVICES.map((service) => ({
    id: service.id,
    name: service.name,
    description: service.description,
    excluding: prices.services[service.id],
  }));
  const digital: DigitalFee[] = [
    { id: 'ebook-upload', name: 'Ebook upload', amount: rand(prices.ebook.uploadFee) },
    // The epub conversion service the cart charges (`onceOffCharges`), at its price.
    {
      id: 'ebook-conversion',
      name: 'Ebook conversion',
      amount: rand(prices.services.epubConversion),
    },
    { id: 'audiobook-upload', name: 'Audiobook upload', amount: rand(prices.audiobook.uploadFee) },
    {
      id: 'audiobook-recording',
      name: 'Audiobook recording',
      amount: `${rand(prices.audiobook.recordingPerPage)} per page`,
    },
  ];
  return (
    <>
      <Table
        label="Services"
        columns={[
          { id: 'name', name: 'Service', cell: (row: ServiceFee) => row.name, isRowHeader: true },
          { id: 'what', name: 'What you get', cell: (row: ServiceFee) => row.description },
          { id: 'excl', name: 'Excluding VAT', cell: (row: ServiceFee) => rand(row.excluding) },
          {
            id: 'incl',
            name: 'Including VAT',
            cell: (row: ServiceFee) => rand(includingVat(row.excluding)),
          },
        ]}
        rows={services}
      />
      <Table
        label="Ebook and audiobook once-off costs"
        columns={[
          { id: 'name', name: 'Cost', cell: (row: DigitalFee) => row.name, isRowHeader: true },
          { id: 'amount', name: 'Amount', cell: (row: DigitalFee) => row.amount },
        ]}
        rows={digital}
      />
    </>
  );
}

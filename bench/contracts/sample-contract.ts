import type { SignedContractTask } from '@pod-portal/api';
import { strokePng } from '@pod-portal/api/test-support';

/**
 * The contract both contract benchmarks render: an author with a publisher, two books (local
 * and international) and a contributor, signed by hand at `signedAt` under `seal`.
 */
export function sampleContractTask(
  seal: SignedContractTask['seal'],
  signedAt: Date,
): SignedContractTask {
  const signature = strokePng(500, 200);
  const initials = strokePng(200, 100);
  return {
    seal,
    details: {
      kind: 'contract',
      version: 1,
      author: { userId: 7, name: 'Thandi Mokoena', email: 'thandi@example.co.za' },
      publisher: [
        ['Publisher name', 'Thandi Mokoena'],
        ['Registration ID', '*********9087'],
        ['Physical address', '12 Oxford Road, Rosebank, Johannesburg'],
      ],
      payout: [
        ['Bank', 'First National Bank'],
        ['Account number', '*******6789'],
      ],
      books: [
        {
          id: 101,
          market: 'local',
          title: 'The Karoo Road',
          format: 'print',
          identifier: '9780306406157',
          pages: 200,
          price: 'R 250.00',
          royalty: 'R 130.96',
        },
        {
          id: 102,
          market: 'international',
          title: 'The Karoo Road',
          format: 'print',
          identifier: '9780306406157',
          pages: 200,
          price: 'USD 19.99',
          royalty: 'USD 5.50',
        },
      ],
      authors: ['Thandi Mokoena'],
      contributors: [{ name: 'Sipho Dlamini', role: 'Editor' }],
      services: [],
      signedPlace: 'Rosebank, Gauteng',
      signedAt,
      signature,
      initials,
    },
    record: {
      userId: 7,
      name: 'Thandi Mokoena',
      email: 'thandi@example.co.za',
      signedAt,
      signedPlace: 'Rosebank, Gauteng',
      ipAddress: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (bench)',
      bookIds: [101, 102],
      version: 1,
      versionLabel: 'Contract version',
      sealName: seal.signerName,
    },
  };
}

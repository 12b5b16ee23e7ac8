import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { BulkUploadPage } from '../../screens/bulk-upload/BulkUploadPage.tsx';

export const Route = createFileRoute('/_app/bulk-upload')({
  head: () => ({ meta: [{ title: pageTitle('Bulk book upload') }] }),
  component: BulkUploadPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { BulkUploadPage } from '../../screens/bulk-upload/BulkUploadPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/_app/bulk-upload')({
  head: () => ({ meta: [{ title: pageTitle('Bulk book upload') }] }),
  component: BulkUploadPage,
});

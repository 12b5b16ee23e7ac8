import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/my-first-book/')({
  beforeLoad: () => {
    throw redirect({ to: '/my-first-book/$stage', params: { stage: 'publishing-rights' } });
  },
});

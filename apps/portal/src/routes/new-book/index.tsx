import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/new-book/')({
  beforeLoad: () => {
    throw redirect({ to: '/new-book/$stage', params: { stage: 'publishing-rights' } });
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../wizard/wizard-route-options.ts';

export const Route = createFileRoute('/new-book')({ beforeLoad: requireSignedIn });

import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../screens/wizard/frame/wizard-route-options.ts';

export const Route = createFileRoute('/my-first-book')({ beforeLoad: requireSignedIn });

import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../session/require-signed-in.ts';

export const Route = createFileRoute('/my-first-book')({ beforeLoad: requireSignedIn });

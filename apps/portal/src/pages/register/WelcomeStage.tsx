import { Link } from '@pod-portal/ui';
import { useRouter } from '@tanstack/react-router';

/** Told about the R100 welcome credit, the new author goes on to create a first book. */
export function WelcomeStage() {
  const router = useRouter();
  // The book wizard is the next step once it is part of the app; until then the dashboard.
  const next = router.routesByPath['/new-book/$stage' as keyof typeof router.routesByPath]
    ? '/new-book/general-info'
    : '/dashboard';
  return (
    <>
      <p>Your account has been created. R100 was added to your balance.</p>
      <Link href={next} variant="primary">
        Continue
      </Link>
    </>
  );
}

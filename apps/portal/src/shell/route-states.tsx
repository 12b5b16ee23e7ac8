import { Alert, Button } from '@pod-portal/ui';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';

/** What a data page shows while its loader waits (after the router's short pending delay). */
export function routePending(title: string, loading: string) {
  return function RoutePending() {
    return (
      <div className="app-dashboard">
        <h1>{title}</h1>
        <p role="status">{loading}</p>
      </div>
    );
  };
}

/** What a data page shows when its data could not be loaded, with a way to try again. */
export function routeError(title: string, message: string) {
  return function RouteError({ reset }: ErrorComponentProps) {
    const router = useRouter();
    return (
      <div className="app-dashboard">
        <h1>{title}</h1>
        <Alert variant="danger">{message}</Alert>
        <Button
          variant="secondary"
          onPress={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      </div>
    );
  };
}

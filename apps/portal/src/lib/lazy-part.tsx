import { Alert, Button } from '@pod-portal/ui';
import { Component, type ComponentType, lazy, type ReactNode, useState } from 'react';
import { useOnlineStatus } from './use-online-status.ts';

/** A part's code that did not arrive (offline, a dropped connection). */
class PartNotLoaded extends Error {}

/**
 * A part of a page whose code loads when it is first drawn (React's `lazy`; the caller's
 * Suspense shows what stands in meanwhile). When the code cannot arrive, the part says so in
 * its place, named `name` ("The support chat"), with Try again, which asks for the code anew:
 * a failed load is never kept as the answer. An error of the part itself is not caught here.
 */
export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const loadTagged = async () => {
    try {
      return { default: await load() };
    } catch (cause) {
      throw new PartNotLoaded(`${name} could not be loaded`, { cause });
    }
  };
  let Part = lazy(loadTagged);
  return function LazyPart(props: Props) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      // React keeps a lazy component's failed load: a new one loads again.
      Part = lazy(loadTagged);
      setAttempt((attempt) => attempt + 1);
    };
    return (
      <NotLoadedBoundary name={name} onRetry={retry}>
        <Part {...props} />
      </NotLoadedBoundary>
    );
  };
}

interface NotLoadedBoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
}

class NotLoadedBoundary extends Component<NotLoadedBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not a load failure: the part's own error goes on to the page's boundary.
    if (!(error instanceof PartNotLoaded)) throw error;
    return (
      <PartNotLoadedNotice
        name={this.props.name}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** What stands in the place of a part whose code did not arrive. */
function PartNotLoadedNotice({ name, onRetry }: { name: string; onRetry: () => void }) {
  const online = useOnlineStatus();
  return (
    <Alert
      variant="danger"
      className="app-part-not-loaded"
      action={
        <Button variant="secondary" onPress={onRetry}>
          Try again
        </Button>
      }
    >
      {online
        ? `${name} could not be loaded. Check your internet connection, then try again.`
        : `${name} cannot be loaded while you are offline. Try again once you are connected.`}
    </Alert>
  );
}

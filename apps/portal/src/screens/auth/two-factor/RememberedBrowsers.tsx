import { Button } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import type { TwoFactorStatus } from '../../../api/two-factor-query.ts';

interface RememberedBrowsersProps {
  /** How many browsers skip the second step. */
  count: number;
  /** The status after the browsers were forgotten. */
  onForgotten: (next: TwoFactorStatus) => void;
}

/** The browsers that skip the second step, and "Forget remembered browsers". */
export function RememberedBrowsers({ count, onForgotten }: RememberedBrowsersProps) {
  const { pod } = useRouteContext({ from: '__root__' });
  return (
    <div className="app-actions">
      <p>
        {count === 1
          ? '1 browser skips the second step.'
          : `${count} browsers skip the second step.`}
      </p>
      <Button
        variant="secondary"
        onPress={async () => {
          const forgot = await pod.users.forgetRememberedBrowsers();
          if (forgot.data) onForgotten(forgot.data);
        }}
      >
        Forget remembered browsers
      </Button>
    </div>
  );
}

import { formatMoney, parseCartItemMisc } from '@pod-portal/domain';
import { Button, Link } from '@pod-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { currentUserQuery } from '../../../api/current-user-query.ts';
import { userKey } from '../../../api/user-key.ts';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import { addedToCartStore, completedStagesStore } from '../drafts/wizard-stores.ts';
import type { StageProps } from '../frame/stage-props.ts';

/**
 * The end of the wizard: the book's files are in (or, in the first-book flow that ends at
 * signing, the book waits in Your books), with the services the submission put in the cart.
 */
export function SubmissionCompleteStage(_props: StageProps) {
  const [completed] = useStoredValue(completedStagesStore);
  const [added] = useStoredValue(addedToCartStore);
  const uploaded = completed.includes('upload-assets');
  const services = added.flatMap((item) => {
    const misc = parseCartItemMisc(item.misc);
    return misc.ok ? [{ id: item.id, ...misc.value }] : [];
  });
  return (
    <div className="wizard-stage">
      {uploaded ? (
        <p>
          Thank you: your book and its files are submitted. We check every file before printing and
          email you if anything needs to change. You can follow your book in Your books.
        </p>
      ) : (
        <p>
          Your contract is signed and your book is saved. Continue with its details and files from
          Your books, with Continue Upload Process.
        </p>
      )}
      {uploaded && services.length > 0 && (
        <section className="wizard-fieldset" aria-labelledby="added-services">
          <h3 id="added-services">Added to your cart</h3>
          <ul>
            {services.map((service) => (
              <li key={service.id}>
                {service.name}: {formatMoney(service.cost, 'ZAR')} excluding VAT
              </li>
            ))}
          </ul>
          <p>We start on these services once they are paid: pay for them from your cart.</p>
        </section>
      )}
      <div className="app-actions">
        {uploaded && services.length > 0 && <TakeMeToMyCart />}
        <Link href="/books" variant={uploaded && services.length > 0 ? 'secondary' : 'primary'}>
          Go to Your books
        </Link>
        <Link href="/new-book" variant="secondary">
          Upload another book
        </Link>
      </div>
    </div>
  );
}

/** The cart-added confirmation's way on: the cart and the user (its count) are read again. */
function TakeMeToMyCart() {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useUserId();
  return (
    <Button
      onPress={async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: currentUserQuery(pod).queryKey }),
          queryClient.invalidateQueries({ queryKey: userKey(userId, 'cart') }),
        ]);
        await navigate({ to: '/checkout/cart' });
      }}
    >
      Take me to my cart
    </Button>
  );
}

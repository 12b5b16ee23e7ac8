import { formatMoney, toCents } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Button, Dialog } from '@pod-portal/ui';

export type PaypalCharge = components['schemas']['PaypalCharge'];

/**
 * The PayPal button modal: the rand amount, the US dollars PayPal charges for it and the rate,
 * fixed for this payment, and the button that goes to PayPal to approve it.
 */
export function PaypalDialog({
  randCents,
  charge,
  onClose,
}: {
  randCents: number;
  charge: PaypalCharge | null;
  onClose: () => void;
}) {
  const approveUrl = charge?.approve_url;
  return (
    <Dialog
      title="Pay with PayPal"
      isOpen={charge !== null}
      onOpenChange={(open) => !open && onClose()}
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            isDisabled={!approveUrl}
            onPress={() => approveUrl && location.assign(approveUrl)}
          >
            Pay with PayPal
          </Button>
        </>
      )}
    >
      {charge && (
        <>
          <p>PayPal charges in US dollars. This amount is fixed for this payment.</p>
          <dl className="app-details" aria-label="PayPal payment">
            <dt>Amount to pay</dt>
            <dd>{formatMoney(randCents, 'ZAR')}</dd>
            <dt>Charged by PayPal</dt>
            <dd className="app-checkout__payable">
              {formatMoney(toCents(charge.usd_amount) ?? 0, 'USD')}
            </dd>
            <dt>Rate</dt>
            <dd>R 1 = USD {charge.rate}</dd>
          </dl>
        </>
      )}
    </Dialog>
  );
}

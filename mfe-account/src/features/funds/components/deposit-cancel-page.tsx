import { useParams } from 'react-router-dom';
import { DepositDetailsContent } from './deposit-details-page';
import type { DepositDetailsPageProps } from './deposit-details-page';

/**
 * /my-account/deposit/{depositId}/cancel (storefront §2 "deposit failure"): where a PayPal deposit started
 * on the account's deposit page comes back to when it was cancelled or declined. The deposit's own status
 * decides what is shown, so a hand-typed URL of a credited deposit still shows the success.
 */
export function DepositCancelPage(props: DepositDetailsPageProps) {
  const { depositId = '' } = useParams();
  // Outside the base layout (storefront §2), so no shell landmark holds it: the page is its own main.
  return (
    <main>
      <DepositDetailsContent key={depositId} depositId={depositId} {...props} />
    </main>
  );
}
